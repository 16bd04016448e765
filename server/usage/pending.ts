// Request counts not yet in the state database, by UTC day, and when each key was last used; a flush writes them and
// keeps what failed for the next one rather than lose it.
import type { AccountsStore, UsageDelta, UsageKind, UsageStore } from '../../state/types.ts';
import type { Caller } from '../gate/request-context.ts';
import type { Logger } from '../observability/logger.ts';

type Counts = Record<UsageKind, Map<string, number>>;

const KINDS = ['account', 'key', 'ip'] as const;
const emptyCounts = (): Counts => ({ account: new Map(), key: new Map(), ip: new Map() });
const increment = (counts: Map<string, number>, id: string, by = 1) => counts.set(id, (counts.get(id) ?? 0) + by);

export type PendingUsage = ReturnType<typeof createPendingUsage>;

export function createPendingUsage(options: { usage: UsageStore; accounts: AccountsStore; logger: Logger }) {
  const { usage, accounts, logger } = options;
  let pending = new Map<string, Counts>();
  let lastUsed = new Map<string, number>();
  // When the oldest count not yet in the state database was recorded, for the flush-lag metric.
  let pendingSince: number | undefined;

  const countsFor = (forDay: string) => {
    let counts = pending.get(forDay);
    if (!counts) pending.set(forDay, (counts = emptyCounts()));
    return counts;
  };

  const restore = (unsaved: Map<string, Counts>, touched: Map<string, number>) => {
    for (const [unsavedDay, counts] of unsaved) {
      const into = countsFor(unsavedDay);
      for (const kind of KINDS) for (const [id, count] of counts[kind]) increment(into[kind], id, count);
    }
    for (const [id, at] of touched) if (!lastUsed.has(id)) lastUsed.set(id, at);
  };

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
      for (const kind of KINDS) for (const [id, count] of counts[kind]) deltas.push({ day: deltaDay, kind, id, count });
    }
    // Both writes start in this tick, so an embedded database has them before anything can close it.
    const [added, touchedKeys] = await Promise.allSettled([
      usage.add(deltas),
      accounts.touchKeys(new Map([...touched].map(([id, at]) => [id, new Date(at).toISOString()]))),
    ]);
    if (added.status === 'rejected') {
      restore(unsaved, new Map());
      pendingSince = since;
      logger.error('usage flush failed', { error: (added.reason as Error).message });
    }
    if (touchedKeys.status === 'rejected') restore(new Map(), touched);
  };

  return {
    /** `count` requests (one, or a batch counted per item) of `caller` at `time`, on the UTC day `day`. */
    add(caller: Caller, day: string, time: number, count = 1): void {
      pendingSince ??= time;
      const counts = countsFor(day);
      increment(counts.ip, caller.ip, count);
      if (caller.kind === 'anonymous') return;
      increment(counts.account, caller.account.id, count);
      if (caller.kind !== 'key') return;
      increment(counts.key, caller.key.id, count);
      lastUsed.set(caller.key.id, time);
    },
    /** Requests of `id` counted here from `fromDay` on. */
    countSince(kind: UsageKind, id: string, fromDay: string): number {
      let count = 0;
      for (const [pendingDay, counts] of pending) if (pendingDay >= fromDay) count += counts[kind].get(id) ?? 0;
      return count;
    },
    /** Adds the account's requests counted here, per day from `fromDay` on, to `days`. */
    addDaily(days: Map<string, number>, accountId: string, fromDay: string): Map<string, number> {
      for (const [pendingDay, counts] of pending) {
        const count = counts.account.get(accountId);
        if (pendingDay >= fromDay && count) days.set(pendingDay, (days.get(pendingDay) ?? 0) + count);
      }
      return days;
    },
    lastUsed: (keyId: string): number | undefined => lastUsed.get(keyId),
    oldestAt: (): number | undefined => pendingSince,
    flush,
  };
}
