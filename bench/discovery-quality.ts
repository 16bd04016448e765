// Discovery quality on the fixture sites of issue 11 (test/helpers/real-sites.ts): the share of sites where exactly
// the expected assets were stored, and the share whose stored light icon is at the largest size the site offers;
// with the time per site. Several rounds, so the figures come with their spread. Then the corpus is recorded (the
// real --record path), replayed offline and judged by the issue's three goal figures (bench/discovery-goals.ts), and
// so are the recordings of real sites beside the checkout (../shared/data/discovery-recordings, or where
// DISCOVERY_RECORDINGS names them), one line per site.
// Run alone with: node --import tsx bench/discovery-quality.ts
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver } from '../test/helpers/fake-web.ts';
import { createDiscoverer } from '../pipeline/discovery/discoverer.ts';
import { listRecordings, readRecording, writeRecording } from '../pipeline/discovery/recording/format.ts';
import { createRecorder } from '../pipeline/discovery/recording/recorder.ts';
import { expectedOf, fixtureSites, serveSites, siteAddresses, type FixtureSite } from '../test/helpers/real-sites.ts';
import { judgeRecordings, printGoals } from './discovery-goals.ts';
import { fixed, percentile } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_QUALITY_ROUNDS ?? 5);
/** Where the project's recordings of real websites live, beside the checkout. */
const DEFAULT_RECORDINGS = resolve(import.meta.dirname, '..', '..', 'shared', 'data', 'discovery-recordings');

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
    // DISCOVERY_CORPUS_DIR keeps the recorded corpus, to read or to replay with DISCOVERY_RECORDINGS later.
    const corpus = process.env.DISCOVERY_CORPUS_DIR ?? join(dataDir, 'recordings');
    await recordCorpus(deps, sites, fake.port, corpus);
    printGoals(`the fixture corpus (${sites.length} sites)`, await judgeRecordings(listRecordings(corpus).map(readRecording)));
  } finally {
    await deps.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await benchRecordings();
}

/** The recordings of real websites beside the checkout (or where DISCOVERY_RECORDINGS names them), one line per site. */
async function benchRecordings(): Promise<void> {
  const real = process.env.DISCOVERY_RECORDINGS ?? DEFAULT_RECORDINGS;
  if (!existsSync(real)) {
    console.log(`\nno recordings of real sites at ${real}: set DISCOVERY_RECORDINGS to measure them`);
    return;
  }
  const judgements = await judgeRecordings(listRecordings(real).map(readRecording));
  printGoals('the recordings of real sites', judgements);
  console.log(`recordings: ${real}`);
}

/** Records every fixture site through the live fake web, as an operator records real ones, with its expected.json. */
async function recordCorpus(deps: Awaited<ReturnType<typeof createDeps>>, sites: readonly FixtureSite[], port: number, dir: string): Promise<void> {
  const settings = deps.config.discovery;
  for (const site of sites) {
    const recorder = createRecorder(site.domain, { siteUrl: settings.siteUrl, baseUrls: settings.baseUrls });
    const discoverer = createDiscoverer({ settings, catalog: deps.catalog, storage: deps.storage, render: deps.renderPool.render, resolver: testResolver(siteAddresses(sites)), recorder });
    await discoverer.run(site.domain, { store: false });
    await discoverer.close();
    recorder.save(join(dir, site.domain));
    const saved = readRecording(join(dir, site.domain));
    writeRecording(saved.dir, saved.recording, new Map(), expectedOf(site, port));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDiscoveryQuality();
