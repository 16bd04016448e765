// The batch build: every stored variant x theme x format x size of every brand, rendered by the same plan and render
// step the origin uses, written to object storage before the manifests that list them.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import { THEMES, type Variant } from '../../catalog/types.ts';
import { CONTENT_TYPES, type OutputFormat } from '../formats.ts';
import { planLogo, type AssetPlan } from '../logo/plan.ts';
import { MAX_PIXELS, MIN_SIZE } from '../logo/request.ts';
import { produceLogo } from '../logo/produce.ts';
import { RENDERER_VERSION } from '../render/render.ts';
import { forEachLimited } from '../concurrency.ts';
import { inShard, type Shard } from './shard.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { assetKey, domainManifestKey } from './keys.ts';
import type { BuildEvent, BuildSummary } from './events.ts';
import { indexBuild, removeObject, summariseManifest, type ManifestSummary } from './index-build.ts';
import { readDomainManifest, writeManifest, type DomainManifest, type ObjectEntry } from './manifest.ts';

export const DEFAULT_BUILD_FORMATS: readonly OutputFormat[] = ['webp', 'png', 'avif', 'jpg', 'svg'];
export const DEFAULT_BUILD_SIZES: readonly number[] = [16, 32, 64, 128, 256, 512];

export interface BuildOptions {
  domains?: readonly string[];
  formats: readonly OutputFormat[];
  sizes: readonly number[];
  concurrency: number;
  dryRun: boolean;
  /** Only this shard of the domains; the global manifest is then left to `indexBuild` once every shard is done. */
  shard?: Shard;
}

export interface BuildJob {
  key: string;
  plan: AssetPlan;
}

export interface BuildDeps {
  catalog: Catalog;
  /** Where the catalog's source logos are. */
  sources: ObjectStorage;
  /** Where prebuilt objects and manifests go. */
  target: ObjectStorage;
  /** The render step; the origin's own unless a benchmark measures the build around it. */
  render?: (sources: ObjectStorage, plan: AssetPlan) => Promise<Buffer>;
}

/** Pixel sizes to build: each size and its retina double, within the pixels a request can ask for. */
export function buildPixels(sizes: readonly number[]): number[] {
  return [...new Set(sizes.flatMap((size) => [size, size * 2]))].filter((px) => px >= MIN_SIZE && px <= MAX_PIXELS).sort((a, b) => a - b);
}

export async function runBuild(deps: BuildDeps, options: BuildOptions, onEvent: (event: BuildEvent) => void = () => {}): Promise<BuildSummary> {
  const started = performance.now();
  const summary: BuildSummary = { domains: 0, rendered: 0, skipped: 0, failed: 0, deleted: 0, bytes: 0, seconds: 0 };
  const shard = options.shard;
  const domains = (options.domains ?? catalogDomains(deps.catalog)).filter((domain) => !shard || inShard(domain, shard));
  const jobsByDomain = new Map(domains.map((domain) => [domain, buildJobs(deps.catalog, domain, options)]));
  onEvent({ event: 'start', domains: domains.length, jobs: [...jobsByDomain.values()].reduce((n, jobs) => n + jobs.length, 0) });

  const manifests = new Map<string, ManifestSummary>();
  for (const [domain, jobs] of jobsByDomain) {
    summary.domains++;
    const manifest = await buildDomain(deps, domain, jobs, options, summary, onEvent);
    if (manifest) manifests.set(domain, manifest);
  }

  // Shards run at once on several machines, so none of them may write the shared index; the merge step does.
  if (!shard) {
    await indexBuild(deps, { dryRun: options.dryRun, domains: options.domains, known: manifests }, summary, onEvent);
  }
  summary.seconds = (performance.now() - started) / 1000;
  onEvent({ event: 'done', summary });
  return summary;
}

export const catalogDomains = (catalog: Catalog): string[] => catalog.searchRows().map((row) => row.domain).sort();

/** What a build renders for one domain: each stored variant in each theme, format and pixel size. */
export function buildJobs(catalog: Catalog, domain: string, options: Pick<BuildOptions, 'formats' | 'sizes'>): BuildJob[] {
  const variants = [...new Set(catalog.assetsOf(domain).map((asset) => asset.variant))] as Variant[];
  const jobs: BuildJob[] = [];
  for (const variant of variants) {
    for (const theme of THEMES) {
      for (const format of options.formats) {
        for (const pixels of format === 'svg' ? [128] : buildPixels(options.sizes)) {
          const plan = planLogo(catalog, { domain, variant, theme, format, size: pixels, retina: false, greyscale: false, fallback: '404' });
          if (plan.kind !== 'asset' || plan.asset.variant !== variant) continue;
          jobs.push({ key: assetKey(domain, variant, theme, format, pixels), plan });
        }
      }
    }
  }
  return jobs;
}

async function buildDomain(
  deps: BuildDeps,
  domain: string,
  jobs: BuildJob[],
  options: BuildOptions,
  summary: BuildSummary,
  onEvent: (event: BuildEvent) => void,
): Promise<ManifestSummary | undefined> {
  const previous = await readDomainManifest(deps.target, domain);
  const objects: Record<string, ObjectEntry> = {};
  let changed = !previous;

  await forEachLimited(jobs, options.concurrency, async ({ key, plan }) => {
    const before = previous?.objects[key];
    // plan.etag hashes the source's content, the parameters and the renderer version.
    if (before?.build === plan.etag) {
      objects[key] = before;
      summary.skipped++;
      onEvent({ event: 'skipped', key, bytes: before.bytes });
      return;
    }
    changed = true;
    if (options.dryRun) {
      summary.rendered++;
      onEvent({ event: 'rendered', key, bytes: 0 });
      return;
    }
    try {
      const body = await (deps.render ?? produceLogo)(deps.sources, plan);
      const contentType = CONTENT_TYPES[plan.request.format];
      await deps.target.put(key, body, { contentType });
      objects[key] = { hash: sha256(body), build: plan.etag, bytes: body.length, contentType };
      summary.rendered++;
      summary.bytes += body.length;
      onEvent({ event: 'rendered', key, bytes: body.length });
    } catch (error) {
      // One bad source must not stop the batch; its previous object, if any, stays listed and served.
      if (before) objects[key] = before;
      summary.failed++;
      onEvent({ event: 'failed', key, error: (error as Error).message });
    }
  });

  const stale = Object.keys(previous?.objects ?? {}).filter((key) => !(key in objects));
  if (!changed && stale.length === 0) return summariseManifest(previous);
  if (options.dryRun) {
    for (const key of stale) await remove(deps, key, options, summary, onEvent);
    return undefined;
  }
  const manifest: DomainManifest = { domain, built: new Date().toISOString(), renderer: RENDERER_VERSION, objects: sortKeys(objects) };
  // Objects first, then the manifest that lists them, then deletions: an interrupted build leaves a valid manifest.
  await writeManifest(deps.target, domainManifestKey(domain), manifest);
  for (const key of stale) await remove(deps, key, options, summary, onEvent);
  return summariseManifest(manifest);
}

const remove = (deps: BuildDeps, key: string, options: BuildOptions, summary: BuildSummary, onEvent: (event: BuildEvent) => void) =>
  removeObject(deps.target, key, options.dryRun, summary, onEvent);

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
