// Manifests of a build: one per domain listing its objects with content and build hashes, and one global index.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ObjectStorage } from '../storage/types.ts';
import { domainManifestKey, GLOBAL_MANIFEST_KEY } from './keys.ts';

const objectEntry = z.object({
  /** SHA-256 of the object's bytes. */
  hash: z.string(),
  /** Hash of what made it (source content, parameters, renderer version): equal means nothing to redo. */
  build: z.string(),
  bytes: z.number().int(),
  contentType: z.string(),
});

const domainManifestSchema = z.object({
  domain: z.string(),
  built: z.string(),
  renderer: z.string(),
  objects: z.record(z.string(), objectEntry),
});

const globalManifestSchema = z.object({
  built: z.string(),
  renderer: z.string(),
  domains: z.record(z.string(), z.object({ manifest: z.string(), objects: z.number().int(), hash: z.string() })),
});

export type ObjectEntry = z.infer<typeof objectEntry>;
export type DomainManifest = z.infer<typeof domainManifestSchema>;
export type GlobalManifest = z.infer<typeof globalManifestSchema>;

async function readJson<T>(storage: Pick<ObjectStorage, 'get'>, key: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const parsed = schema.safeParse(JSON.parse(object.body.toString('utf8')));
  // A manifest we cannot read is treated as absent: the build then redoes that domain rather than failing.
  return parsed.success ? parsed.data : undefined;
}

export const readDomainManifest = (storage: Pick<ObjectStorage, 'get'>, domain: string) =>
  readJson(storage, domainManifestKey(domain), domainManifestSchema);
export const readGlobalManifest = (storage: Pick<ObjectStorage, 'get'>) => readJson(storage, GLOBAL_MANIFEST_KEY, globalManifestSchema);

/** The hash the global index records of a domain manifest: of its content, so it does not depend on formatting. */
export const manifestHash = (manifest: DomainManifest): string => createHash('sha256').update(JSON.stringify(manifest)).digest('hex');

export async function writeManifest(storage: ObjectStorage, key: string, manifest: DomainManifest | GlobalManifest): Promise<Buffer> {
  const body = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
  // Manifests change on every build; caches must revalidate them.
  await storage.put(key, body, { contentType: 'application/json' });
  return body;
}

