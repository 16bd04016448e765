import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

describe('GET /v1/me', () => {
  it('returns the account, plan limits, usage and key metadata, never the key or its hash', async () => {
    const account = await origin.deps.accounts.createAccount('Me@Example.com', 'free');
    const { key, record } = await origin.deps.accounts.createKey(account.id, 'website');
    await origin.request('/v1/example.com?format=svg', { headers: { 'x-api-key': key } });
    const response = await origin.request('/v1/me', { headers: { 'x-api-key': key } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('ratelimit-limit')).toBe('300');
    const text = await response.text();
    expect(text).not.toContain(key);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(JSON.parse(text)).toEqual({
      account: { id: account.id, email: 'me@example.com', plan: 'free', created: account.createdAt },
      plan: { name: 'free', rateLimitPerMinute: 300, monthlyQuota: 50_000 },
      usage: { today: 2, month: 2, remainingThisMonth: 49_998 },
      key: { id: record.id, prefix: key.slice(0, 9), name: 'website', created: record.createdAt, lastUsed: expect.any(String) },
    });
  });
});
