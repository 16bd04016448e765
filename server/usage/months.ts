// Month totals per account for quotas: the stored total read once per month, plus what this process counted since,
// so no request waits for a query once the month's total is at hand.
import type { UsageStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';

interface MonthTotal {
  month: string;
  /** The stored total, undefined while it is being read. */
  base: number | undefined;
  local: number;
  loading: Promise<void>;
}

const MAX_ACCOUNTS = 100_000;

export type MonthTotals = ReturnType<typeof createMonthTotals>;

export function createMonthTotals(options: { usage: UsageStore; logger: Logger }) {
  const { usage, logger } = options;
  const months = new Map<string, MonthTotal>();

  /** The account's entry for the month starting `month`, reading the stored total up to `today` the first time. */
  const totalOf = (accountId: string, month: string, today: string): MonthTotal => {
    let entry = months.get(accountId);
    if (!entry || entry.month !== month) {
      const created: MonthTotal = { month, base: undefined, local: 0, loading: Promise.resolve() };
      created.loading = usage.total('account', accountId, month, today).then(
        (total) => void (created.base = total),
        (error: Error) => {
          created.base = 0;
          logger.error('usage total unreadable; counting this month from zero', { error: error.message });
        },
      );
      if (months.size > MAX_ACCOUNTS) months.clear();
      months.set(accountId, (entry = created));
    }
    return entry;
  };

  return {
    count(accountId: string, month: string, today: string, requests = 1): void {
      totalOf(accountId, month, today).local += requests;
    },
    /** The month's count when it is at hand, else undefined (the stored total is still being read). */
    usedNow(accountId: string, month: string, today: string): number | undefined {
      const entry = totalOf(accountId, month, today);
      return entry.base === undefined ? undefined : entry.base + entry.local;
    },
    async used(accountId: string, month: string, today: string): Promise<number> {
      const entry = totalOf(accountId, month, today);
      if (entry.base === undefined) await entry.loading;
      return entry.base! + entry.local;
    },
  };
}
