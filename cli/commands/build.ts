// `logos build`: precomputes every variant, theme, format and size into object storage (see README, Static build).
import { cpus } from 'node:os';
import { Command } from 'commander';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { DEFAULT_BUILD_FORMATS, DEFAULT_BUILD_SIZES, runBuild } from '../../pipeline/build/build.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { openStore } from '../../server/stores.ts';
import { buildReporter } from '../build-progress.ts';
import { withDeps } from '../context.ts';
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
  sizes: list(z.coerce.number().int().min(16).max(1024), 'sizes').default([...DEFAULT_BUILD_SIZES]),
  concurrency: z.coerce.number().int().min(1).max(64).default(Math.min(4, Math.max(2, cpus().length))),
  store: z.string().min(1).optional(),
  dryRun: z.boolean().default(false),
  json: z.boolean().default(false),
});

export function buildCommand(): Command {
  return new Command('build')
    .description('render every stored logo in every format and size into object storage, incrementally')
    .option('--domain <domain...>', 'only these brands (default: the whole catalog)')
    .option('--formats <list>', 'comma-separated formats', 'webp,png,avif,jpg,svg')
    .option('--sizes <list>', 'comma-separated sizes; each is also built at retina (2x)', '16,32,64,128,256,512')
    .option('--concurrency <n>', 'renders in flight (default: cores, 2 to 4)')
    .option('--store <dir|s3://bucket/prefix>', 'where to write (default: ASSET_STORE or DATA_DIR/assets)')
    .option('--dry-run', 'say what would be rendered and deleted, write nothing')
    .option('--json', 'one JSON line per event')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const domains = options.domain?.map((domain) => normaliseDomain(domain));
      const summary = await withDeps(async (deps) => {
        const target = options.store ? openStore(options.store, deps.config) : deps.assetStore;
        return runBuild({ catalog: deps.catalog, sources: deps.storage, target }, { ...options, domains }, buildReporter(options.json));
      });
      if (summary.failed > 0) process.exitCode = 1;
    });
}
