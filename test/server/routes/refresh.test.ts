// POST /v1/refresh/:domain through HTTP on a listening origin: queued ahead of the discovery queue with its place,
// the brand's updatedAt and checkedAt after the run, the per-plan refresh limit, and bad input. Also: ?v= stays a
// cache-busting token, and every new route is counted and rate limited like the rest of /v1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/listen.ts';
import { listen } from '../../../server/listen.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;
let server: RunningServer;
const keys: Record<string, string> = {};

const plansFile = () => {
  const file = join(tempDataDir(), 'plans.json');
  writeFileSync(file, JSON.stringify({
    plans: {
      free: { rateLimitPerMinute: 300, monthlyQuota: 50_000, refreshesPerMinute: 3 },
      tight: { rateLimitPerMinute: 2, monthlyQuota: null },
    },
    anonymousRateLimitPerMinute: 600,
  }));
  return file;
};
const call = (path: string, key: string | undefined, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...(key && { authorization: `Bearer ${key}` }), ...init.headers }, signal: AbortSignal.timeout(15_000) });
const newKey = async (email: string, plan: string) => (await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount(email, plan)).id, 'test')).key;

beforeAll(async () => {
  fake = await startFakeWeb();
  fake.on('refresh-test.com', '/', { body: '<html><head>\n<LINK REL="icon" type="image/png" sizes="192x192" href="/static/mark-192.png"></head><body>Refresh</body></html>' });
  fake.on('refresh-test.com', '/static/mark-192.png', { body: await markPng('#2e7d32', 192), type: 'text/plain' });
  origin = await createTestOrigin({ seed: false, env: { ...fakeDiscoveryEnv(fake), PLANS_FILE: plansFile() }, resolver: testResolver(), now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  keys.free = await newKey('refresh@example.com', 'free');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await fake?.close();
});

describe('POST /v1/refresh/:domain', () => {
  it('queues the domain ahead of the queue, says its place, and after the run the brand says when it changed and was checked', async () => {
    for (let i = 0; i < 3; i++) await origin.deps.discoveryQueue.enqueue('popular-test.com');
    const first = await call('/v1/refresh/Refresh-Test.com', keys.free, { method: 'POST' });
    expect(first.status).toBe(202);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ domain: 'refresh-test.com', state: 'queued', position: 1, checkedAt: null, updatedAt: null });
    const second = await call('/v1/refresh/other-test.com', keys.free, { method: 'POST' });
    expect(await second.json()).toMatchObject({ domain: 'other-test.com', state: 'queued', position: 2 });

    expect((await origin.deps.discoveryQueue.claim())?.domain).toBe('refresh-test.com');
    const running = await call('/v1/refresh/refresh-test.com', keys.free, { method: 'POST' });
    expect(await running.json()).toMatchObject({ state: 'running', position: null });
    await origin.deps.discoveryQueue.complete('refresh-test.com', 'failed', { nextAttemptAt: new Date(Date.now() + 3_600_000) });
    await origin.deps.discoveryQueue.refresh('refresh-test.com');
    expect(await origin.deps.discoveryWorker.drain()).toBeGreaterThanOrEqual(2);

    const brand = (await (await call('/v1/brand/refresh-test.com', keys.free)).json()) as { updatedAt: string; checkedAt: string; logos: unknown[] };
    expect(brand.logos).toHaveLength(1);
    expect(Date.parse(brand.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // checkedAt is when the run started looking; the logo it stored is written at the run's end.
    expect(Date.parse(brand.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(brand.checkedAt)).toBeLessThanOrEqual(Date.parse(brand.updatedAt));
    const again = await call('/v1/refresh/refresh-test.com', keys.free, { method: 'POST' });
    // Limit of three per minute: this is the fourth call of the minute for this account.
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await again.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^refresh limit of 3 per minute of the free plan reached; retry in \d+ s$/) });
  });

  it('answers 400 naming the domain, and 401 without a key even from this machine', async () => {
    const bad = await call('/v1/refresh/not_a_domain', keys.free, { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'INVALID_DOMAIN', message: expect.stringContaining('domain must be a hostname such as "stripe.com", got "not_a_domain"') });
    const anonymous = await call('/v1/refresh/refresh-test.com', undefined, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('POST /v1/refresh needs an API key') });
  });
});

describe('?v=', () => {
  it('stays a cache-busting token: any value answers the same image, and only the URL differs', async () => {
    const plain = await call('/v1/refresh-test.com?format=png&size=64', keys.free);
    const busted = await call('/v1/refresh-test.com?format=png&size=64&v=2026-03-01', keys.free);
    const other = await call('/v1/refresh-test.com?format=png&size=64&v=%E2%9C%93%20x', keys.free);
    for (const response of [plain, busted, other]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-logo-source')).not.toBe('monogram');
    }
    expect(busted.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(Buffer.from(await other.arrayBuffer()).equals(Buffer.from(await plain.arrayBuffer()))).toBe(true);
  });
});

describe('every new route is counted and rate limited', () => {
  const routes: [string, string, RequestInit][] = [
    ['POST /v1/refresh', '/v1/refresh/limits-test.com', { method: 'POST' }],
    ['GET /v1/webhooks', '/v1/webhooks', {}],
    ['POST /v1/webhooks', '/v1/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"ftp://hooks-test.com/"}' }],
    ['DELETE /v1/webhooks/:id', '/v1/webhooks/wh_nothing', { method: 'DELETE' }],
  ];
  it.each(routes)('%s: counted in the account\'s usage, refused past its plan\'s per-minute limit', async (name, path, init) => {
    const key = await newKey(`${name.replace(/\W+/g, '-').toLowerCase()}@example.com`, 'tight');
    const owner = (await origin.deps.accounts.ownerOf(key))!;
    for (let i = 0; i < 2; i++) expect((await call(path, key, init)).status).not.toBe(429);
    const refused = await call(path, key, init);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-limit')).toBe('2');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('rate limit of 2 requests per minute') });
    expect((await origin.deps.usage.summary(owner.account.id)).today).toBe(2);
  });
});
