// Folder-backed object storage: keys map to files under one root; Content-Type follows the key's extension and
// Cache-Control the key's kind (pipeline/cache-policy.ts), as a file keeps no headers.
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { cacheControlForKey } from '../cache-policy.ts';
import { contentTypeForKey } from '../formats.ts';
import { assertValidKey, type ObjectInfo, type ObjectStorage, type PutOptions } from './types.ts';

export interface FolderStorageOptions {
  root: string;
}

export function createFolderStorage({ root }: FolderStorageOptions): ObjectStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };

  async function* walk(dir: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile() && !entry.name.startsWith('.tmp-')) yield path;
    }
  }

  return {
    async get(key) {
      try {
        const body = await readFile(pathOf(key));
        return { body, contentType: contentTypeForKey(key), cacheControl: cacheControlForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { key, size: info.size, contentType: contentTypeForKey(key), cacheControl: cacheControlForKey(key) } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    // Write to a temporary name and rename, so a reader never sees half an object.
    async put(key, body, options: PutOptions) {
      const path = pathOf(key);
      const expected = contentTypeForKey(key);
      if (options.contentType !== expected) {
        throw new Error(`folder storage serves ${key} as ${expected}, got a put with ${options.contentType}`);
      }
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async *list(prefix) {
      const start = prefix.includes('/') ? join(root, prefix.slice(0, prefix.lastIndexOf('/'))) : root;
      for await (const path of walk(start)) {
        const key = relative(root, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path);
        yield { key, size: info.size, contentType: contentTypeForKey(key), cacheControl: cacheControlForKey(key) } satisfies ObjectInfo;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Remove folders the deletion emptied, so removed brands leave nothing behind.
      for (let dir = dirname(path); dir.startsWith(root + sep) && dir !== root; dir = dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
  };
}
