// Durable usage counters in state.db: requests per account, per key and per client IP, per UTC day.
import type { Db } from './sqlite.ts';

export type UsageKind = 'account' | 'key' | 'ip';

export interface UsageDelta {
  day: string;
  kind: UsageKind;
  id: string;
  count: number;
}

export type UsageStore = ReturnType<typeof createUsageStore>;

export function createUsageStore(stateDb: Db) {
  const add = stateDb.prepare<[UsageDelta]>(`
    INSERT INTO usage_daily (day, kind, id, count) VALUES (@day, @kind, @id, @count)
    ON CONFLICT(day, kind, id) DO UPDATE SET count = count + excluded.count`);
  const between = stateDb.prepare<[UsageKind, string, string, string], { total: number | null }>(
    'SELECT sum(count) AS total FROM usage_daily WHERE kind = ? AND id = ? AND day >= ? AND day <= ?',
  );
  const daily = stateDb.prepare<[UsageKind, string, string], { day: string; count: number }>(
    'SELECT day, count FROM usage_daily WHERE kind = ? AND id = ? AND day >= ? ORDER BY day',
  );

  return {
    /** Adds many deltas in one transaction, so a flush is all or nothing. */
    add: stateDb.transaction((deltas: readonly UsageDelta[]) => {
      for (const delta of deltas) add.run(delta);
    }),
    total(kind: UsageKind, id: string, fromDay: string, toDay: string): number {
      return between.get(kind, id, fromDay, toDay)?.total ?? 0;
    },
    daily(kind: UsageKind, id: string, fromDay: string): { day: string; count: number }[] {
      return daily.all(kind, id, fromDay);
    },
  };
}

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
export const utcMonthStart = (date: Date) => `${date.toISOString().slice(0, 7)}-01`;
