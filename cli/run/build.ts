// `logos build`: precomputes every variant, theme, format and size into object storage (see docs/static-build.md).
import { cpus } from 'node:os';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { DEFAULT_BUILD_FORMATS, DEFAULT_BUILD_SIZES, runBuild } from '../../pipeline/build/build.ts';
import type { BuildSummary } from '../../pipeline/build/events.ts';
import { indexBuild } from '../../pipeline/build/index-build.ts';
import { parseShard } from '../../pipeline/build/shard.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { MAX_SIZE, MIN_SIZE } from '../../pipeline/logo/request.ts';
import { openStore } from '../../server/stores.ts';
import { buildReporter } from '../build-progress.ts';
import { withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';

const list = <T extends z.ZodType>(item: T, name: string) =>
  z.string().transform((value, context) => {
    const parsed = z.array(item).min(1).safeParse(value.split(',').map((part) => part.trim()).filter(Boolean));
    if (parsed.success) return parsed.data as z.output<T>[];
    context.addIssue({ code: 'custom', message: `--${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}, got ${JSON.stringify(value)}` });
    return z.NEVER;
  });

const optionsSchema = z.object({
  domain: z.array(z.string()).optional(),
  formats: list(z.enum(OUTPUT_FORMATS), 'formats').default([...DEFAULT_BUILD_FORMATS]),
  sizes: list(z.coerce.number().int().min(MIN_SIZE).max(MAX_SIZE), 'sizes').default([...DEFAULT_BUILD_SIZES]),
  concurrency: z.coerce.number().int().min(1).max(64).default(Math.min(4, Math.max(2, cpus().length))),
  store: z.string().min(1).optional(),
  dryRun: z.boolean().default(false),
  json: z.boolean().default(false),
  shard: z.string().transform((text, context) => {
    try {
      return parseShard(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }).optional(),
  merge: z.boolean().default(false),
}).refine((options) => !options.merge || (!options.shard && !options.domain), {
  message: '--merge indexes the whole catalog once every shard is built; it takes neither --shard nor --domain',
}).refine((options) => !options.shard || !options.domain, { message: '--shard splits the whole catalog; it does not take --domain' });

export async function build(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const domains = options.domain?.map((domain) => normaliseDomain(domain));
  const report = buildReporter(options.json);
  const failed = await withRoot(async (root) => {
    const target = options.store ? openStore(options.store, root.config) : root.assetStore;
    if (options.merge) return mergeShards({ catalog: root.catalog, target }, options.dryRun, report);
    const summary = await runBuild({ catalog: root.catalog, sources: root.storage, target }, { ...options, domains }, report);
    return summary.failed > 0;
  });
  if (failed) process.exitCode = 1;
}

async function mergeShards(deps: Parameters<typeof indexBuild>[0], dryRun: boolean, report: ReturnType<typeof buildReporter>): Promise<boolean> {
  const started = performance.now();
  const summary: BuildSummary = { domains: 0, rendered: 0, skipped: 0, failed: 0, deleted: 0, bytes: 0, seconds: 0 };
  const { missing, indexed } = await indexBuild(deps, { dryRun }, summary, report);
  summary.domains = indexed;
  summary.failed = missing.length;
  summary.seconds = (performance.now() - started) / 1000;
  report({ event: 'done', summary });
  // A domain without a manifest means a shard did not finish: the index is written for the rest, and the job fails.
  return missing.length > 0;
}
