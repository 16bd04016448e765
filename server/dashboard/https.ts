// The scheme as the browser sees it, which differs from the socket's behind a TLS-terminating proxy (for cookies).
import type { Context } from 'hono';
import { peerAddress, resolveClient } from '../gate/client-ip.ts';
import type { ProxyTrust } from '../gate/proxy-trust.ts';

/** The request itself is https, or a trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto. */
export function isHttps(c: Context, trustedProxies: ProxyTrust): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustedProxies.any) return false;
  if (!trustedProxies.trusts(peerAddress(c))) return false;
  // A trusted peer is a proxy even when it wrote no X-Forwarded-For.
  const proxies = Math.max(1, resolveClient(c, trustedProxies).proxies);
  // As with X-Forwarded-For, the entry the outermost trusted proxy wrote; anything left of it is the client's claim.
  const seen = c.req.header('x-forwarded-proto')?.split(',').map((part) => part.trim().toLowerCase()) ?? [];
  return (seen[seen.length - proxies] ?? seen[0]) === 'https';
}
