import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/observability/logger.ts';
import { INTEREST_WINDOW_DAYS, OVERRIDE_WINDOW_DAYS, createRequestedDomains } from '../../../server/usage/requested-domains.ts';
import { openSqliteState, type SqliteState } from '../../../state/sqlite/index.ts';
import type { RequestedDomainsStore } from '../../../state/types.ts';

const DAY = 86_400_000;
const logs: string[] = [];
const logger = createLogger('warn', (line) => logs.push(line));
let state: SqliteState | undefined;
afterEach(async () => {
  await state?.close();
  state = undefined;
  logs.length = 0;
});

describe('requested domains', () => {
  it('answers both readers from one record: webhooks over 30 days, overrides over a year, pruned after that', async () => {
    let now = Date.parse('2026-01-10T12:00:00Z');
    state = openSqliteState(':memory:');
    const requested = createRequestedDomains({ store: state.requestedDomains, logger, now: () => now });
    requested.note('alice', 'stripe.com');
    requested.note('alice', 'stripe.com');
    requested.note('bob', 'github.com');
    // Before any write, both readers see what was noted.
    expect(await requested.askedWithin('alice', 'stripe.com', OVERRIDE_WINDOW_DAYS)).toBe(true);
    expect(await requested.accountsWithin('stripe.com', INTEREST_WINDOW_DAYS, new Date(now))).toEqual(['alice']);
    await requested.flush();

    now += INTEREST_WINDOW_DAYS * DAY;
    requested.note('bob', 'stripe.com');
    await requested.flush();
    // Alice asked 30 days ago: out of the webhooks' window, still within the overrides'.
    expect(await requested.accountsWithin('stripe.com', INTEREST_WINDOW_DAYS, new Date(now))).toEqual(['bob']);
    expect(await requested.askedWithin('alice', 'stripe.com', OVERRIDE_WINDOW_DAYS)).toBe(true);
    expect(await requested.askedWithin('alice', 'github.com', OVERRIDE_WINDOW_DAYS)).toBe(false);

    now += (OVERRIDE_WINDOW_DAYS - INTEREST_WINDOW_DAYS) * DAY;
    await requested.flush();
    // A year after alice's request it is pruned; bob's, 335 days old, is kept for his overrides.
    expect(await requested.askedWithin('alice', 'stripe.com', OVERRIDE_WINDOW_DAYS)).toBe(false);
    expect(await state.requestedDomains.has('alice', 'stripe.com')).toBe(false);
    expect(await requested.askedWithin('bob', 'stripe.com', OVERRIDE_WINDOW_DAYS)).toBe(true);
    expect(logs).toEqual([]);
  });

  it('keeps what a failed write held for the next flush, and prunes once a day', async () => {
    const added: string[] = [];
    const pruned: string[] = [];
    let failing = true;
    const store: RequestedDomainsStore = {
      add: async (requests) => {
        if (failing) throw new Error('database is locked');
        added.push(...requests.map((r) => `${r.accountId} ${r.domain} ${r.day}`));
      },
      has: async () => false,
      accountsSince: async () => [],
      prune: async (beforeDay) => {
        pruned.push(beforeDay);
        return 0;
      },
    };
    const requested = createRequestedDomains({ store, logger, now: () => Date.parse('2026-03-01T08:00:00Z') });
    requested.note('alice', 'stripe.com');
    await requested.flush();
    expect(logs.join('')).toContain('database is locked');
    failing = false;
    await requested.flush();
    await requested.flush();
    expect(added).toEqual(['alice stripe.com 2026-03-01']);
    expect(pruned).toEqual(['2025-03-02']);
  });
});
