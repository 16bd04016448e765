// Time per statement line in-process: every line of the merchant test set, resolved against the seed catalog.
import { readFileSync } from 'node:fs';
import type { Catalog } from '../catalog/catalog.ts';
import { createMerchantResolver } from '../catalog/merchant/resolve.ts';
import { createSearch } from '../catalog/search.ts';
import { fixed, percentile } from './stats.ts';

const ROUNDS = 20;

export function benchMerchant(catalog: Catalog): void {
  const { lines } = JSON.parse(readFileSync(new URL('../test/fixtures/merchant-lines.json', import.meta.url), 'utf8')) as { lines: { line: string }[] };
  const resolver = createMerchantResolver({ catalog, search: createSearch(catalog) });
  // The first call builds the search index; it is the search bench's figure, not a line's.
  resolver.resolve('warm');
  const samples: number[] = [];
  // Each line's least time over the rounds: its own cost, without the pauses another process on the machine causes.
  const least = lines.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < ROUNDS; round++) {
    lines.forEach(({ line }, i) => {
      const started = performance.now();
      resolver.resolve(line);
      const micros = (performance.now() - started) * 1000;
      samples.push(micros);
      least[i] = Math.min(least[i]!, micros);
    });
  }
  samples.sort((a, b) => a - b);
  console.log(`\n## Statement lines, in-process (${lines.length} lines of test/fixtures/merchant-lines.json x ${ROUNDS})`);
  console.log(`per line   p50 ${fixed(percentile(samples, 50), 1).padStart(6)} us   p99 ${fixed(percentile(samples, 99), 1).padStart(6)} us   max ${fixed(samples.at(-1)!, 0)} us`);
  least.sort((a, b) => a - b);
  console.log(`least of ${ROUNDS} p50 ${fixed(percentile(least, 50), 1).padStart(6)} us   p99 ${fixed(percentile(least, 99), 1).padStart(6)} us   max ${fixed(least.at(-1)!, 0)} us`);
}
