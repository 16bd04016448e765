// How long each kind of answer and stored object may be cached: the one policy of the origin's answers, of both
// storage backends (by key, so a folder that keeps no metadata says what S3 stores) and of the nginx template.
import { BUILD_PREFIX } from './build/keys.ts';

export const CACHE_CONTROL = {
  /** A brand's logo answered by the origin, stored, rendered or prebuilt; a source logo in storage. */
  logo: 'public, max-age=86400',
  /** A placeholder: discovery may find the real logo within the hour. */
  monogram: 'public, max-age=3600',
  /** A person's Gravatar, or the placeholder of an address that has none: the person may change it at any time. */
  avatar: 'public, max-age=3600',
  /** A prebuilt object as a CDN serves it: browsers keep it a day, shared caches a week (the build replaces it). */
  built: 'public, max-age=86400, s-maxage=604800',
  /** Manifests and the catalog pointer: rewritten in place, so always checked again. */
  mutable: 'no-cache',
  /** A published catalog version: never rewritten under its name. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** The policy of the stored object at `key`; keys are deterministic (pipeline/build/keys.ts, sources/, catalog/). */
export function cacheControlForKey(key: string): string {
  if (key.endsWith('.json')) return CACHE_CONTROL.mutable;
  if (key.startsWith('catalog/')) return CACHE_CONTROL.immutable;
  if (key.startsWith(`${BUILD_PREFIX}/`)) return CACHE_CONTROL.built;
  return CACHE_CONTROL.logo;
}
