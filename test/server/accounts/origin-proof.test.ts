// Proof that a registered site is the account's, through a listening origin: a claim serves nothing until its token
// is found in a TXT record (a real DNS server on loopback) or in the well-known file of the site (a real HTTP server on
// loopback, reached through discovery's guarded agent); a squatter's unproven claim never keeps the real owner out;
// wildcards over public suffixes, IP addresses and the service's own host are refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { startFakeDns, type FakeDns } from '../../helpers/dns-server.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { provenOrigin } from '../../helpers/proven-origin.ts';

let origin: TestOrigin;
let server: RunningServer;
let dns: FakeDns;
let site: Server;
let sitePort: number;
/** What the site answers at /.well-known/logos-site-verification.txt: a status and a body. */
let wellKnown: { status: number; body: string; location?: string } = { status: 404, body: 'Not Found' };
const siteAsked: string[] = [];
let owner: string;
let ownerId: string;
let squatter: string;

const call = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
const q = (value: string) => `origin=${encodeURIComponent(value)}`;
const register = (key: string, value: string) => call(`/v1/origins?${q(value)}`, { 'x-api-key': key }, { method: 'PUT' });
const verify = (key: string, value: string) => call(`/v1/origins/verify?${q(value)}`, { 'x-api-key': key }, { method: 'POST' });
const fromPage = (page: string) => call('/v1/stripe.com?format=png&size=64', { origin: page, accept: 'image/*' });

interface Claimed {
  challenge: { token: string; dns: { name: string; type: string; value: string }; file: { url: string; body: string } };
}

