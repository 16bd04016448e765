// Accounts' own web origins through HTTP on a listening origin: a key-less <img> from a registered origin's page is
// the account's (its override, its usage, its rate limit), on the app and on the hot path alike; registration refuses
// bad, taken and over-limit origins with a code that names what was wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastPath } from '../../../server/logo/fast-path.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { pixelsOf, redShare, bodyOf } from '../../helpers/images.ts';
import { startFakeDns, type FakeDns } from '../../helpers/dns-server.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { wordmarkPng } from '../../helpers/site-images.ts';

let origin: TestOrigin;
let server: RunningServer;
let answered = 0;
let alice: string;
let aliceId: string;
let bob: string;
let dns: FakeDns;

const call = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
const register = (key: string, value: string, method = 'PUT') => call(`/v1/origins?origin=${encodeURIComponent(value)}`, { 'x-api-key': key }, { method });
const fromPage = (path: string, page: string) => call(path, { referer: page, accept: 'image/*' });
/** Registers the origin and proves it with the TXT record its answer asks for. */
async function registerProven(key: string, value: string): Promise<Response> {
  const created = await register(key, value);
  if (created.status !== 201) return created;
  const { challenge } = (await created.json()) as { challenge: { dns: { name: string; value: string } } };
  dns.txt.set(challenge.dns.name, [challenge.dns.value]);
  return call(`/v1/origins/verify?origin=${encodeURIComponent(value)}`, { 'x-api-key': key }, { method: 'POST' });
}

