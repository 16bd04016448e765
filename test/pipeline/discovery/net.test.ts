import { gzipSync } from 'node:zlib';
import type { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../pipeline/discovery/net/address.ts';
import { createSafeAgent } from '../../../pipeline/discovery/net/agent.ts';
import { safeFetch, type FetchLimits } from '../../../pipeline/discovery/net/fetch.ts';
import type { Resolver } from '../../../pipeline/discovery/net/resolver.ts';
import { startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';

let fake: FakeWeb;
let agent: Agent;
const limits: FetchLimits = { maxBytes: 64 * 1024, maxRedirects: 3, requestTimeoutMs: 800 };
const get = (url: string, on: Agent = agent) => safeFetch(on, limits, url, { accept: '*/*', userAgent: 'test' });
const agentFor = (resolve: Resolver) => createSafeAgent({ resolve, allow: new Set([`127.0.0.1:${fake.port}`]), connectTimeoutMs: 500, requestTimeoutMs: 800 });

beforeAll(async () => {
  fake = await startFakeWeb();
  agent = agentFor(testResolver({ 'metadata-test.org': ['169.254.169.254'], 'split-test.org': ['127.0.0.1', '10.0.0.1'] }));
  fake.on('*', '/ok', { body: 'hello', type: 'text/plain' });
  for (const [name, target] of [
    ['loopback', 'http://127.0.0.1/admin'],
    ['loopback-other-port', 'http://127.0.0.1:1/admin'],
    ['private', 'http://10.0.0.1/'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['ipv6-loopback', 'http://[::1]/'],
    ['mapped', 'http://[::ffff:127.0.0.1]/'],
    ['file', 'file:///etc/passwd'],
  ] as const) {
    fake.on('*', `/redirect/${name}`, { status: 302, body: '', headers: { location: target } });
  }
  fake.on('*', '/loop', { status: 302, body: '', headers: { location: '/loop' } });
  fake.on('*', '/large', { body: Buffer.alloc(200 * 1024, 1), type: 'image/png' });
  fake.on('*', '/large-chunked', (_, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    const chunk = Buffer.alloc(16 * 1024, 2);
    let sent = 0;
    const timer = setInterval(() => {
      if (response.destroyed || sent++ > 1000) return clearInterval(timer), response.end();
      response.write(chunk);
    }, 1);
  });
  fake.on('*', '/slow', (_, response) => {
    const timer = setTimeout(() => response.end('late'), 5000);
    response.on('close', () => clearTimeout(timer));
  });
  fake.on('*', '/gzip-bomb', { body: gzipSync(Buffer.alloc(50 * 1024 * 1024)), type: 'image/png', headers: { 'content-encoding': 'gzip' } });
  fake.on('*', '/gzip-small', { body: gzipSync(Buffer.from('small and fine')), type: 'text/plain', headers: { 'content-encoding': 'gzip' } });
});
afterAll(async () => {
  await agent.close();
  await fake.close();
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('allows public %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1',
    '240.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1',
    'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1', '2002:7f00:1::1', 'localhost', 'example.com',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('safeFetch', () => {
  it('fetches from an allowed ip:port', async () => {
    const response = await get(`${fake.origin}/ok`);
    expect(response.body.toString()).toBe('hello');
  });

  it('resolves names through the injected resolver and checks the answer', async () => {
    const response = await get(`http://acme-test.com:${fake.port}/ok`);
    expect(response.body.toString()).toBe('hello');
  });

  it.each(['loopback', 'loopback-other-port', 'private', 'metadata', 'ipv6-loopback', 'mapped'])(
    'refuses a redirect to a %s address although the first hop was allowed',
    async (name) => {
      await expect(get(`${fake.origin}/redirect/${name}`)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    },
  );

  it('refuses a redirect to a non-http scheme', async () => {
    await expect(get(`${fake.origin}/redirect/file`)).rejects.toMatchObject({ code: 'UNSUPPORTED_URL' });
  });

  it('refuses names that resolve to metadata or to any private address', async () => {
    await expect(get('http://metadata-test.org/')).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    await expect(get(`http://split-test.org:${fake.port}/ok`)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });

  it('connects to the address it checked, so a name that rebinds to a private address later is refused', async () => {
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    let calls = 0;
    const rebinding = agentFor(async () => (answers[Math.min(calls++, 1)] ?? []).map((address) => ({ address, family: 4 as const })));
    try {
      expect((await get(`http://rebind-test.com:${fake.port}/ok`, rebinding)).body.toString()).toBe('hello');
      await rebinding.close();
    } finally {
      await rebinding.destroy();
    }
    const fresh = agentFor(async () => [{ address: '10.0.0.1', family: 4 }]);
    await expect(get(`http://rebind-test.com:${fake.port}/ok`, fresh)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
    await fresh.close();
  });

  it('stops after a few redirects', async () => {
    await expect(get(`${fake.origin}/loop`)).rejects.toMatchObject({ code: 'TOO_MANY_REDIRECTS' });
  });

  it('cuts off a response larger than the cap, declared or streamed', async () => {
    await expect(get(`${fake.origin}/large`)).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    // Cut while streaming: a body read to its end would run into the request timeout instead (TIMEOUT).
    await expect(get(`${fake.origin}/large-chunked`)).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
  });

  it('times out a slow server', async () => {
    const started = performance.now();
    await expect(get(`${fake.origin}/slow`)).rejects.toMatchObject({ code: 'TIMEOUT' });
    // Well before the server's late answer, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(4500);
  });

  it('refuses a compressed body that expands past the cap, and decodes a small one', async () => {
    await expect(get(`${fake.origin}/gzip-bomb`)).rejects.toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
    expect((await get(`${fake.origin}/gzip-small`)).body.toString()).toBe('small and fine');
  });

  it('refuses what is not an absolute http(s) URL', async () => {
    await expect(get('ftp://example.com/x')).rejects.toMatchObject({ code: 'UNSUPPORTED_URL' });
    await expect(get('not a url')).rejects.toMatchObject({ code: 'UNSUPPORTED_URL' });
  });

  it('says when a name does not resolve', async () => {
    await expect(get('http://nowhere.invalid/')).rejects.toMatchObject({ code: 'DNS_FAILED' });
  });
});
