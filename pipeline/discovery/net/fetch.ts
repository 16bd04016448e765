// Fetches one URL for discovery: http(s) only, redirects followed by hand (each hop re-checked by the agent), a
// total deadline, a byte cap enforced while reading (and again after decompression), and nothing trusted from headers.
import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib';
import { request, type Agent } from 'undici';
import { DiscoveryError } from '../errors.ts';
import type { Hop } from '../recording/recorder.ts';

export interface FetchLimits {
  maxBytes: number;
  maxRedirects: number;
  requestTimeoutMs: number;
}

export interface FetchedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  body: Buffer;
}

export interface FetchOptions {
  accept: string;
  userAgent: string;
  /** The whole domain's deadline; each request also has its own. */
  signal?: AbortSignal;
  /** Sees every HTTP answer, redirects included (`logos discover --record`). */
  onHop?: (hop: Hop) => void;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** How much of an error page asked for as HTML is kept: enough to tell a CDN's bot challenge from the site's own
 * error page (website/not-site.ts). */
export const MAX_ERROR_PAGE = 64 * 1024;

export async function safeFetch(agent: Agent, limits: FetchLimits, input: string, options: FetchOptions): Promise<FetchedResponse> {
  let url = parseHttpUrl(input);
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(limits.requestTimeoutMs)])
    : AbortSignal.timeout(limits.requestTimeoutMs);
  for (let hop = 0; ; hop++) {
    const response = await send(agent, url, options, signal);
    // We destroy bodies we will not read (redirects, errors, over the cap); their abort must not become uncaught.
    response.body.on('error', () => {});
    const location = response.headers.location;
    const seen = (body?: Buffer) => options.onHop?.({ url: url.href, status: response.statusCode, headers: response.headers, body });
    if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
      seen();
      response.body.destroy();
      if (hop >= limits.maxRedirects) throw new DiscoveryError('TOO_MANY_REDIRECTS', `more than ${limits.maxRedirects} redirects from ${input}`);
      url = parseHttpUrl(new URL(location, url).href);
      continue;
    }
    if (response.statusCode < 200 || response.statusCode > 299) {
      const page = /^text\/html/i.test(options.accept) ? await readPrefix(response.body, MAX_ERROR_PAGE).catch(() => undefined) : undefined;
      const body = page && decompressPrefix(page, String(response.headers['content-encoding'] ?? ''));
      seen(body);
      response.body.destroy();
      throw new DiscoveryError('HTTP_STATUS', `${url.href} answered ${response.statusCode}`, response.statusCode, body);
    }
    const declared = Number(response.headers['content-length']);
    if (declared > limits.maxBytes) {
      response.body.destroy();
      throw new DiscoveryError('RESPONSE_TOO_LARGE', `${url.href} declares ${declared} bytes, more than the ${limits.maxBytes} allowed`);
    }
    const raw = await readCapped(response.body, limits.maxBytes, url.href, signal);
    const body = decompress(raw, String(response.headers['content-encoding'] ?? ''), limits.maxBytes, url.href);
    seen(body);
    return { url: url.href, status: response.statusCode, body };
  }
}

export function parseHttpUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new DiscoveryError('UNSUPPORTED_URL', `expected an absolute http(s) URL, got ${JSON.stringify(input.slice(0, 200))}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DiscoveryError('UNSUPPORTED_URL', `only http and https are fetched, got ${url.protocol} in ${JSON.stringify(input.slice(0, 200))}`);
  }
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

async function send(agent: Agent, url: URL, options: FetchOptions, signal: AbortSignal) {
  try {
    return await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: { accept: options.accept, 'user-agent': options.userAgent, 'accept-encoding': 'gzip, deflate, br' },
      signal,
    });
  } catch (error) {
    throw asDiscoveryError(error, url.href, signal);
  }
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number, href: string, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += chunk.length;
      if (total > maxBytes) {
        body.destroy();
        throw new DiscoveryError('RESPONSE_TOO_LARGE', `${href} sent more than the ${maxBytes} bytes allowed; cut off`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw asDiscoveryError(error, href, signal);
  }
  return Buffer.concat(chunks);
}

/** The first `max` bytes of a body; the rest is not read. */
async function readPrefix(body: AsyncIterable<Buffer> & { destroy(): void }, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    total += chunk.length;
    if (total >= max) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, max);
}

/** An error page's prefix, decompressed as far as it goes (a cut gzip stream still gives its first bytes). */
function decompressPrefix(raw: Buffer, encoding: string): Buffer | undefined {
  const codec = encoding.trim().toLowerCase();
  if (!codec || codec === 'identity') return raw;
  // A sync flush at the end keeps what a cut stream gave instead of failing on its missing tail.
  const options = { maxOutputLength: MAX_ERROR_PAGE, finishFlush: constants.Z_SYNC_FLUSH };
  try {
    if (codec === 'gzip' || codec === 'x-gzip') return gunzipSync(raw, options);
    if (codec === 'deflate') return inflateSync(raw, options);
    if (codec === 'br') return brotliDecompressSync(raw, { maxOutputLength: MAX_ERROR_PAGE });
  } catch {
    return undefined;
  }
  return undefined;
}

// A small compressed body can expand without bound (a decompression bomb), so the output is capped as well.
function decompress(raw: Buffer, encoding: string, maxBytes: number, href: string): Buffer {
  const codec = encoding.trim().toLowerCase();
  const inflate = codec === 'gzip' || codec === 'x-gzip' ? gunzipSync : codec === 'deflate' ? inflateSync : codec === 'br' ? brotliDecompressSync : undefined;
  if (!inflate) return raw;
  try {
    return inflate(raw, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new DiscoveryError('RESPONSE_TOO_LARGE', `${href} decompresses to more than the ${maxBytes} bytes allowed`);
    }
    throw new DiscoveryError('NETWORK', `${href} sent a body that does not decode as ${codec}: ${(error as Error).message}`);
  }
}

function asDiscoveryError(error: unknown, href: string, signal: AbortSignal): DiscoveryError {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof DiscoveryError) return cause;
  }
  const code = (error as { code?: string }).code ?? '';
  if (signal.aborted || /TIMEOUT/i.test(code) || (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') {
    return new DiscoveryError('TIMEOUT', `${href} did not answer in time`);
  }
  return new DiscoveryError('NETWORK', `${href} failed: ${(error as Error).message ?? String(error)}`);
}
