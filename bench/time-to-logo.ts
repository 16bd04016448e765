// Time to a real logo: an origin started as users start it (`logos serve`, discovery on) is asked for domains it has
// never seen, each a local fake site on 127.0.0.1 behind the strict resolver; the figure is the time from the first
// request (a monogram) until the same URL answers the site's logo. Beside it, the discovery run alone on the same
// sites, in this process: the rest is the intake's batching and the worker's hand-over.
// Run alone with: node --import tsx bench/time-to-logo.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { markPng } from '../test/helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../test/helpers/fake-web.ts';
import { palettedIco } from '../test/helpers/site-images.ts';
import { CLI, freePort, startChild, stop, waitForHttp } from './processes.ts';
import { fixed, percentile } from './stats.ts';

const DOMAINS = Number(process.env.BENCH_TIME_TO_LOGO_DOMAINS ?? 12);
const POLL_MS = 20;
const DEADLINE_MS = 60_000;

export async function benchTimeToLogo(): Promise<void> {
  console.log(`\n## Time to a real logo (${DOMAINS} unknown domains, logos serve with discovery on, fake sites on 127.0.0.1)`);
  const fake = await startFakeWeb();
  await serveSite(fake);
  const domains = Array.from({ length: DOMAINS }, (_, i) => `new${i}-test.com`);
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-ttl-'));
  const port = await freePort();
  const env = fakeDiscoveryEnv(fake, { DISCOVERY: 'on', DISCOVERY_RESOLVE: domains.map((d) => `${d}=127.0.0.1`).join(',') });
  // The polling client is one anonymous caller asking many times a second; the rate limit is not what this measures.
  const plansFile = join(dataDir, 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { bench: { rateLimitPerMinute: 1e9, monthlyQuota: null } }, anonymousRateLimitPerMinute: 1e9 }));
  const child = startChild(CLI, ['serve'], { ...env, DATA_DIR: dataDir, PLANS_FILE: plansFile, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const times: number[] = [];
  let monogramsFirst = 0;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    for (const domain of domains) {
      const url = `http://127.0.0.1:${port}/v1/${domain}?format=png&size=128`;
      const started = performance.now();
      if ((await sourceOf(url)) === 'monogram') monogramsFirst++;
      while ((await sourceOf(url)) === 'monogram') {
        if (performance.now() - started > DEADLINE_MS) throw new Error(`${domain} still answered a monogram after ${DEADLINE_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      times.push(performance.now() - started);
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const alone = await discoveryAlone(fake, domains);
  await fake.close();
  const line = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${fixed(percentile(sorted, 50), 0)} ms, p90 ${fixed(percentile(sorted, 90), 0)} ms, range ${fixed(sorted[0]!, 0)}–${fixed(sorted.at(-1)!, 0)} ms`;
  };
  console.log(`first request to the logo served: ${line(times)} (${monogramsFirst}/${DOMAINS} answered a monogram first; polled every ${POLL_MS} ms)`);
  console.log(`the discovery run alone (same sites, in process): ${line(alone)}`);
  console.log('a client that cached the monogram sees the logo when its max-age=3600 runs out, or at once with a new ?v=');
}

/** A small company's home page: a 16 px favicon.ico and a 180 px touch icon, as most sites declare them. */
async function serveSite(fake: FakeWeb): Promise<void> {
  fake.on('*', '/', { body: '<!doctype html><html><head><title>New Co</title><link rel="icon" href="/favicon.ico"><link rel="apple-touch-icon" href="/apple-touch-icon.png"></head><body><h1>New Co</h1></body></html>' });
  fake.on('*', '/favicon.ico', { body: await palettedIco('#c2185b', [{ size: 16, bits: 8 }]), type: 'image/x-icon' });
  fake.on('*', '/apple-touch-icon.png', { body: await markPng('#c2185b', 180), type: 'image/png' });
}

async function sourceOf(url: string): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('x-logo-source');
}

async function discoveryAlone(fake: FakeWeb, domains: readonly string[]): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-ttl-alone-'));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...fakeDiscoveryEnv(fake) }), createLogger('warn'), { resolver: testResolver() });
  const times: number[] = [];
  try {
    await deps.discoverer.run('warmup-test.com', { store: false });
    for (const domain of domains) {
      const started = performance.now();
      await deps.discoverer.run(domain);
      times.push(performance.now() - started);
    }
  } finally {
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return times;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTimeToLogo();
