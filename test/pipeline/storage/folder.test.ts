import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { InvalidStorageKeyError, type ObjectStorage } from '../../../pipeline/storage/types.ts';

let root: string;
let storage: ObjectStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'logos-storage-'));
  storage = createFolderStorage({ root });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('folder storage', () => {
  it('round-trips an object with its Content-Type and Cache-Control', async () => {
    await storage.put('sources/stripe.com/logo-light.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(await storage.get('sources/stripe.com/logo-light.svg')).toEqual({
      body: Buffer.from('<svg/>'),
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=86400',
    });
    expect(await storage.head('sources/stripe.com/logo-light.svg')).toMatchObject({ size: 6, contentType: 'image/svg+xml' });
  });

  it('answers undefined for a missing object and deletes idempotently', async () => {
    expect(await storage.get('sources/none.com/x.svg')).toBeUndefined();
    expect(await storage.head('sources/none.com/x.svg')).toBeUndefined();
    await storage.delete('sources/none.com/x.svg');
  });

  it('lists by prefix in key order and leaves no temporary files', async () => {
    for (const key of ['a/b.png', 'a/c/d.png', 'b/e.png']) await storage.put(key, Buffer.from(key), { contentType: 'image/png' });
    const keys: string[] = [];
    for await (const info of storage.list('a/')) keys.push(info.key);
    expect(keys).toEqual(['a/b.png', 'a/c/d.png']);
    expect(readdirSync(join(root, 'a')).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../x.png', '/etc/passwd', 'a/../../x.png', 'A/B.png', 'a//b.png']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    }
  });

  it('refuses a Content-Type its key extension would contradict', async () => {
    await expect(storage.put('a/b.png', Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow(/image\/png/);
  });
});