beforeAll(async () => {
  dns = await startFakeDns();
  site = createServer((request, response) => {
    siteAsked.push(request.url ?? '');
    if (request.url !== '/.well-known/logos-site-verification.txt') return void response.writeHead(404).end();
    response.writeHead(wellKnown.status, { 'content-type': 'text/plain', ...(wellKnown.location && { location: wellKnown.location }) });
    response.end(wellKnown.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
  const env = {
    LOCAL_ACCESS: 'false',
    PUBLIC_URL: 'https://logos.example.test/',
    DISCOVERY_DNS_SERVERS: dns.server,
    DISCOVERY_RESOLVE: 'files.example.test=127.0.0.1,elsewhere.example.test=127.0.0.1',
    DISCOVERY_RESOLVE_STRICT: 'on',
    DISCOVERY_ALLOW: `127.0.0.1:${sitePort}`,
  };
  origin = await createTestOrigin({ env });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const a = await origin.deps.accounts.createAccount('owner@example.com', 'pro');
  const b = await origin.deps.accounts.createAccount('squatter@example.com', 'pro');
  ownerId = a.id;
  ({ key: owner } = await origin.deps.accounts.createKey(a.id, 'site'));
  ({ key: squatter } = await origin.deps.accounts.createKey(b.id, 'site'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await dns?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe('proof of a registered site', () => {
  it("serves a site's pages only once its TXT record holds the token; a squatter's claim neither blocks nor serves", async () => {
    const page = 'https://shop.example.test';
    const squatted = await register(squatter, page);
    expect(squatted.status).toBe(201);
    const claimed = await register(owner, page);
    expect(claimed.status).toBe(201);
    const { challenge } = (await claimed.json()) as Claimed;
    expect(challenge).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      dns: { name: '_logos-challenge.shop.example.test', type: 'TXT', value: `logos-site-verification=${challenge.token}` },
      file: { url: 'https://shop.example.test/.well-known/logos-site-verification.txt', body: challenge.token },
    });
    expect((await fromPage(page)).status).toBe(401);

    // The squatter's own token, or none, proves nothing.
    dns.txt.set(challenge.dns.name, ['v=spf1 -all', 'logos-site-verification=someone-elses-token']);
    const refused = await verify(owner, page);
    expect(refused.status).toBe(409);
    const problem = (await refused.json()) as { code: string; message: string };
    expect(problem.code).toBe('ORIGIN_NOT_PROVEN');
    expect(problem.message).toContain('no TXT record of _logos-challenge.shop.example.test holds');
    expect((await fromPage(page)).status).toBe(401);

    dns.txt.set(challenge.dns.name, ['v=spf1 -all', challenge.dns.value]);
    const proven = await verify(owner, page);
    expect(proven.status).toBe(200);
    expect(await proven.json()).toMatchObject({ origin: page, proven: true, proof: 'dns', expires: null });
    const served = await fromPage(page);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    // The squatter's claim is gone, and a new one is refused.
    expect(await (await call('/v1/origins', { 'x-api-key': squatter })).json()).toMatchObject({ origins: [] });
    expect(await (await register(squatter, page)).json()).toMatchObject({ code: 'ORIGIN_TAKEN' });
  });

  it('takes the token from the well-known file of the site, read without following a redirect', async () => {
    const page = `http://files.example.test:${sitePort}`;
    const { challenge } = (await (await register(owner, page)).json()) as Claimed;
    expect(challenge.file.url).toBe(`${page}/.well-known/logos-site-verification.txt`);

    wellKnown = { status: 302, body: '', location: `http://elsewhere.example.test:${sitePort}/token.txt` };
    const redirected = await verify(owner, page);
    expect(redirected.status).toBe(409);
    expect(await redirected.json()).toMatchObject({ code: 'ORIGIN_NOT_PROVEN', message: expect.stringContaining('redirect') });
    expect(siteAsked).not.toContain('/token.txt');

    wellKnown = { status: 200, body: `${challenge.token}\n` };
    const proven = await verify(owner, page);
    expect(proven.status).toBe(200);
    expect(await proven.json()).toMatchObject({ origin: page, proven: true, proof: 'file' });
    expect((await fromPage(`${page}`)).status).toBe(200);
  });

  it('proves a wildcard on its base domain and answers 404 for a claim the account does not hold', async () => {
    const { challenge } = (await (await register(owner, 'https://*.brand.example.test')).json()) as Claimed;
    expect(challenge.dns.name).toBe('_logos-challenge.brand.example.test');
    dns.txt.set(challenge.dns.name, [challenge.dns.value]);
    expect((await verify(owner, 'https://*.brand.example.test')).status).toBe(200);
    expect((await fromPage('https://www.brand.example.test')).status).toBe(200);
    const unknown = await verify(squatter, 'https://nothing.example.test');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'ORIGIN_NOT_FOUND' });
  });

  it('refuses wildcards over public suffixes, IP addresses and the service itself', async () => {
    for (const value of ['https://*.co.uk', 'https://*.github.io', 'https://*.com', 'https://*.test']) {
      const refused = await register(squatter, value);
      expect(refused.status, value).toBe(400);
      expect(await refused.json(), value).toMatchObject({ code: 'ORIGIN_PUBLIC_SUFFIX', message: expect.stringContaining('public suffix') });
    }
    for (const value of ['https://93.184.215.14', 'http://10.0.0.1:8080']) {
      const refused = await register(squatter, value);
      expect(refused.status, value).toBe(400);
      expect(await refused.json(), value).toMatchObject({ code: 'INVALID_ORIGIN', message: expect.stringContaining('IP address') });
    }
    for (const value of ['https://logos.example.test', 'http://logos.example.test:8080', 'https://*.example.test']) {
      const refused = await register(squatter, value);
      expect(refused.status, value).toBe(409);
      expect(await refused.json(), value).toMatchObject({ code: 'ORIGIN_TAKEN', message: expect.stringContaining('PUBLIC_URL') });
    }
    // A site on a private suffix's own subdomain is someone's, and may be claimed.
    expect((await register(squatter, 'https://*.acme.github.io')).status).toBe(201);
  });

  it('refuses an IP address however it is spelled, and a host no DNS name could have', async () => {
    // What a browser's URL parser reads as an IPv4 address: decimal, hex, octal, dotted short forms; and IPv6.
    const addresses = ['http://0x7f000001', 'http://2130706433', 'http://0177.0.0.1', 'http://127.1', 'http://10.1', 'http://0x7f.1', 'https://*.0x7f000001'];
    const ipv6 = ['http://[::1]', 'http://[::ffff:127.0.0.1]', 'http://[::ffff:7f00:1]:8080', 'https://[2001:db8::1]'];
    for (const value of [...addresses, ...ipv6]) {
      const refused = await register(squatter, value);
      expect(refused.status, value).toBe(400);
      expect(await refused.json(), value).toMatchObject({ code: 'INVALID_ORIGIN', message: expect.stringContaining('IP address') });
    }
    const labels = ['http://-.example.com', 'http://-shop.example.com', 'http://shop-.example.com', 'https://*.-.example.com', 'http://xn--zz.example.com', 'http://shop.example.0x1', 'http://1.2.3.4.5', 'http://08.1.1.1'];
    for (const value of labels) {
      const refused = await register(squatter, value);
      expect(refused.status, value).toBe(400);
      expect(await refused.json(), value).toMatchObject({ code: 'INVALID_ORIGIN' });
    }
    // Hyphens inside a label, and a punycode label that decodes, are a DNS name's.
    for (const value of ['https://r4---sn-a1.example.test', 'https://xn--bcher-kva.example.test']) expect((await register(squatter, value)).status, value).toBe(201);
    expect(await (await call('/v1/origins', { 'x-api-key': squatter })).json()).toMatchObject({
      origins: expect.not.arrayContaining([expect.objectContaining({ origin: expect.stringMatching(/0x|-\.|\[|2130706433|0177/) })]),
    });
  });

  it('serves no page through a wildcard over a public suffix registered before they were refused', async () => {
    for (const wildcard of ['https://*.co.uk', 'https://*.github.io']) {
      expect(await origin.deps.state.origins.add(provenOrigin(ownerId, wildcard), 100, new Date())).toBe('stored');
    }
    for (const page of ['https://victim.co.uk', 'https://www.victim.co.uk', 'https://someone.github.io']) {
      const refused = await fromPage(page);
      expect(refused.status, page).toBe(401);
      expect(refused.headers.get('x-logo-override'), page).toBeNull();
    }
  });
});
