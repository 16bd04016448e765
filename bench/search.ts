// Search latency in-process: over the seed catalog and over 100,000 generated brands.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalog, type Catalog } from '../catalog/catalog.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { createSearch } from '../catalog/search.ts';
import { openDatabase } from '../db/sqlite.ts';
import { fixed, percentile } from './stats.ts';

const SYLLABLES = ['al', 'be', 'co', 'da', 'ex', 'fi', 'go', 'hu', 'in', 'jo', 'ka', 'lu', 'mo', 'ne', 'or', 'pa', 'qu', 'ri', 'st', 'tu', 'vo', 'wi', 'xe', 'yo', 'ze'];
const SUFFIXES = ['', ' labs', ' inc', ' cloud', ' group', ' pay', ' ai', ' systems'];

function queriesFor(names: readonly string[], count: number): string[] {
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = names[(i * 7919) % names.length]!;
    // Mostly what autocomplete sends (1 to 6 typed characters), some whole names.
    queries.push(i % 4 === 0 ? name : name.slice(0, 1 + (i % 6)));
  }
  return queries;
}

function measure(catalog: Catalog, label: string, names: readonly string[]): void {
  const search = createSearch(catalog);
  const buildStarted = performance.now();
  search.search('warm', 'typeahead');
  const buildMs = performance.now() - buildStarted;
  for (const strategy of ['typeahead', 'match'] as const) {
    const samples: number[] = [];
    for (const query of queriesFor(names, 5000)) {
      const started = performance.now();
      search.search(query, strategy, 10);
      samples.push((performance.now() - started) * 1000);
    }
    samples.sort((a, b) => a - b);
    console.log(`${label.padEnd(22)} ${strategy.padEnd(10)} p50 ${fixed(percentile(samples, 50), 0).padStart(5)} us   p99 ${fixed(percentile(samples, 99), 0).padStart(5)} us   (index built in ${fixed(buildMs, 0)} ms)`);
  }
}

export function benchSearch(seedCatalog: Catalog): void {
  console.log('\n## Search, in-process (5,000 queries each: prefixes of 1-6 characters and whole names; goal p99 < 2 ms at 100k)');
  measure(seedCatalog, `seed (${seedCatalog.counts().brands} brands)`, seedCatalog.searchRows().map((row) => row.name));

  const dir = mkdtempSync(join(tmpdir(), 'logos-bench-search-'));
  const db = openDatabase(join(dir, 'catalog.db'), catalogMigrations);
  try {
    const catalog = createCatalog(db);
    const names: string[] = [];
    catalog.transaction(() => {
      for (let i = 0; i < 100_000; i++) {
        const name = `${SYLLABLES[i % 25]}${SYLLABLES[Math.floor(i / 25) % 25]}${SYLLABLES[Math.floor(i / 625) % 25]}${i >= 15_625 ? SYLLABLES[Math.floor(i / 15_625) % 25] : ''}${SUFFIXES[i % SUFFIXES.length]}`;
        const domain = `${name.replaceAll(' ', '-')}-${i}.com`;
        names.push(name);
        catalog.upsertBrand({ domain, name, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'bench' }, [`${name.replaceAll(' ', '')}${i}.io`]);
      }
    });
    measure(catalog, '100,000 brands', names);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
