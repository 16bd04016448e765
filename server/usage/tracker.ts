// Counts requests in memory and adds them to the state database every second, so no request pays for a write.
import { utcDay, utcMonthStart } from '../../state/days.ts';
import type { AccountsStore, UsageStore } from '../../state/types.ts';
import type { Caller } from '../gate/request-context.ts';
import type { Logger } from '../observability/logger.ts';
import { createMonthTotals } from './months.ts';
import { createPendingUsage } from './pending.ts';

export interface UsageSummary {
  today: number;
  month: number;
}

export type UsageTracker = ReturnType<typeof createUsageTracker>;

export function createUsageTracker(options: {
  usage: UsageStore;
  accounts: AccountsStore;
  logger: Logger;
  flushIntervalMs?: number;
  now?: () => number;
}) {
  const { usage, flushIntervalMs = 1000, now = Date.now } = options;
  const pending = createPendingUsage(options);
  const months = createMonthTotals(options);
  // The hot path only bumps counters in maps; the UTC day is recomputed once a second, not per request.
  let day = '';
  let month = '';
  let dayCheckedAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;

  const currentDay = (time = now()) => {
    if (time - dayCheckedAt >= 1000) {
      dayCheckedAt = time;
      const date = new Date(time);
      day = utcDay(date);
      month = utcMonthStart(date);
    }
    return day;
  };

  const monthUsed = (accountId: string): Promise<number> => {
    const today = currentDay();
    return months.used(accountId, month, today);
  };

  return {
    // Every request passes here: one clock read serves the day, the month and the key's last use. `count` is for a
    // batch counted as one request per item.
    record(caller: Caller, count = 1): void {
      const time = now();
      const today = currentDay(time);
      pending.add(caller, today, time, count);
      if (caller.kind !== 'anonymous') months.count(caller.account.id, month, today, count);
    },
    monthUsed,
    /** The month's count when it is at hand, else undefined (the stored total is still being read). */
    monthUsedNow(accountId: string): number | undefined {
      const today = currentDay();
      return months.usedNow(accountId, month, today);
    },
    async summary(accountId: string): Promise<UsageSummary> {
      const today = currentDay();
      const [stored, monthTotal] = await Promise.all([usage.total('account', accountId, today, today), monthUsed(accountId)]);
      return { today: stored + pending.countSince('account', accountId, today), month: monthTotal };
    },
    /** The account's requests per UTC day from `fromDay` on, including what is not flushed yet. */
    async daily(accountId: string, fromDay: string): Promise<Map<string, number>> {
      const days = new Map((await usage.daily('account', accountId, fromDay)).map((row) => [row.day, row.count]));
      return pending.addDaily(days, accountId, fromDay);
    },
    /** The key's last use as the server knows it, including what is not flushed yet. */
    lastUsed(keyId: string): string | undefined {
      const at = pending.lastUsed(keyId);
      return at === undefined ? undefined : new Date(at).toISOString();
    },
    flush: pending.flush,
    flushLagSeconds(): number {
      const since = pending.oldestAt();
      return since === undefined ? 0 : (now() - since) / 1000;
    },
    start(): void {
      timer ??= setInterval(() => void pending.flush(), flushIntervalMs);
      timer.unref();
    },
    /** Stops the timer and flushes; the flush's writes start before this returns. */
    stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      return pending.flush();
    },
  };
}
