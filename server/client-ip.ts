// The client's IP: the socket's peer, or when that peer is a trusted proxy (TRUST_PROXY), the rightmost address in
// X-Forwarded-For that no trusted proxy wrote. Only IP addresses are ever returned, so per-client maps stay small.
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { ProxyTrust } from './proxy-trust.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** More trusted hops than this are not walked: no real deployment chains that many proxies. */
const MAX_HOPS = 16;

export interface ResolvedClient {
  ip: string;
  /** How many trusted proxies the request passed (0: the socket's peer is the client). */
  proxies: number;
}

/** The address of the socket's other end: the client, or a proxy. */
export function peerAddress(c: Context): string {
  return normaliseIp((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '') || 'unknown';
}

export function resolveClient(c: Context, trust: ProxyTrust): ResolvedClient {
  let ip = peerAddress(c);
  if (!trust.any || !trust.trusts(ip)) return { ip, proxies: 0 };
  const header = c.req.header('x-forwarded-for');
  if (!header) return { ip, proxies: 0 };
  // Each proxy appends the address it saw, so walk from the right while the writer is trusted; whatever is left of
  // the first untrusted address is that client's own claim. A value that is no address ends the walk.
  const hops = header.split(',');
  let proxies = 0;
  for (let index = hops.length - 1; index >= 0 && proxies < MAX_HOPS && trust.trusts(ip); index--) {
    const candidate = normaliseIp(hops[index]!.trim());
    if (!isIP(candidate)) break;
    ip = candidate;
    proxies++;
  }
  return { ip, proxies };
}

/** The client's address alone; without a trusted proxy in front, as resolveClient but with nothing allocated. */
export function clientIp(c: Context, trust: ProxyTrust): string {
  if (!trust.any) return peerAddress(c);
  return resolveClient(c, trust).ip;
}

/** Headers a proxy adds; a request carrying any of them was forwarded, so it does not come from this machine. */
export function wasForwarded(c: Context): boolean {
  return (
    c.req.header('x-forwarded-for') !== undefined ||
    c.req.header('forwarded') !== undefined ||
    c.req.header('x-real-ip') !== undefined ||
    c.req.header('via') !== undefined
  );
}

function normaliseIp(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  return bare.toLowerCase().startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
