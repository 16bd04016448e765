// Counts requests in memory and adds them to the state database every second, so no request pays for a write.
import { utcDay, utcMonthStart } from '../state/days.ts';
import type { AccountsStore, UsageDelta, UsageKind, UsageStore } from '../state/types.ts';
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
  accounts: AccountsStore;
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
  // Month totals per account: the stored total read once per month (base), plus what this process counted since.
  const months = new Map<string, { month: string; base: number | undefined; local: number; loading: Promise<void> }>();
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

  const monthOf = (accountId: string, today = currentDay()) => {
    let entry = months.get(accountId);
    if (!entry || entry.month !== month) {
      const created = { month, base: undefined as number | undefined, local: 0, loading: Promise.resolve() };
      created.loading = usage.total('account', accountId, month, today).then(
        (total) => void (created.base = total),
        (error: Error) => {
          created.base = 0;
          logger.error('usage total unreadable; counting this month from zero', { error: error.message });
        },
      );
      if (months.size > 100_000) months.clear();
      months.set(accountId, (entry = created));
    }
    return entry;
  };

  /** The month's count when it is at hand, else undefined (the stored total is still being read). */
  const monthUsedNow = (accountId: string): number | undefined => {
    const entry = monthOf(accountId);
    return entry.base === undefined ? undefined : entry.base + entry.local;
  };

  const monthUsed = async (accountId: string): Promise<number> => {
    const entry = monthOf(accountId);
    if (entry.base === undefined) await entry.loading;
    return entry.base! + entry.local;
  };

  const restore = (unsaved: Map<string, Counts>, touched: Map<string, number>) => {
    for (const [unsavedDay, counts] of unsaved) {
      const into = countsFor(unsavedDay);
      for (const kind of ['account', 'key', 'ip'] as const) for (const [id, count] of counts[kind]) increment(into[kind], id, count);
    }
    for (const [id, at] of touched) if (!lastUsed.has(id)) lastUsed.set(id, at);
  };

  // When the oldest count not yet in the state database was recorded, for the flush-lag metric.
  let pendingSince: number | undefined;

  const flush = async () => {
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
    // Both writes start in this tick, so an embedded database has them before anything can close it.
    const [added, touchedKeys] = await Promise.allSettled([
      usage.add(deltas),
      accounts.touchKeys(new Map([...touched].map(([id, at]) => [id, new Date(at).toISOString()]))),
    ]);
    // Keep what failed for the next flush rather than lose it.
    if (added.status === 'rejected') {
      restore(unsaved, new Map());
      pendingSince = since;
      logger.error('usage flush failed', { error: (added.reason as Error).message });
    }
    if (touchedKeys.status === 'rejected') restore(new Map(), touched);
  };

  return {
    // Every request passes here: one clock read serves the day, the month and the key's last use. `count` is for a
    // batch counted as one request per item.
    record(caller: Caller, count = 1): void {
      const time = now();
      pendingSince ??= time;
      const today = currentDay(time);
      const counts = countsFor(today);
      increment(counts.ip, caller.ip, count);
      if (caller.kind !== 'key') return;
      monthOf(caller.account.id, today).local += count;
      increment(counts.account, caller.account.id, count);
      increment(counts.key, caller.key.id, count);
      lastUsed.set(caller.key.id, time);
    },
    monthUsed,
    monthUsedNow,
    async summary(accountId: string): Promise<UsageSummary> {
      const today = currentDay();
      const [stored, month] = await Promise.all([usage.total('account', accountId, today, today), monthUsed(accountId)]);
      return { today: stored + pendingFor('account', accountId, today), month };
    },
    /** The account's requests per UTC day from `fromDay` on, including what is not flushed yet. */
    async daily(accountId: string, fromDay: string): Promise<Map<string, number>> {
      const days = new Map((await usage.daily('account', accountId, fromDay)).map((row) => [row.day, row.count]));
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
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    /** Stops the timer and flushes; the flush's writes start before this returns. */
    stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      return flush();
    },
  };
}
