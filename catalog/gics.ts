// Expands an 8-digit GICS sub-industry code into its four levels, from the gics table of the catalog.
import type { Db } from '../db/sqlite.ts';

export interface GicsLevel {
  code: string;
  name: string;
}

export interface Industry {
  sector: GicsLevel;
  industry_group: GicsLevel;
  industry: GicsLevel;
  sub_industry: GicsLevel;
}

export type Gics = ReturnType<typeof createGics>;

export function createGics(db: Db) {
  const byCode = db.prepare<[string], GicsLevel>('SELECT code, name FROM gics WHERE code = ?');
  const counts = db.prepare<[], { length: number; count: number }>('SELECT length(code) AS length, count(*) AS count FROM gics GROUP BY length(code)');
  return {
    /** All four levels of a sub-industry code, or undefined when the code is not a 2023 sub-industry. */
    expand(code: string): Industry | undefined {
      if (!/^\d{8}$/.test(code)) return undefined;
      const [sector, group, industry, subIndustry] = [2, 4, 6, 8].map((length) => byCode.get(code.slice(0, length)));
      if (!sector || !group || !industry || !subIndustry) return undefined;
      return { sector, industry_group: group, industry, sub_industry: subIndustry };
    },
    levelCounts(): Record<'sectors' | 'industryGroups' | 'industries' | 'subIndustries', number> {
      const byLength = new Map(counts.all().map((row) => [row.length, row.count]));
      return {
        sectors: byLength.get(2) ?? 0,
        industryGroups: byLength.get(4) ?? 0,
        industries: byLength.get(6) ?? 0,
        subIndustries: byLength.get(8) ?? 0,
      };
    },
  };
}
