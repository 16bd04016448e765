// Durable usage counters in state.db: requests per account, per key and per client IP, per UTC day.
import type { Db } from '../../db/sqlite.ts';
import type { LogCursor, UsageDelta, UsageKind, UsageStore } from '../types.ts';

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

  const cursorOf = stateDb.prepare<[string], LogCursor>('SELECT file, offset FROM usage_log_cursors WHERE source = ?');
  const moveCursor = stateDb.prepare<[string, string, number]>(`
    INSERT INTO usage_log_cursors (source, file, offset) VALUES (?, ?, ?)
    ON CONFLICT(source) DO UPDATE SET file = excluded.file, offset = excluded.offset`);

  // One transaction per flush, so a flush is all or nothing.
  const addAll = stateDb.transaction((deltas: readonly UsageDelta[]) => {
    for (const delta of deltas) add.run(delta);
  });
  const addFromLog = stateDb.transaction((deltas: readonly UsageDelta[], source: string, cursor: LogCursor) => {
    for (const delta of deltas) add.run(delta);
    moveCursor.run(source, cursor.file, cursor.offset);
  });

  return {
    add: async (deltas) => addAll(deltas),
    total: async (kind: UsageKind, id, fromDay, toDay) => between.get(kind, id, fromDay, toDay)?.total ?? 0,
    daily: async (kind, id, fromDay) => daily.all(kind, id, fromDay),
    logCursor: async (source) => cursorOf.get(source),
    addFromLog: async (deltas, source, cursor) => addFromLog(deltas, source, cursor),
  };
}

