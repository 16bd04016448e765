// The last build as the origin and the operator commands see it. An object is served for a plan only when its domain
// manifest says the build made it from exactly that plan (the plan's etag hashes the source, the parameters and the
// renderer), so a logo changed since the build (a pin, a discovery, an import) is rendered, never answered with older
// bytes under the new ETag.
import { createHash } from 'node:crypto';
import { createByteLru } from '../byte-lru.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { BUILD_PREFIX, domainManifestKey } from './keys.ts';
import { readDomainManifest, writeManifest, type DomainManifest } from './manifest.ts';

/** How long the origin trusts a manifest it read: another process (`logos build`, a pin) may rewrite it. */
const MANIFEST_RECHECK_MS = 30_000;
// Manifests held in memory, weighed by their entries (about what an entry's JSON takes): a domain built in every
// format and size lists a few hundred objects.
const MANIFEST_CACHE_BYTES = 8 * 1024 * 1024;
const MANIFEST_ENTRY_BYTES = 220;
const ABSENT_MANIFEST_BYTES = 64;

export interface PrebuiltLookup {
  /** The object `logos build` wrote under `key` from the plan with this etag, or undefined (render it). */
  find(domain: string, key: string, etag: string): Promise<Buffer | undefined>;
}

export interface PrebuiltStores {
  /** Objects, usually behind a read cache. */
  objects: Pick<ObjectStorage, 'get'>;
  /** The same store without a cache: manifests, and an object the read cache holds from an older build. */
  direct: Pick<ObjectStorage, 'get'>;
}

interface HeldManifest {
  manifest: DomainManifest | undefined;
  readAt: number;
  bytes: number;
}

export function createPrebuiltLookup(stores: PrebuiltStores, recheckMs = MANIFEST_RECHECK_MS, now: () => number = () => performance.now()): PrebuiltLookup {
  const held = createByteLru<HeldManifest>(MANIFEST_CACHE_BYTES, (entry) => entry.bytes);
  const reading = new Map<string, Promise<DomainManifest | undefined>>();

  const manifestOf = (domain: string): DomainManifest | undefined | Promise<DomainManifest | undefined> => {
    const known = held.get(domain);
    if (known && now() - known.readAt < recheckMs) return known.manifest;
    let pending = reading.get(domain);
    if (!pending) {
      const readAt = now();
      pending = readDomainManifest(stores.direct, domain)
        .then((manifest) => {
          const bytes = manifest ? Object.keys(manifest.objects).length * MANIFEST_ENTRY_BYTES : ABSENT_MANIFEST_BYTES;
          held.set(domain, { manifest, readAt, bytes });
          return manifest;
        })
        .finally(() => reading.delete(domain));
      reading.set(domain, pending);
    }
    return pending;
  };

  return {
    async find(domain, key, etag) {
      const entry = (await manifestOf(domain))?.objects[key];
      if (entry?.build !== etag) return undefined;
      const cached = await stores.objects.get(key);
      if (cached && sha256(cached.body) === entry.hash) return cached.body;
      // The read cache kept what an earlier build wrote under this key; the store has what the manifest lists.
      const stored = await stores.direct.get(key);
      return stored && sha256(stored.body) === entry.hash ? stored.body : undefined;
    },
  };
}

/**
 * Drops the built objects of one slot of a brand and their manifest entries, so the static path cannot serve the old
 * logo and the next `logos build` builds the slot again even if its source returns to what the manifest recorded.
 */
export async function dropBuiltSlot(store: ObjectStorage, domain: string, variant: string, theme: string): Promise<void> {
  const prefix = `${BUILD_PREFIX}/${domain}/${variant}/${theme}/`;
  const manifest = await readDomainManifest(store, domain);
  if (manifest) {
    const objects = Object.fromEntries(Object.entries(manifest.objects).filter(([key]) => !key.startsWith(prefix)));
    if (Object.keys(objects).length !== Object.keys(manifest.objects).length) {
      // The manifest first: a listed object that is gone would be skipped by the next build.
      await writeManifest(store, domainManifestKey(domain), { ...manifest, objects });
    }
  }
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  for (const key of keys) await store.delete(key);
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
