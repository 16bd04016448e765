// `npm run bench`: prints performance figures, each beside a baseline measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSeed } from '../pipeline/seed/import.ts';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { benchBuild } from './build.ts';
import { recordConsole, writeBenchmarkFile } from './markdown.ts';
import { benchDiscovery } from './discovery.ts';
import { benchEdge } from './edge.ts';
import { benchHitPath } from './hit-path.ts';
import { benchHttp } from './http-load.ts';
import { benchMerchant } from './merchant.ts';
import { benchSearch } from './search.ts';
import { benchTimeToLogo } from './time-to-logo.ts';
import { benchTransforms } from './transforms.ts';

// --markdown: also write the tables into BENCHMARK.md.
const recorded = process.argv.includes('--markdown') ? recordConsole() : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-'));
try {
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const summary = await importSeed(deps.catalog, deps.storage);
  console.log(`# logos bench (${new Date().toISOString()})`);
  console.log(`seed import: ${summary.brands} brands in ${summary.seconds.toFixed(2)} s`);
  // BENCH_ONLY=edge runs the seed import and that one section.
  const only = process.env.BENCH_ONLY;
  const runs = (section: string) => only === undefined || only === section;
  if (runs('search')) benchSearch(deps.catalog);
  if (runs('merchant')) benchMerchant(deps.catalog);
  if (runs('build') && !process.env.BENCH_SKIP_BUILD) await benchBuild(deps.catalog, deps.storage);
  await deps.close();
  if (runs('http')) await benchHttp(dataDir);
  if (runs('edge')) await benchEdge(dataDir);
  if (runs('hit-path')) await benchHitPath(dataDir);
  if (runs('transforms') && !process.env.BENCH_SKIP_TRANSFORMS) await benchTransforms(dataDir);
  if (runs('discovery') && !process.env.BENCH_SKIP_DISCOVERY) {
    await benchDiscovery();
    await benchTimeToLogo();
  }
  if (recorded) writeBenchmarkFile(join(import.meta.dirname, '..', 'BENCHMARK.md'), 'bench', recorded(), undefined, only !== undefined);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
