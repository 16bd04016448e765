// A signed-in user reporting from the brand page is limited as the account: past the plan's per-minute limit the page
// answers 429 with Retry-After and the RateLimit-* headers, as the API's report does, and nothing more is filed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBrandPageFixtures, FULL_BRAND } from '../../helpers/brand-page-fixtures.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { formClient, type FormClient } from '../../helpers/form-client.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

const PER_MINUTE = 2;
const PASSWORD = 'correct horse battery';
let origin: TestOrigin;
let client: FormClient;

beforeAll(async () => {
  const plans = join(tempDataDir(), 'plans.json');
  writeFileSync(plans, JSON.stringify({ plans: { tiny: { rateLimitPerMinute: PER_MINUTE, monthlyQuota: null } }, anonymousRateLimitPerMinute: 600 }));
  origin = await createTestOrigin({ seed: false, env: { PLANS_FILE: plans, LOCAL_ACCESS: 'false' }, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  await addBrandPageFixtures(origin.deps);
  const account = await origin.deps.accounts.createAccount('limited@example.com', 'tiny');
  await origin.deps.passwords.set(account.id, PASSWORD);
  client = formClient((path, init) => origin.request(path, init, '198.51.100.41'));
  expect((await client.signIn('limited@example.com', PASSWORD)).status).toBe(303);
}, 60_000);
afterAll(() => origin.cleanup());

describe('reporting from the brand page past the plan limit', () => {
  it('answers 429 with Retry-After and RateLimit-* once the minute is used up', async () => {
    const path = `/brand/${FULL_BRAND.domain}`;
    const report = async () => client.post(`${path}/report`, { csrf: await client.csrf(path), reason: 'The mark is the old one.' });
    for (let i = 0; i < PER_MINUTE; i++) expect((await report()).status).toBe(303);
    const refused = await report();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(Number(refused.headers.get('retry-after'))).toBe(40);
    expect(refused.headers.get('ratelimit-limit')).toBe(String(PER_MINUTE));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.text()).toContain('rate limit of 2 requests per minute reached');
    expect(await origin.deps.state.reports.list(10, FULL_BRAND.domain)).toHaveLength(PER_MINUTE);
  });
});
