// The client's IP: the socket's peer, or with TRUST_PROXY=N the address N proxies back in X-Forwarded-For.
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context, trustedProxies: number): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies > 0) {
    // Each trusted proxy appends the address it saw; anything left of those entries is the client's own claim.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean) ?? [];
    const fromProxies = forwarded[forwarded.length - trustedProxies];
    if (fromProxies) return normaliseIp(fromProxies);
  }
  return normaliseIp(socketAddress);
}

function normaliseIp(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}
