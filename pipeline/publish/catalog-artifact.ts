// The catalog as a published artifact: a consistent snapshot of catalog.db, with a version and its SHA-256, in object
// storage; origins started with CATALOG_URL pull it, check the hash and open it read-only.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { catalogMigrations } from '../../catalog/schema.ts';
import { openDatabase, type Db } from '../../db/sqlite.ts';
import type { ObjectStorage } from '../storage/types.ts';

export const CATALOG_POINTER_KEY = 'catalog/latest.json';

const pointerSchema = z.object({
  version: z.string().regex(/^[a-z0-9-]+$/),
  key: z.string().regex(/^catalog\/[a-z0-9-]+\.db$/),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
  schema: z.number().int().nonnegative(),
  brands: z.number().int().nonnegative(),
  published: z.string(),
});
export type CatalogPointer = z.infer<typeof pointerSchema>;

export class CatalogArtifactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogArtifactError';
  }
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Snapshots the live catalog (SQLite's online backup: consistent while others write), uploads it, then the pointer. */
export async function publishCatalog(db: Db, store: ObjectStorage, workDir: string, now = new Date()): Promise<CatalogPointer> {
  mkdirSync(workDir, { recursive: true });
  const snapshot = join(workDir, `catalog-snapshot-${process.pid}-${now.getTime()}.db`);
  try {
    await db.backup(snapshot);
    const copy = new Database(snapshot);
    // One self-contained file: readers open it read-only, with no -wal or -shm beside it.
    copy.pragma('journal_mode = DELETE');
    const brands = (copy.prepare('SELECT count(*) AS n FROM brands').get() as { n: number }).n;
    const schema = copy.pragma('user_version', { simple: true }) as number;
    copy.close();
    const body = readFileSync(snapshot);
    const hash = sha256(body);
    const version = `${now.toISOString().replace(/[-:.]/g, '').toLowerCase()}-${hash.slice(0, 12)}`;
    const pointer: CatalogPointer = { version, key: `catalog/${version}.db`, sha256: hash, bytes: body.length, schema, brands, published: now.toISOString() };
    // The artifact first, then the pointer to it: a reader never sees a pointer to a file that is not there yet.
    await store.put(pointer.key, body, { contentType: 'application/octet-stream' });
    await store.put(CATALOG_POINTER_KEY, Buffer.from(`${JSON.stringify(pointer, null, 1)}\n`), { contentType: 'application/json' });
    return pointer;
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(snapshot + suffix, { force: true });
  }
}

export async function readCatalogPointer(store: ObjectStorage): Promise<CatalogPointer | undefined> {
  const object = await store.get(CATALOG_POINTER_KEY);
  if (!object) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(object.body.toString('utf8'));
  } catch {
    throw new CatalogArtifactError(`${CATALOG_POINTER_KEY} is not JSON; publish the catalog again with \`logos catalog publish\``);
  }
  const parsed = pointerSchema.safeParse(json);
  if (!parsed.success) throw new CatalogArtifactError(`${CATALOG_POINTER_KEY} is not a catalog pointer: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Downloads the artifact a pointer names into `dir` (once), refusing bytes whose hash is not the pointer's. */
export async function pullCatalog(store: ObjectStorage, pointer: CatalogPointer, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${pointer.version}.db`);
  if (existsSync(path) && sha256(readFileSync(path)) === pointer.sha256) return path;
  const object = await store.get(pointer.key);
  if (!object) throw new CatalogArtifactError(`${pointer.key} named by ${CATALOG_POINTER_KEY} is missing from the store`);
  const actual = sha256(object.body);
  if (actual !== pointer.sha256) {
    throw new CatalogArtifactError(`${pointer.key} has SHA-256 ${actual}, but ${CATALOG_POINTER_KEY} says ${pointer.sha256}: refusing it`);
  }
  const partial = `${path}.partial`;
  writeFileSync(partial, object.body);
  // An artifact of an older schema is brought up to date on this private copy before it is opened read-only.
  const upgraded = openDatabase(partial, catalogMigrations);
  upgraded.pragma('journal_mode = DELETE');
  upgraded.close();
  renameSync(partial, path);
  return path;
}

/** Opens a pulled artifact read-only: the origin serves it and never writes to it. */
export function openPublishedCatalog(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const schema = db.pragma('user_version', { simple: true }) as number;
  if (schema !== catalogMigrations.length) {
    db.close();
    throw new CatalogArtifactError(`${path} has catalog schema ${schema}; this program needs ${catalogMigrations.length}`);
  }
  return db;
}
