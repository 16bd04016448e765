// The batch build: a cold build of a fixed subset beside a raw sharp loop over the same jobs, and a no-change
// rebuild of the whole seed catalog.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Catalog } from '../catalog/catalog.ts';
import { buildJobs, DEFAULT_BUILD_FORMATS, DEFAULT_BUILD_SIZES, runBuild, type BuildJob } from '../pipeline/build/build.ts';
import { forEachLimited } from '../pipeline/concurrency.ts';
import type { RasterFormat } from '../pipeline/formats.ts';
import { encode } from '../pipeline/render/encoders.ts';
import { createFolderStorage } from '../pipeline/storage/folder.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import { fixed } from './stats.ts';

const CONCURRENCY = 2;
const options = { formats: DEFAULT_BUILD_FORMATS, sizes: DEFAULT_BUILD_SIZES, concurrency: CONCURRENCY, dryRun: false };

export async function benchBuild(catalog: Catalog, sources: ObjectStorage): Promise<void> {
  const all = catalog.searchRows().map((row) => row.domain).sort();
  const count = Number(process.env.BENCH_BUILD_BRANDS ?? 100);
  // Every n-th domain: a spread of marks, wordmarks and dark variants rather than the first letters of the alphabet.
  const subset = all.filter((_domain, index) => index % Math.max(1, Math.floor(all.length / count)) === 0).slice(0, count);
  const jobs = subset.flatMap((domain) => buildJobs(catalog, domain, options));
  const scratch = mkdtempSync(join(tmpdir(), 'logos-bench-build-'));
  try {
    console.log(`\n## Build (${subset.length} brands, formats ${options.formats.join(',')}, sizes ${options.sizes.join(',')} and retina, ${CONCURRENCY} in flight)`);
    const raw = await rawSharpLoop(jobs, sources);
    const target = createFolderStorage({ root: join(scratch, 'cold') });
    const cold = await runBuild({ catalog, sources, target }, { ...options, domains: subset });
    const rawRate = jobs.length / raw;
    const buildRate = cold.rendered / cold.seconds;
    console.log(`raw sharp loop   ${jobs.length} renders in ${fixed(raw, 1)} s  ${fixed(rawRate, 1)} renders/s (decode, resize, encode in memory)`);
    console.log(`logos build      ${cold.rendered} renders in ${fixed(cold.seconds, 1)} s  ${fixed(buildRate, 1)} renders/s (+ plan, sanitise, write, manifests)`);
    console.log(`ratio            ${fixed(buildRate / rawRate)}x  (goal >= 0.8x; ${cold.failed} failed, ${(cold.bytes / 1e6).toFixed(1)} MB)`);
    await benchNoChangeRebuild(catalog, sources, join(scratch, 'whole'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function rawSharpLoop(jobs: readonly BuildJob[], sources: ObjectStorage): Promise<number> {
  const bytes = new Map<string, Buffer>();
  for (const { plan } of jobs) bytes.set(plan.asset.storageKey, (await sources.get(plan.asset.storageKey))!.body);
  const started = performance.now();
  await forEachLimited(jobs, CONCURRENCY, async ({ plan }) => {
    const format = plan.request.format;
    if (format === 'svg') return;
    const source = bytes.get(plan.asset.storageKey)!;
    const density = plan.asset.format === 'svg' ? (72 * plan.pixels) / Math.max(plan.asset.width, plan.asset.height) : undefined;
    let image = sharp(source, density ? { density } : {}).resize(plan.pixels, plan.pixels, { fit: 'inside' });
    if (format === 'jpg') image = image.flatten({ background: '#ffffff' });
    await encode(image, format as RasterFormat).toBuffer();
  });
  return (performance.now() - started) / 1000;
}

// A rebuild with nothing changed reads the manifests and renders nothing, so the objects of the first pass may be
// placeholders: that pass measures nothing, the second pass is the figure.
async function benchNoChangeRebuild(catalog: Catalog, sources: ObjectStorage, root: string): Promise<void> {
  const target = createFolderStorage({ root });
  const placeholder = Buffer.from('x');
  const first = await runBuild({ catalog, sources, target, render: async () => placeholder }, options);
  const again = await runBuild({ catalog, sources, target }, options);
  console.log(
    `no-change rebuild of the whole seed: ${again.domains} brands, ${again.skipped} objects checked, ${again.rendered} rendered ` +
      `in ${fixed(again.seconds, 2)} s (goal < 10 s; first pass wrote ${first.rendered} placeholder objects in ${fixed(first.seconds, 1)} s)`,
  );
}
