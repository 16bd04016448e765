// Counts requests in memory and writes them to state.db every second, so no request pays for a database write.
import type { Accounts } from '../catalog/accounts.ts';
import { utcDay, utcMonthStart, type UsageDelta, type UsageKind, type UsageStore } from '../catalog/usage.ts';
import type { Caller } from './env.ts';
import type { Logger } from './logger.ts';

export interface UsageSummary {
  today: number;
  month: number;
}

type Counts = Record<UsageKind, Map<string, number>>;

export type UsageTracker = ReturnType<typeof createUsageTracker>;

const emptyCounts = (): Counts => ({ account: new Map(), key: new Map(), ip: new Map() });
const increment = (counts: Map<string, number>, id: string, by = 1) => counts.set(id, (counts.get(id) ?? 0) + by);

export function createUsageTracker(options: {
  usage: UsageStore;
  accounts: Accounts;
  logger: Logger;
  flushIntervalMs?: number;
  now?: () => number;
}) {
  const { usage, accounts, logger, flushIntervalMs = 1000, now = Date.now } = options;
  // The hot path only bumps counters in maps; the UTC day is recomputed once a second, not per request.
  let day = '';
  let month = '';
  let dayCheckedAt = -Infinity;
  let pending = new Map<string, Counts>();
  let lastUsed = new Map<string, number>();
  const months = new Map<string, { month: string; count: number }>();
  let timer: NodeJS.Timeout | undefined;

  const currentDay = () => {
    const time = now();
    if (time - dayCheckedAt >= 1000) {
      dayCheckedAt = time;
      const date = new Date(time);
      day = utcDay(date);
      month = utcMonthStart(date);
    }
    return day;
  };

  const countsFor = (forDay: string) => {
    let counts = pending.get(forDay);
    if (!counts) pending.set(forDay, (counts = emptyCounts()));
    return counts;
  };

  const pendingFor = (kind: UsageKind, id: string, fromDay: string) => {
    let count = 0;
    for (const [pendingDay, counts] of pending) if (pendingDay >= fromDay) count += counts[kind].get(id) ?? 0;
    return count;
  };

  // Month totals per account: read from the database once per month, then kept up to date in memory.
  const monthOf = (accountId: string) => {
    const today = currentDay();
    let entry = months.get(accountId);
    if (!entry || entry.month !== month) {
      entry = { month, count: usage.total('account', accountId, month, today) + pendingFor('account', accountId, month) };
      months.set(accountId, entry);
    }
    return entry;
  };

  const restore = (unsaved: Map<string, Counts>, touched: Map<string, number>) => {
    for (const [unsavedDay, counts] of unsaved) {
      const into = countsFor(unsavedDay);
      for (const kind of ['account', 'key', 'ip'] as const) for (const [id, count] of counts[kind]) increment(into[kind], id, count);
    }
    for (const [id, at] of touched) if (!lastUsed.has(id)) lastUsed.set(id, at);
  };

  // When the oldest count not yet in state.db was recorded, for the flush-lag metric.
  let pendingSince: number | undefined;

  const flush = () => {
    if (pending.size === 0 && lastUsed.size === 0) return;
    const since = pendingSince;
    pendingSince = undefined;
    const unsaved = pending;
    const touched = lastUsed;
    pending = new Map();
    lastUsed = new Map();
    const deltas: UsageDelta[] = [];
    for (const [deltaDay, counts] of unsaved) {
      for (const kind of ['account', 'key', 'ip'] as const) {
        for (const [id, count] of counts[kind]) deltas.push({ day: deltaDay, kind, id, count });
      }
    }
    try {
      usage.add(deltas);
      accounts.touchKeys(new Map([...touched].map(([id, at]) => [id, new Date(at).toISOString()])));
    } catch (error) {
      // Keep the counts for the next flush rather than lose them.
      restore(unsaved, touched);
      pendingSince = since;
      logger.error('usage flush failed', { error: (error as Error).message });
    }
  };

  return {
    record(caller: Caller): void {
      pendingSince ??= now();
      const counts = countsFor(currentDay());
      increment(counts.ip, caller.ip);
      if (caller.kind !== 'key') return;
      monthOf(caller.account.id).count++;
      increment(counts.account, caller.account.id);
      increment(counts.key, caller.key.id);
      lastUsed.set(caller.key.id, now());
    },
    monthUsed(accountId: string): number {
      return monthOf(accountId).count;
    },
    summary(accountId: string): UsageSummary {
      const today = currentDay();
      return {
        today: usage.total('account', accountId, today, today) + pendingFor('account', accountId, today),
        month: monthOf(accountId).count,
      };
    },
    /** The account's requests per UTC day from `fromDay` on, including what is not flushed yet. */
    daily(accountId: string, fromDay: string): Map<string, number> {
      const days = new Map(usage.daily('account', accountId, fromDay).map((row) => [row.day, row.count]));
      for (const [pendingDay, counts] of pending) {
        const count = counts.account.get(accountId);
        if (pendingDay >= fromDay && count) days.set(pendingDay, (days.get(pendingDay) ?? 0) + count);
      }
      return days;
    },
    /** The key's last use as the server knows it, including what is not flushed yet. */
    lastUsed(keyId: string): string | undefined {
      const at = lastUsed.get(keyId);
      return at === undefined ? undefined : new Date(at).toISOString();
    },
    flush,
    flushLagSeconds(): number {
      return pendingSince === undefined ? 0 : (now() - pendingSince) / 1000;
    },
    start(): void {
      timer ??= setInterval(flush, flushIntervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
      flush();
    },
  };
}
