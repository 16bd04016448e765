// The client's IP: the socket's peer, or when that peer is a trusted proxy (TRUST_PROXY), the rightmost address in
// X-Forwarded-For that no trusted proxy wrote. Only IP addresses are ever returned, so per-client maps stay small.
// The rules work on plain values (the hot path has no Hono Context); the Context forms below read those values.
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { ProxyTrust } from './proxy-trust.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Reads a request header by lower-case name (Hono's request, or the hot path's GateRequest). */
export interface HeaderSource {
  header(name: string): string | undefined;
}

/** More trusted hops than this are not walked: no real deployment chains that many proxies. */
const MAX_HOPS = 16;

export interface ResolvedClient {
  ip: string;
  /** How many trusted proxies the request passed (0: the socket's peer is the client). */
  proxies: number;
}

/** The socket's remote address as node:http reports it, as a bare address ("unknown" when there is none). */
export function peerOf(remoteAddress: string | undefined): string {
  return normaliseIp(remoteAddress ?? '') || 'unknown';
}

/** The socket's remote address in the bindings @hono/node-server hands the app ({ incoming, outgoing }). */
export function remoteAddressOf(bindings: unknown): string | undefined {
  return (bindings as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/** The address of the socket's other end: the client, or a proxy. */
export function peerAddress(c: Context): string {
  return peerOf(remoteAddressOf(c.env));
}

/** The client behind `peer`, walking X-Forwarded-For while its writer is a trusted proxy. */
export function resolveForwarded(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): ResolvedClient {
  let ip = peer;
  if (!trust.any || !trust.trusts(ip) || !forwardedFor) return { ip, proxies: 0 };
  // Each proxy appends the address it saw, so walk from the right while the writer is trusted; whatever is left of
  // the first untrusted address is that client's own claim. A value that is no address ends the walk.
  const hops = forwardedFor.split(',');
  let proxies = 0;
  for (let index = hops.length - 1; index >= 0 && proxies < MAX_HOPS && trust.trusts(ip); index--) {
    const candidate = normaliseIp(hops[index]!.trim());
    if (!isIP(candidate)) break;
    ip = candidate;
    proxies++;
  }
  return { ip, proxies };
}

export function resolveClient(c: Context, trust: ProxyTrust): ResolvedClient {
  return resolveForwarded(peerAddress(c), c.req.header('x-forwarded-for'), trust);
}

/** The client's address alone; without a trusted proxy in front, as resolveForwarded but with nothing allocated. */
export function clientIpOf(peer: string, headers: HeaderSource, trust: ProxyTrust): string {
  if (!trust.any) return peer;
  return resolveForwarded(peer, headers.header('x-forwarded-for'), trust).ip;
}

export function clientIp(c: Context, trust: ProxyTrust): string {
  return clientIpOf(peerAddress(c), c.req, trust);
}

/** Headers a proxy adds; a request carrying any of them was forwarded, so it does not come from this machine. */
export function forwarded(headers: HeaderSource): boolean {
  return (
    headers.header('x-forwarded-for') !== undefined ||
    headers.header('forwarded') !== undefined ||
    headers.header('x-real-ip') !== undefined ||
    headers.header('via') !== undefined
  );
}

export function wasForwarded(c: Context): boolean {
  return forwarded(c.req);
}

function normaliseIp(address: string): string {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  return bare.toLowerCase().startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