beforeAll(async () => {
  dns = await startFakeDns();
  const env = { TRUSTED_ORIGINS: 'app.example.com', LOCAL_ACCESS: 'false', DISCOVERY_DNS_SERVERS: dns.server, DISCOVERY_RESOLVE_STRICT: 'on' };
  origin = await createTestOrigin({ env, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  const counting: FastPath = (request) => {
    const answer = origin.fastPath(request);
    if (answer) answered++;
    return answer;
  };
  server = await listen(origin.app, 0, '127.0.0.1', counting);
  const a = await origin.deps.accounts.createAccount('alice@example.com', 'free');
  const b = await origin.deps.accounts.createAccount('bob@example.com', 'free');
  aliceId = a.id;
  ({ key: alice } = await origin.deps.accounts.createKey(a.id, 'site'));
  ({ key: bob } = await origin.deps.accounts.createKey(b.id, 'site'));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await dns?.close();
});

describe("accounts' own origins", () => {
  it('registers, normalises and lists an origin; registering it again is no new one', async () => {
    const created = await register(alice, 'HTTPS://Shop.Example.test:443/');
    expect(created.status).toBe(201);
    const unproven = { origin: 'https://shop.example.test', created: expect.any(String), proven: false, proof: null, verified: null, expires: expect.any(String) };
    expect(await created.json()).toEqual({ ...unproven, challenge: expect.any(Object) });
    const again = await register(alice, 'https://shop.example.test');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(unproven);
    const listed = await call('/v1/origins', { 'x-api-key': alice });
    expect(await listed.json()).toEqual({ origins: [unproven], limit: 2 });
    // Removed and claimed again, for a token this test knows, and proven.
    expect((await register(alice, 'https://shop.example.test', 'DELETE')).status).toBe(200);
    const proven = await registerProven(alice, 'https://shop.example.test');
    expect(proven.status).toBe(200);
    expect(await proven.json()).toEqual({ ...unproven, proven: true, proof: 'dns', verified: expect.any(String), expires: null });
  });

  it("serves a key-less <img> on the account's page its override, counted to the account, on the app and the hot path", async () => {
    const asked = '/v1/stripe.com?format=png&size=128';
    expect((await call(asked, { 'x-api-key': alice })).status).toBe(200);
    const upload = await call('/v1/overrides/stripe.com', { 'x-api-key': alice, 'content-type': 'image/png' }, { method: 'PUT', body: await wordmarkPng('#d62828', 640) });
    expect(upload.status).toBe(200);
    const before = await origin.deps.usage.summary(aliceId);
    const hotBefore = answered;
    const pages = ['https://shop.example.test/pricing', 'https://shop.example.test/', 'https://shop.example.test/about?x=1'];
    for (const page of pages) {
      const served = await fromPage(asked, page);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-logo-override')).toBe('account');
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      // The free plan's per-minute limit, not the anonymous one.
      expect(served.headers.get('ratelimit-limit')).toBe('300');
      expect(redShare((await pixelsOf(await bodyOf(served))).data)).toBeGreaterThan(0.05);
    }
    // The plan was memoised by the first answer: the hot path answered the others through the same gate.
    expect(answered).toBeGreaterThanOrEqual(hotBefore + 2);
    const after = await origin.deps.usage.summary(aliceId);
    expect(after.today - before.today).toBe(pages.length);
    expect(after.month - before.month).toBe(pages.length);
  });

  it('answers another site as before: the public logo from a trusted origin, 401 from a stranger, neither counted to the account', async () => {
    const asked = '/v1/stripe.com?format=png&size=128';
    const before = await origin.deps.usage.summary(aliceId);
    const trusted = await call(asked, { origin: 'https://app.example.com' });
    expect(trusted.status).toBe(200);
    expect(trusted.headers.get('x-logo-override')).toBeNull();
    expect(trusted.headers.get('ratelimit-limit')).toBe('600');
    for (const page of ['https://elsewhere.example.test/', 'http://shop.example.test/', 'https://shop.example.test:8443/', 'https://evil.shop.example.test/']) {
      const refused = await fromPage(asked, page);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await origin.deps.usage.summary(aliceId)).today).toBe(before.today);
  });

  it('lets a wildcard cover the subdomains, the most specific registration winning', async () => {
    expect((await registerProven(bob, 'https://*.brands.example.test')).status).toBe(200);
    expect((await registerProven(alice, 'https://docs.brands.example.test')).status).toBe(200);
    const bobBefore = (await call('/v1/me', { 'x-api-key': bob }).then((r) => r.json())) as { usage: { today: number } };
    expect((await fromPage('/v1/github.com', 'https://www.brands.example.test/')).status).toBe(200);
    expect((await fromPage('/v1/github.com', 'https://brands.example.test/')).status).toBe(401);
    const aliceBefore = await origin.deps.usage.summary(aliceId);
    expect((await fromPage('/v1/github.com', 'https://docs.brands.example.test/')).status).toBe(200);
    expect((await origin.deps.usage.summary(aliceId)).today).toBe(aliceBefore.today + 1);
    const bobAfter = (await call('/v1/me', { 'x-api-key': bob }).then((r) => r.json())) as { usage: { today: number } };
    // One page request and the first /v1/me itself.
    expect(bobAfter.usage.today - bobBefore.usage.today).toBe(2);
  });

  it('refuses an origin of another account or of the global list with 409, and past the plan with 403', async () => {
    const taken = await register(bob, 'https://shop.example.test');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ code: 'ORIGIN_TAKEN', message: expect.stringContaining('https://shop.example.test') });
    const global = await register(bob, 'https://app.example.com');
    expect(global.status).toBe(409);
    expect(await global.json()).toEqual({ code: 'ORIGIN_TAKEN', message: expect.stringContaining('TRUSTED_ORIGINS') });
    // Alice's free plan allows two: shop.example.test and docs.brands.example.test.
    const third = await register(alice, 'https://blog.example.test');
    expect(third.status).toBe(403);
    expect(await third.json()).toEqual({ code: 'PLAN_LIMIT_REACHED', message: expect.stringContaining('2 origins') });
  });

  it('refuses what is not an origin with 400 naming the parameter', async () => {
    for (const value of ['https://shop.example.test/path', 'shop.example.test', 'ftp://shop.example.test', 'https://a_b.test', 'https://x.test:99999', '']) {
      const refused = await register(alice, value);
      expect(refused.status, value).toBe(400);
      const error = (await refused.json()) as { code: string; message: string };
      expect(error.code).toBe('INVALID_ORIGIN');
      expect(error.message).toMatch(/^origin /);
    }
    const missing = await call('/v1/origins', { 'x-api-key': alice }, { method: 'PUT' });
    expect(await missing.json()).toMatchObject({ code: 'INVALID_ORIGIN', message: expect.stringContaining('origin is required') });
  });

  it("needs a key to manage origins: the account's page cannot", async () => {
    const response = await call('/v1/origins', { referer: 'https://shop.example.test/' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('stops letting the pages in once the origin is removed, on the hot path too', async () => {
    const asked = '/v1/stripe.com?format=png&size=128';
    expect((await fromPage(asked, 'https://shop.example.test/')).status).toBe(200);
    const removed = await register(alice, 'https://shop.example.test', 'DELETE');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ origin: 'https://shop.example.test', proven: true, proof: 'dns' });
    const hotBefore = answered;
    const refused = await fromPage(asked, 'https://shop.example.test/');
    expect(answered).toBe(hotBefore + 1);
    expect(refused.status).toBe(401);
    const again = await register(alice, 'https://shop.example.test', 'DELETE');
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'ORIGIN_NOT_FOUND' });
    // Freed, the origin can be registered and proven by another account.
    expect((await registerProven(bob, 'https://shop.example.test')).status).toBe(200);
  });
});
