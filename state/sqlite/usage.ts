// Durable usage counters in state.db: requests per account, per key and per client IP, per UTC day.
import type { Db } from '../../db/sqlite.ts';
import type { UsageDelta, UsageKind, UsageStore } from '../types.ts';

export function createSqliteUsage(stateDb: Db): UsageStore {
  const add = stateDb.prepare<[UsageDelta]>(`
    INSERT INTO usage_daily (day, kind, id, count) VALUES (@day, @kind, @id, @count)
    ON CONFLICT(day, kind, id) DO UPDATE SET count = count + excluded.count`);
  const between = stateDb.prepare<[UsageKind, string, string, string], { total: number | null }>(
    'SELECT sum(count) AS total FROM usage_daily WHERE kind = ? AND id = ? AND day >= ? AND day <= ?',
  );
  const daily = stateDb.prepare<[UsageKind, string, string], { day: string; count: number }>(
    'SELECT day, count FROM usage_daily WHERE kind = ? AND id = ? AND day >= ? ORDER BY day',
  );

  // One transaction per flush, so a flush is all or nothing.
  const addAll = stateDb.transaction((deltas: readonly UsageDelta[]) => {
    for (const delta of deltas) add.run(delta);
  });

  return {
    add: async (deltas) => addAll(deltas),
    total: async (kind: UsageKind, id, fromDay, toDay) => between.get(kind, id, fromDay, toDay)?.total ?? 0,
    daily: async (kind, id, fromDay) => daily.all(kind, id, fromDay),
  };
}

