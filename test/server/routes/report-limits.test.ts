// The limits of reports of wrong logos through a listening origin: only known brands, the refresh limits (shared with
// POST /v1/refresh), the per-client discovery quota, the queue's cap, and the daily caps per account and per brand;
// MCP report_wrong_logo calls in one batch are held to the same limits.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
let server: RunningServer;

const plans = { free: { rateLimitPerMinute: 300, monthlyQuota: 50_000, refreshesPerMinute: 2, reportsPerDay: 10 }, capped: { rateLimitPerMinute: 300, monthlyQuota: null, refreshesPerMinute: 100, reportsPerDay: 2 }, roomy: { rateLimitPerMinute: 1000, monthlyQuota: null, refreshesPerMinute: 100, reportsPerDay: 100 } };

beforeAll(async () => {
  const file = join(tempDataDir(), 'plans.json');
  writeFileSync(file, JSON.stringify({ plans, anonymousRateLimitPerMinute: 100 }));
  const env = { PLANS_FILE: file, LOCAL_ACCESS: 'false', REPORTS_PER_BRAND_PER_DAY: '3', DISCOVERY_CLIENT_QUOTA: '3', DISCOVERY_QUEUE_MAX: '30' };
  origin = await createTestOrigin({ env, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

async function keyOf(plan: keyof typeof plans): Promise<string> {
  const account = await origin.deps.accounts.createAccount(`${plan}-${Math.random().toString(36).slice(2)}@example.com`, plan);
  return (await origin.deps.accounts.createKey(account.id, 'reports')).key;
}
const report = (key: string, domain: string) =>
  fetch(`${server.url}/v1/brand/${domain}/report`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'an old mark' }) });
const refresh = (key: string, domain: string) => fetch(`${server.url}/v1/refresh/${domain}`, { method: 'POST', headers: { 'x-api-key': key } });
const reportsOf = async (domain: string) => (await origin.deps.state.reports.list(100, domain)).length;

describe('POST /v1/brand/{domain}/report limits', () => {
  it('answers 404 BRAND_NOT_FOUND for domains that are no brand, and queues nothing', async () => {
    const key = await keyOf('roomy');
    for (let i = 0; i < 10; i++) {
      const response = await report(key, `made-up-${i}.example`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'BRAND_NOT_FOUND', message: expect.stringContaining(`made-up-${i}.example`) });
      expect(await origin.deps.discoveryQueue.get(`made-up-${i}.example`)).toBeUndefined();
    }
  });

  it('holds reports to the plan\'s refreshesPerMinute, shared with POST /v1/refresh', async () => {
    const key = await keyOf('free');
    expect((await report(key, 'stripe.com')).status).toBe(202);
    expect((await refresh(key, 'apple.com')).status).toBe(202);
    const refused = await report(key, 'github.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('refresh limit of 2 per minute') });
    expect(await reportsOf('github.com')).toBe(0);
  });

  it('holds reports to the per-client discovery quota', async () => {
    const key = await keyOf('roomy');
    for (const domain of ['stripe.com', 'apple.com', 'github.com']) expect((await report(key, domain)).status, domain).toBe(202);
    // The same brand again takes no more of the quota; a fourth brand does.
    expect((await report(key, 'stripe.com')).status).toBe(202);
    const refused = await report(key, 'google.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('discovery quota of 3') });
  });

  it('caps the reports of one account and of one brand per day', async () => {
    const capped = await keyOf('capped');
    expect((await report(capped, 'microsoft.com')).status).toBe(202);
    expect((await report(capped, 'microsoft.com')).status).toBe(202);
    const overAccount = await report(capped, 'microsoft.com');
    expect(overAccount.status).toBe(429);
    expect(await overAccount.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('report limit of 2 per day of the capped plan') });
    expect(Number(overAccount.headers.get('retry-after'))).toBeGreaterThan(0);
    // Three of the brand's day are in: another account is refused too.
    expect((await report(await keyOf('roomy'), 'microsoft.com')).status).toBe(202);
    const overBrand = await report(await keyOf('roomy'), 'microsoft.com');
    expect(overBrand.status).toBe(429);
    expect(await overBrand.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('microsoft.com has had its 3 reports for today') });
    expect(await reportsOf('microsoft.com')).toBe(3);
  });
});

describe('MCP report_wrong_logo limits', () => {
  it('holds a batch of reports to the same limits, call by call', async () => {
    const key = await keyOf('free');
    const calls = ['netflix.com', 'spotify.com', 'shopify.com', 'no-such-brand.example'].map((domain, i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name: 'report_wrong_logo', arguments: { domain, reason: 'an old mark' } },
    }));
    const response = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(calls),
    });
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: number; result: { isError?: boolean; structuredContent?: { code: string } } }[];
    const outcome = (id: number) => answers.find((answer) => answer.id === id)!.result;
    const codes = [1, 2, 3, 4].map((id) => outcome(id).structuredContent?.code ?? 'stored');
    // Calls run concurrently: two of the three brands get the plan's two refreshes, the made-up domain is no brand.
    expect(codes.filter((code) => code === 'stored')).toHaveLength(2);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(1);
    expect(codes[3]).toBe('BRAND_NOT_FOUND');
  });
});

// Last: it fills the queue.
describe('reports when the discovery queue is full', () => {
  it('answers 503 DISCOVERY_QUEUE_FULL for a brand not waiting when the queue is full', async () => {
    const { open, max } = await origin.deps.discoveryQueue.status();
    await origin.deps.discoveryQueue.enqueueMany(new Map(Array.from({ length: max - open }, (_, i) => [`filler-${i}.example`, 1])));
    const key = await keyOf('roomy');
    const refused = await report(key, 'amazon.com');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ code: 'DISCOVERY_QUEUE_FULL' });
    expect((await refresh(key, 'amazon.com')).status).toBe(503);
    // A brand already waiting takes no new row.
    expect((await origin.deps.discoveryQueue.get('apple.com'))?.status).toBe('pending');
    expect((await report(key, 'apple.com')).status).toBe(202);
  });
});
