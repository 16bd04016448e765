// Requests answered per brand domain and UTC day in PostgreSQL, summed across every origin, for search ranking.
import type { BrandDemandStore } from '../types.ts';
import type { Sql } from './connect.ts';

export function createPostgresBrandDemand(sql: Sql): BrandDemandStore {
  return {
    // One statement per flush: origins adding to the same row at once sum exactly. Rows are sorted so two flushes
    // touching the same rows lock them in the same order and cannot deadlock.
    async add(deltas) {
      if (deltas.length === 0) return;
      const sorted = [...deltas].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0));
      await sql`
        INSERT INTO brand_demand (day, domain, count)
        SELECT * FROM unnest(${sorted.map((d) => d.day)}::text[], ${sorted.map((d) => d.domain)}::text[], ${sorted.map((d) => d.count)}::bigint[])
        ON CONFLICT (day, domain) DO UPDATE SET count = brand_demand.count + excluded.count`;
    },
    async totals(fromDay, limit) {
      const rows = await sql<{ domain: string; total: number }[]>`
        SELECT domain, sum(count)::bigint AS total FROM brand_demand WHERE day >= ${fromDay}
        GROUP BY domain ORDER BY total DESC, domain LIMIT ${limit}`;
      return new Map(rows.map((row) => [row.domain, Number(row.total)]));
    },
    async prune(beforeDay) {
      return (await sql`DELETE FROM brand_demand WHERE day < ${beforeDay}`).count;
    },
  };
}
