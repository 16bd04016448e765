// The scheme and origin as the browser sees them, which differ from the socket's behind a TLS-terminating proxy.
import type { Context } from 'hono';

/** The request itself is https, or a trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto. */
export function isHttps(c: Context, trustedProxies: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustedProxies === 0) return false;
  // As with X-Forwarded-For, the entry the outermost trusted proxy wrote; anything left of it is the client's claim.
  const seen = c.req.header('x-forwarded-proto')?.split(',').map((part) => part.trim().toLowerCase()) ?? [];
  return (seen[seen.length - trustedProxies] ?? seen[0]) === 'https';
}

export function publicOrigin(c: Context, trustedProxies: number): string {
  return `${isHttps(c, trustedProxies) ? 'https' : 'http'}://${new URL(c.req.url).host}`;
}
