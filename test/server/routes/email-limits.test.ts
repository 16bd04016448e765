// GET /v1/email/:address behind the same gate as every /v1 route: a key or a trusted origin, the plan's per-minute
// limit, and usage counted per key, for company and personal addresses alike.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../../state/days.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK } from '../../helpers/small-catalog.ts';

const CALLER = '198.51.100.7';
let origin: TestOrigin;
let key: string;
let keyId: string;

beforeAll(async () => {
  const plans = join(tempDataDir(), 'plans.json');
  writeFileSync(plans, JSON.stringify({ plans: { tiny: { rateLimitPerMinute: 4, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 }));
  // GRAVATAR=off: a personal address answers its placeholder without leaving the machine.
  origin = await createTestOrigin({ seed: false, env: { PLANS_FILE: plans, GRAVATAR: 'off' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  await addBrand(origin, 'stripe.com', { icon: MARK('#635BFF') });
  const account = await origin.deps.accounts.createAccount('limits@example.com', 'tiny');
  ({ key, record: { id: keyId } } = await origin.deps.accounts.createKey(account.id, 'email'));
});
afterAll(() => origin.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => origin.request(path, { headers }, CALLER);

describe('GET /v1/email/:address and its limits', () => {
  it('refuses a caller with no key and no trusted origin', async () => {
    const response = await get('/v1/email/jane@stripe.com');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('counts every answer toward the key\'s usage and refuses past the per-minute limit', async () => {
    const paths = ['/v1/email/jane@stripe.com?format=png', '/v1/email/bob@gmail.com?format=png', '/v1/jane@stripe.com', '/v1/email/bob@gmail.com'];
    for (const path of paths) {
      const response = await get(path, { 'x-api-key': key });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^private/);
    }
    const refused = await get('/v1/email/bob@gmail.com', { 'x-api-key': key });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers.get('retry-after')).toBe('40');
    await origin.deps.usage.flush();
    const today = utcDay(new Date());
    expect(await origin.deps.state.usage.total('key', keyId, today, today)).toBe(paths.length);
  });
});
