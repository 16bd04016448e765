// Collects what one discovery run fetched, for `logos discover --record`: each HTTP hop as the fetcher saw it (the body
// decompressed and already cut at discovery's byte cap), requests that got no answer, and TXT lookups.
import { DiscoveryError } from '../errors.ts';
import type { TxtResolver } from '../net/resolver.ts';
import { RECORDING_FORMAT, writeRecording, type RecordedExchange } from './format.ts';

export interface Hop {
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
}

/** Headers a replay needs; cookies and the transfer's own framing stay out of a recording. */
const KEPT_HEADERS = new Set(['content-type', 'location', 'cache-control', 'last-modified', 'etag', 'content-disposition']);

export type Recorder = ReturnType<typeof createRecorder>;

export function createRecorder(domain: string, where: { siteUrl: string; baseUrls: Record<string, string> }, now = new Date()) {
  const exchanges: RecordedExchange[] = [];
  const txt: { name: string; records: string[][] }[] = [];
  const bodies = new Map<string, Buffer>();
  return {
    hop(hop: Hop) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(hop.headers)) if (KEPT_HEADERS.has(name.toLowerCase()) && value !== undefined) headers[name.toLowerCase()] = String(value);
      const body = hop.body && `${String(bodies.size).padStart(4, '0')}`;
      if (body) bodies.set(body, hop.body!);
      exchanges.push({ url: hop.url, status: hop.status, headers, ...(body ? { body } : {}) });
    },
    /** A request that failed before any HTTP answer; HTTP errors are hops already. */
    failure(url: string, error: unknown) {
      if (error instanceof DiscoveryError && error.code === 'HTTP_STATUS') return;
      const code = error instanceof DiscoveryError ? error.code : 'NETWORK';
      exchanges.push({ url, headers: {}, error: { code, message: (error as Error).message } });
    },
    /** Wraps a TXT resolver so its answers are recorded. */
    txtResolver(resolve: TxtResolver): TxtResolver {
      return async (name) => {
        const records = await resolve(name);
        txt.push({ name, records });
        return records;
      };
    },
    save(dir: string) {
      writeRecording(dir, { format: RECORDING_FORMAT, domain, recordedAt: now.toISOString(), siteUrl: where.siteUrl, baseUrls: where.baseUrls, exchanges, txt }, bodies);
    },
    exchanges: () => exchanges.length,
  };
}
