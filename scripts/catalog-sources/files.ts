// Where `npm run catalog:sources` reads and writes, and the small helpers its steps share.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const require = createRequire(import.meta.url);
export const root = fileURLToPath(new URL('../..', import.meta.url));
export const sourcesDir = process.env.BRAND_SOURCES ?? `${root}../shared/data/brand-sources`;
export const wikidataFile = `${root}node_modules/name-suggestion-index/dist/wikidata/wikidata.json`;

export function groupBy<T>(rows: readonly T[], key: (row: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!k) continue;
    const list = map.get(k) ?? [];
    list.push(row);
    map.set(k, list);
  }
  return map;
}

export function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(`${root}${path}`, `${JSON.stringify(value, null, 1)}\n`);
}

export function optionalPackage<T>(name: string): T | undefined {
  try {
    return require(name) as T;
  } catch {
    return undefined;
  }
}
