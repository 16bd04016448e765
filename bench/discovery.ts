// Discovery throughput (domains per minute) against local fake sites, and the scorer's time per candidate.
// Run alone with: node --import tsx bench/discovery.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeImage } from '../pipeline/discovery/image/decode.ts';
import { knownMarks } from '../pipeline/discovery/scoring/known-marks.ts';
import { loadModel } from '../pipeline/discovery/scoring/model.ts';
import { placeholderHashes } from '../pipeline/discovery/scoring/placeholders.ts';
import { shapeHashes } from '../pipeline/discovery/scoring/shape-hash.ts';
import { loadUiIcons } from '../pipeline/discovery/scoring/ui-icons.ts';
import { scoreCandidate } from '../pipeline/discovery/scoring/score.ts';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { markPng, markSvg, photoJpeg } from '../test/helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver } from '../test/helpers/fake-web.ts';
import { benchDiscoveryQuality } from './discovery-quality.ts';
import { fixed, percentile } from './stats.ts';

const DOMAINS = 60;

export async function benchDiscovery(): Promise<void> {
  console.log(`\n## Discovery (${DOMAINS} domains against local fake sites, worker concurrency 2; scorer per candidate)`);
  const fake = await startFakeWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-discovery-'));
  const [icon, photo] = await Promise.all([markPng('#1565c0', 192), photoJpeg(400, 400)]);
  // Each site is a home page with an icon link, a manifest-less apple-touch-icon and an og:image photo, as many are.
  fake.on('*', '/', { body: '<html><head><link rel="icon" href="/icon.png" sizes="192x192"><link rel="apple-touch-icon" href="/apple.png"><meta property="og:image" content="/og.jpg"></head><body></body></html>' });
  fake.on('*', '/icon.png', { body: icon, type: 'image/png' });
  fake.on('*', '/apple.png', { body: icon, type: 'image/png' });
  fake.on('*', '/og.jpg', { body: photo, type: 'image/jpeg' });
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...fakeDiscoveryEnv(fake) }), createLogger('warn'), { resolver: testResolver() });
  try {
    for (let i = 0; i < DOMAINS; i++) await deps.discoveryQueue.enqueue(`bench${i}-test.com`);
    await deps.discoverer.run('warmup-test.com', { store: false });
    const started = performance.now();
    const processed = await deps.discoveryWorker.drain();
    const seconds = (performance.now() - started) / 1000;
    const found = (await deps.discoveryQueue.status()).counts.found;
    console.log(`throughput: ${fixed((processed / seconds) * 60, 0)} domains/minute (${processed} in ${fixed(seconds, 2)} s, ${found} found, ${fake.hits.length} requests)`);

    const model = loadModel();
    const icons = measureUiIcons();
    const scorer = { model, placeholders: await placeholderHashes(), known: await knownMarks(), icons, threshold: deps.config.discovery.threshold };
    const context = { reliability: 0.8, handle: 1, brandColours: ['#1565C0'] };
    for (const [label, bytes] of [['png 192', icon], ['jpeg photo 400', photo], ['svg', Buffer.from(markSvg('#1565c0'))]] as const) {
      const decodeSamples: number[] = [];
      const scoreSamples: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        const image = await decodeImage(bytes, deps.config.discovery.maxPixels);
        const t1 = performance.now();
        scoreCandidate(image, context, scorer);
        scoreSamples.push((performance.now() - t1) * 1000);
        decodeSamples.push((t1 - t0) * 1000);
      }
      scoreSamples.sort((a, b) => a - b);
      decodeSamples.sort((a, b) => a - b);
      const shapes = shapeHashes((await decodeImage(bytes, deps.config.discovery.maxPixels)).sample);
      const nearestSamples: number[] = [];
      for (let i = 0; i < 200 && shapes; i++) {
        const t0 = performance.now();
        icons.nearest(shapes, 4);
        nearestSamples.push((performance.now() - t0) * 1000);
      }
      nearestSamples.sort((a, b) => a - b);
      if (shapes) console.log(`${label.padEnd(15)} ui-icon index scan p50 ${fixed(percentile(nearestSamples, 50), 0).padStart(4)} us  p99 ${fixed(percentile(nearestSamples, 99), 0).padStart(4)} us (part of the score)`);
      console.log(`${label.padEnd(15)} score (features + model) p50 ${fixed(percentile(scoreSamples, 50), 0).padStart(4)} us  p99 ${fixed(percentile(scoreSamples, 99), 0).padStart(4)} us   decode+sample p50 ${fixed(percentile(decodeSamples, 50) / 1000, 2)} ms`);
    }
  } finally {
    await deps.discoveryWorker.stop();
    await deps.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Throughput alone says nothing of whether the right mark was stored: quality on the fixture sites beside it.
  await benchDiscoveryQuality();
}

/** Loads the icon sets' interface icons as a discovery thread does, and says what they cost to hold and to load. */
function measureUiIcons(): ReturnType<typeof loadUiIcons> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const icons = loadUiIcons();
  const loadMs = performance.now() - t0;
  gc?.();
  const after = process.memoryUsage();
  const kib = (bytes: number) => `${fixed(bytes / 1024, 0)} KiB`;
  const held = gc ? `, heap + array buffers ${kib(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)} after GC` : ' (run with --expose-gc for the heap figure)';
  console.log(`ui-icon index: ${icons.size} shapes, ${kib(icons.bytes)} held (hashes and their sorted parts)${held}, loaded in ${fixed(loadMs, 1)} ms`);
  return icons;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDiscovery();
