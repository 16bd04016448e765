// The CLI escapes what it prints of stored text: a report reason stored with an escape sequence and a right-to-left
// override (as one from before inputs refused them) reaches the terminal as visible \uXXXX, in text and in --json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../helpers/cli.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

const REASON = 'logo is \u001B[31mred\u001B[0m and \u202Egnp.exe\u202C, \u0085next\u007F';
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  const accountId = (await origin.deps.accounts.createAccount('reporter@example.com', 'free')).id;
  const { record } = await origin.deps.accounts.createKey(accountId, 'crm');
  await origin.deps.state.reports.add({
    domain: 'stripe.com', accountId, keyId: record.id, reason: REASON, imageUrl: null, excludedUrl: null, excludedHash: null, createdAt: new Date().toISOString(),
  });
}, 60_000);
afterAll(() => origin.cleanup());

describe('logos reports', () => {
  it('prints a stored reason with its control and bidirectional characters escaped', async () => {
    const listed = await logos(origin.config.dataDir, ['reports']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toMatch(HIDDEN);
    expect(listed.stdout).toContain('logo is \\u001b[31mred\\u001b[0m and \\u202egnp.exe\\u202c, \\u0085next\\u007f');
  });

  it('keeps --json valid, with the same text once parsed', async () => {
    const listed = await logos(origin.config.dataDir, ['reports', '--json']);
    expect(listed.stdout).not.toMatch(HIDDEN);
    expect(JSON.parse(listed.stdout)).toEqual([expect.objectContaining({ domain: 'stripe.com', reason: REASON })]);
  });
});
