// `logos build`: precomputes every variant, theme, format and size into object storage (see docs/static-build.md);
// runs from cli/run/build.ts, loaded then.
import { Command } from 'commander';

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
    .option('--shard <K/N>', 'build only the K-th of N stable parts of the catalog; run --merge once all N are done')
    .option('--merge', 'write the global manifest from the domain manifests every shard wrote, and remove departed brands')
    .action(async (raw: unknown) => (await import('../run/build.ts')).build(raw));
}
