// Discovery quality on the fixture sites of issue 11 (test/helpers/real-sites.ts): the share of sites where exactly
// the expected assets were stored, and the share whose stored light icon is at the largest size the site offers;
// with the time per site. Several rounds, so the figures come with their spread.
// Run alone with: node --import tsx bench/discovery-quality.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/logger.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver } from '../test/helpers/fake-web.ts';
import { fixtureSites, serveSites, siteAddresses } from '../test/helpers/real-sites.ts';
import { fixed, percentile } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_QUALITY_ROUNDS ?? 5);

export async function benchDiscoveryQuality(): Promise<void> {
  const sites = await fixtureSites();
  console.log(`\n## Discovery quality (${sites.length} fixture sites modelled on real pages, ${ROUNDS} rounds)`);
  const fake = await startFakeWeb();
  serveSites(fake, sites);
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-quality-'));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...fakeDiscoveryEnv(fake) }), createLogger('warn'), { resolver: testResolver(siteAddresses(sites)) });
  const correct: number[] = [];
  const largest: number[] = [];
  const times: number[] = [];
  const misses = new Set<string>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      let right = 0;
      let atLargest = 0;
      for (const site of sites) {
        const started = performance.now();
        const run = await deps.discoverer.run(site.domain);
        times.push(performance.now() - started);
        const base = `http://${site.host ?? site.domain}:${fake.port}`;
        const stored = deps.catalog.assetsOf(site.domain).map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort();
        const expected = site.expected.map((e) => `${e.variant}/${e.theme} ${base}${e.path.startsWith('#') ? `/${e.path}` : e.path}`).sort();
        if (JSON.stringify(stored) === JSON.stringify(expected)) right++;
        else misses.add(`${site.domain}: stored [${stored.join(', ')}], expected [${expected.join(', ')}]`);
        const icon = run.chosen.find((c) => c.slot.variant === 'icon' && c.slot.theme === 'light');
        const want = site.expected.find((e) => e.variant === 'icon' && e.theme === 'light');
        const size = (format: string | undefined, width = 0, height = 0) => (format === 'svg' ? Infinity : Math.max(width, height));
        if (!want || (icon && size(icon.format, icon.width, icon.height) >= size(want.format, want.width, want.height))) atLargest++;
      }
      correct.push(right / sites.length);
      largest.push(atLargest / sites.length);
    }
    const spread = (values: number[]) => `${fixed(Math.min(...values) * 100, 0)}–${fixed(Math.max(...values) * 100, 0)} %`;
    const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
    times.sort((a, b) => a - b);
    console.log(`stored correctly: median ${fixed(median(correct) * 100, 0)} % (range ${spread(correct)})`);
    console.log(`light icon at the largest size offered: median ${fixed(median(largest) * 100, 0)} % (range ${spread(largest)})`);
    console.log(`time per site: p50 ${fixed(percentile(times, 50), 0)} ms, p90 ${fixed(percentile(times, 90), 0)} ms, max ${fixed(times.at(-1)!, 0)} ms`);
    for (const miss of misses) console.log(`  miss ${miss}`);
  } finally {
    await deps.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDiscoveryQuality();
