import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin | undefined;
afterEach(() => {
  origin?.cleanup();
  origin = undefined;
});

function plansFile(plans: object): string {
  const file = join(tempDataDir(), 'plans.json');
  writeFileSync(file, JSON.stringify(plans));
  return file;
}

async function originWith(plans: object, env: Record<string, string> = {}) {
  origin = await createTestOrigin({ seed: false, env: { PLANS_FILE: plansFile(plans), TRUSTED_ORIGINS: 'app.example.com', ...env }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  return origin;
}

describe('rate limits', () => {
  it('answers 429 after exactly the plan\'s per-minute count, with Retry-After and RateLimit-*', async () => {
    const { deps, request } = await originWith({ plans: { tiny: { rateLimitPerMinute: 5, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 });
    const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('a@example.com', 'tiny')).id, 'k');
    for (let i = 1; i <= 5; i++) {
      const response = await request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } }, '198.51.100.1');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      expect(response.headers.get('ratelimit-remaining')).toBe(String(5 - i));
    }
    const refused = await request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } }, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('5 requests per minute') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(40);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));
  });

  it('counts a key\'s requests against its account, whatever IP they come from', async () => {
    const { deps, request } = await originWith({ plans: { tiny: { rateLimitPerMinute: 3, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 });
    const account = await deps.accounts.createAccount('a@example.com', 'tiny');
    const first = (await deps.accounts.createKey(account.id, 'one')).key;
    const second = (await deps.accounts.createKey(account.id, 'two')).key;
    const statuses = [];
    for (const [key, ip] of [[first, '198.51.100.1'], [second, '198.51.100.2'], [first, '198.51.100.3'], [second, '198.51.100.4']] as const) {
      statuses.push((await request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } }, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits anonymous callers per socket IP and ignores a spoofed X-Forwarded-For', async () => {
    const { request } = await originWith({ plans: { free: { rateLimitPerMinute: 10, monthlyQuota: null } }, anonymousRateLimitPerMinute: 2 });
    const statuses = [];
    for (const spoof of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const headers = { origin: 'https://app.example.com', 'x-forwarded-for': spoof };
      statuses.push((await request('/v1/example.com?format=svg', { headers }, '198.51.100.9')).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await request('/v1/example.com?format=svg', { headers: { origin: 'https://app.example.com' } }, '198.51.100.10');
    expect(other.status).toBe(200);
  });

  it('believes X-Forwarded-For from the proxies TRUST_PROXY names', async () => {
    const { request } = await originWith(
      { plans: { free: { rateLimitPerMinute: 10, monthlyQuota: null } }, anonymousRateLimitPerMinute: 1 },
      { TRUST_PROXY: '10.0.0.2' },
    );
    const call = (forwarded: string) =>
      request('/v1/example.com?format=svg', { headers: { origin: 'https://app.example.com', 'x-forwarded-for': forwarded } }, '10.0.0.2');
    expect((await call('9.9.9.9, 198.51.100.20')).status).toBe(200);
    expect((await call('8.8.8.8, 198.51.100.20')).status).toBe(429);
    expect((await call('9.9.9.9, 198.51.100.21')).status).toBe(200);
  });

  it('answers 429 once the monthly quota is used, with Retry-After until the next month', async () => {
    const { deps, request } = await originWith({ plans: { trial: { rateLimitPerMinute: 100, monthlyQuota: 3 } }, anonymousRateLimitPerMinute: 100 });
    const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('q@example.com', 'trial')).id, 'k');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } });
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('monthly quota of 3') });
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(Number(refused.headers.get('retry-after')) - (nextMonth - now.getTime()) / 1000)).toBeLessThan(5);
  });

  it('refuses an invalid PLANS_FILE at start, naming the problem', async () => {
    await expect(originWith({ plans: { free: { rateLimitPerMinute: -1, monthlyQuota: null } }, anonymousRateLimitPerMinute: 1 })).rejects.toThrow(
      /PLANS_FILE .* is invalid: plans\.free\.rateLimitPerMinute/,
    );
  });
});
