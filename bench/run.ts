// `npm run bench`: prints performance figures, each beside a baseline measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSeed } from '../pipeline/seed/import.ts';
import { loadConfig } from '../server/config.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/logger.ts';
import { benchBuild } from './build.ts';
import { recordConsole, writeBenchmarkFile } from './markdown.ts';
import { benchDiscovery } from './discovery.ts';
import { benchHitPath } from './hit-path.ts';
import { benchHttp } from './http-load.ts';
import { benchSearch } from './search.ts';
import { benchTransforms } from './transforms.ts';

// --markdown: also write the tables into BENCHMARK.md.
const recorded = process.argv.includes('--markdown') ? recordConsole() : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'logos-bench-'));
try {
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const summary = await importSeed(deps.catalog, deps.storage);
  console.log(`# logos bench (${new Date().toISOString()})`);
  console.log(`seed import: ${summary.brands} brands in ${summary.seconds.toFixed(2)} s`);
  benchSearch(deps.catalog);
  if (!process.env.BENCH_SKIP_BUILD) await benchBuild(deps.catalog, deps.storage);
  await deps.close();
  await benchHttp(dataDir);
  await benchHitPath(dataDir);
  if (!process.env.BENCH_SKIP_TRANSFORMS) await benchTransforms(dataDir);
  if (!process.env.BENCH_SKIP_DISCOVERY) await benchDiscovery();
  if (recorded) writeBenchmarkFile(join(import.meta.dirname, '..', 'BENCHMARK.md'), 'bench', recorded());
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
