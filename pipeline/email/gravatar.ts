// Finds the Gravatar of a person's address: fetched through discovery's safe fetcher with d=404 (so "none" is a 404,
// never Gravatar's own placeholder), decoded with discovery's bounds, and remembered for a while either way.
import { createHash } from 'node:crypto';
import { createByteLru } from '../byte-lru.ts';
import { DiscoveryError } from '../discovery/errors.ts';
import { decodeImage } from '../discovery/image/decode.ts';
import type { FetchedResponse } from '../discovery/net/fetch.ts';
import type { SourceImage } from '../render/render.ts';

export interface GravatarSettings {
  enabled: boolean;
  /** Where /avatar/<hash> is asked; a local server in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** How long an answer, found or not, is remembered. */
  ttlSeconds: number;
}

export type ImageFetch = (url: string, accept: string, signal: AbortSignal) => Promise<FetchedResponse>;

export interface GravatarDeps {
  settings: GravatarSettings;
  fetch: ImageFetch;
  /** Decoding's pixel bound (DISCOVERY_MAX_PIXELS): a small file declaring a huge image is refused. */
  maxPixels: number;
  now?: () => number;
  onFailure?: (error: Error) => void;
}

export type Gravatar = ReturnType<typeof createGravatar>;

/** Avatars are asked at most at this size (decoding would keep up to 1024 px): a photo shown at avatar sizes gains
 * little from more, and every remembered one costs memory (CACHE_MAX_BYTES). */
const LARGEST_ASKED = 512;
// Bounds the memory of remembered avatars; each is a PNG of at most 512 px, most far smaller.
const CACHE_MAX_BYTES = 16 * 1024 * 1024;
const MISS_BYTES = 64;

/** Gravatar's hash: SHA-256 of the trimmed, lower-cased address (https://docs.gravatar.com/). */
export function gravatarHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

export function createGravatar(deps: GravatarDeps) {
  const { settings } = deps;
  const now = deps.now ?? Date.now;
  const remembered = createByteLru<{ image: SourceImage | undefined; expires: number }>(CACHE_MAX_BYTES, (entry) => (entry.image?.bytes.length ?? 0) + MISS_BYTES);
  const inFlight = new Map<string, Promise<SourceImage | undefined>>();

  async function fetchAvatar(hash: string, pixels: number): Promise<SourceImage | undefined> {
    const url = `${settings.baseUrl.replace(/\/+$/, '')}/avatar/${hash}?s=${pixels}&d=404`;
    try {
      const response = await deps.fetch(url, 'image/png,image/jpeg,image/*;q=0.8', AbortSignal.timeout(settings.timeoutMs));
      const decoded = await decodeImage(response.body, deps.maxPixels);
      const contentHash = createHash('sha256').update(decoded.stored).digest('base64url');
      return { bytes: decoded.stored, format: decoded.format, width: decoded.width, height: decoded.height, contentHash };
    } catch (error) {
      // Only "no such avatar" is an answer to remember; a timeout or an outage is asked again next time.
      if (error instanceof DiscoveryError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    enabled: settings.enabled,
    /** The avatar at about `pixels` on its longest side, or undefined when the address has none (or could not be asked). */
    async find(address: string, pixels: number): Promise<SourceImage | undefined> {
      if (!settings.enabled) return undefined;
      const asked = Math.min(pixels, LARGEST_ASKED);
      const key = `${gravatarHash(address)}/${asked}`;
      const known = remembered.get(key);
      if (known && known.expires > now()) return known.image;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchAvatar(gravatarHash(address), asked).then(
          (image) => {
            remembered.set(key, { image, expires: now() + settings.ttlSeconds * 1000 });
            return image;
          },
          (error: Error) => {
            deps.onFailure?.(error);
            return undefined;
          },
        );
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key));
      }
      return pending;
    },
  };
}
