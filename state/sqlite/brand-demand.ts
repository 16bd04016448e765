// Requests answered per brand domain and UTC day in state.db, for search ranking.
import type { Db } from '../../db/sqlite.ts';
import type { BrandDemandStore, DemandDelta } from '../types.ts';

export function createSqliteBrandDemand(stateDb: Db): BrandDemandStore {
  const add = stateDb.prepare<[DemandDelta]>(`
    INSERT INTO brand_demand (day, domain, count) VALUES (@day, @domain, @count)
    ON CONFLICT(day, domain) DO UPDATE SET count = count + excluded.count`);
  const totals = stateDb.prepare<[string, number], { domain: string; total: number }>(
    'SELECT domain, sum(count) AS total FROM brand_demand WHERE day >= ? GROUP BY domain ORDER BY total DESC, domain LIMIT ?',
  );
  const prune = stateDb.prepare<[string]>('DELETE FROM brand_demand WHERE day < ?');
  // One transaction per flush, so a flush is all or nothing.
  const addAll = stateDb.transaction((deltas: readonly DemandDelta[]) => {
    for (const delta of deltas) add.run(delta);
  });
  return {
    add: async (deltas) => addAll(deltas),
    totals: async (fromDay, limit) => new Map(totals.all(fromDay, limit).map((row) => [row.domain, row.total])),
    prune: async (beforeDay) => prune.run(beforeDay).changes,
  };
}
