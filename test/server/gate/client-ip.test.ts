import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, resolveClient } from '../../../server/gate/client-ip.ts';
import { parseProxyTrust } from '../../../server/gate/proxy-trust.ts';
import { socketFrom } from '../../helpers/origin.ts';

// Runs clientIp inside a real Hono request, as the middleware does.
async function resolve(trust: string, peer: string, headers: Record<string, string> = {}) {
  const app = new Hono();
  let seen: ReturnType<typeof resolveClient> | undefined;
  app.get('/', (c: Context) => {
    seen = resolveClient(c, parseProxyTrust(trust));
    expect(clientIp(c, parseProxyTrust(trust))).toBe(seen.ip);
    return c.text('ok');
  });
  await app.request('/', { headers }, socketFrom(peer));
  return seen!;
}

describe('parseProxyTrust', () => {
  it('reads addresses, CIDR ranges and keywords; true and 1 mean a proxy on this machine', () => {
    const trust = parseProxyTrust('10.0.0.5, 192.168.0.0/16 , linklocal, 2001:db8::/32');
    expect(['10.0.0.5', '192.168.3.4', '169.254.1.1', '2001:db8::7'].map(trust.trusts)).toEqual([true, true, true, true]);
    expect(['10.0.0.6', '127.0.0.1', '8.8.8.8', 'not-an-ip'].map(trust.trusts)).toEqual([false, false, false, false]);
    for (const value of ['true', '1', 'yes', 'loopback']) {
      const loopback = parseProxyTrust(value);
      expect([loopback.trusts('127.0.0.1'), loopback.trusts('::1'), loopback.trusts('10.0.0.1')]).toEqual([true, true, false]);
    }
    expect(parseProxyTrust('private').trusts('172.20.1.1')).toBe(true);
    for (const value of ['', '0', 'false', 'off']) expect(parseProxyTrust(value).any).toBe(false);
  });

  it('refuses a count of proxies and anything that is no address, saying what it expects', () => {
    expect(() => parseProxyTrust('2')).toThrow(/a count of proxies is not accepted/);
    expect(() => parseProxyTrust('10.0.0.0/33')).toThrow(/CIDR ranges.*got "10.0.0.0\/33"/);
    expect(() => parseProxyTrust('proxy.internal')).toThrow(/got "proxy.internal"/);
  });
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy (the attack: "X-Forwarded-For: 127.0.0.1")', async () => {
    expect((await resolve('true', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).ip).toBe('203.0.113.7');
    expect((await resolve('', '127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).ip).toBe('127.0.0.1');
  });

  it('takes the rightmost address no trusted proxy wrote, so a client cannot pose as one behind the proxy', async () => {
    // nginx on this machine appended the real client 198.51.100.9 after the client's own claim.
    expect(await resolve('true', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.9' })).toEqual({ ip: '198.51.100.9', proxies: 1 });
    // Two proxies: a load balancer at 10.0.0.2 in front of nginx on this machine.
    expect(await resolve('loopback, 10.0.0.0/8', '::ffff:127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 10.0.0.2' })).toEqual({ ip: '198.51.100.9', proxies: 2 });
    expect(await resolve('true', '127.0.0.1', { 'x-forwarded-for': '[2001:db8::5]' })).toEqual({ ip: '2001:db8::5', proxies: 1 });
  });

  it('accepts only IP addresses, so 8 kB of junk never becomes a client identity', async () => {
    const junk = 'x'.repeat(8192);
    expect((await resolve('true', '127.0.0.1', { 'x-forwarded-for': junk })).ip).toBe('127.0.0.1');
    expect((await resolve('true', '127.0.0.1', { 'x-forwarded-for': `${junk}, 198.51.100.9` })).ip).toBe('198.51.100.9');
    expect((await resolve('private', '10.1.1.1', { 'x-forwarded-for': `${junk}, 10.2.2.2` })).ip).toBe('10.2.2.2');
  });

  it('stops after 16 trusted hops', async () => {
    const chain = Array.from({ length: 40 }, (_, index) => `10.0.0.${index + 1}`).join(',');
    expect((await resolve('private', '10.9.9.9', { 'x-forwarded-for': chain })).ip).toBe('10.0.0.25');
  });
});
