// Every route of fixing a wrong logo sits behind the /v1 gate like the rest: counted in the account's usage and
// refused with 429 past the plan's per-minute limit.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
const LIMIT = 2;

beforeAll(async () => {
  const plans = join(tempDataDir(), 'plans.json');
  writeFileSync(plans, JSON.stringify({ plans: { tiny: { rateLimitPerMinute: LIMIT, monthlyQuota: null, maxOverrides: 1 } }, anonymousRateLimitPerMinute: 100 }));
  origin = await createTestOrigin({ seed: false, env: { PLANS_FILE: plans, ADMIN_EMAILS: 'ops1@example.com,ops2@example.com,ops3@example.com' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
});
afterAll(() => origin.cleanup());

// Limits are per account, so each route is called by an account of its own; the admin routes by an operator's.
const routes: [string, string, string, string | undefined, string][] = [
  ['PUT /v1/overrides/{domain}', 'PUT', '/v1/overrides/example.com', 'not an image', 'a1@example.com'],
  ['GET /v1/overrides', 'GET', '/v1/overrides', undefined, 'a2@example.com'],
  ['DELETE /v1/overrides/{domain}', 'DELETE', '/v1/overrides/example.com', undefined, 'a3@example.com'],
  ['POST /v1/brand/{domain}/report', 'POST', '/v1/brand/example.com/report', JSON.stringify({ reason: 'an old logo' }), 'a4@example.com'],
  ['PUT /v1/admin/logos/{domain}', 'PUT', '/v1/admin/logos/example.com', 'not an image', 'ops1@example.com'],
  ['GET /v1/admin/logos/{domain}/history', 'GET', '/v1/admin/logos/example.com/history', undefined, 'ops2@example.com'],
  ['POST /v1/admin/logos/{domain}/revert', 'POST', '/v1/admin/logos/example.com/revert', undefined, 'ops3@example.com'],
];

describe.each(routes)('%s', (_name, method, path, body, email) => {
  it(`counts each call in the account's usage and answers 429 after ${LIMIT} a minute`, async () => {
    const owner = await origin.deps.accounts.createAccount(email, 'tiny');
    const { key } = await origin.deps.accounts.createKey(owner.id, 'gate');
    const before = (await origin.deps.usage.summary(owner.id)).today;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await origin.request(path, { method, body, headers: { 'x-api-key': key } }, '198.51.100.7');
      statuses.push(response.status);
      if (i === LIMIT) expect(await response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429 && status !== 401)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect((await origin.deps.usage.summary(owner.id)).today - before).toBeGreaterThanOrEqual(LIMIT);
  });
});
