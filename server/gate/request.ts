// What the access and rate decisions read of a request, built by whichever HTTP stack received it: a Hono route's
// Context, or the hot path's node:http request. Classes, so a request allocates one small object and no closure.
import type { Context } from 'hono';
import { peerAddress, peerOf, type HeaderSource } from './client-ip.ts';

export interface GateRequest extends HeaderSource {
  /** The socket's peer (client-ip.ts peerOf). */
  readonly peer: string;
  /** The `token` query parameter: an API key in an `<img>` URL. */
  readonly token: string | undefined;
}

/** The `token` parameter of a URL or request target; undefined when absent or empty, as the edge reads it. */
export function queryToken(url: string): string | undefined {
  // Most requests carry no token: one search decides before any parsing.
  if (!url.includes('token=')) return undefined;
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  const hash = url.indexOf('#', query);
  return new URLSearchParams(url.slice(query + 1, hash === -1 ? undefined : hash)).get('token') || undefined;
}

export class ContextGateRequest implements GateRequest {
  constructor(private readonly c: Context) {}
  header(name: string): string | undefined {
    return this.c.req.header(name);
  }
  get peer(): string {
    return peerAddress(this.c);
  }
  get token(): string | undefined {
    return queryToken(this.c.req.url);
  }
}

/** Node's lower-case headers; a repeated header is given as an array. */
export type NodeHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A node:http request as the hot path sees it: the request line's target and node's headers. */
export class NodeGateRequest implements GateRequest {
  constructor(
    private readonly target: string,
    private readonly headers: NodeHeaders,
    private readonly remoteAddress: string | undefined,
  ) {}
  header(name: string): string | undefined {
    const value = this.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  get peer(): string {
    return peerOf(this.remoteAddress);
  }
  get token(): string | undefined {
    return queryToken(this.target);
  }
}
