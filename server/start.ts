// Starts the origin: opens dependencies, imports the seed catalog on first start, then listens.
import { integrityProblem } from '../db/sqlite.ts';
import { createHandlers } from './app.ts';
import type { Config } from './config/index.ts';
import { countState, createDataGuard, lostStateProblem, type DataGuard, type GuardedFile } from '../db/data-guard.ts';
import { CATALOG_RECOVERY, damagedMessage } from '../db/db-health.ts';
import { createDeps, type Deps } from './deps.ts';
import { followPublishedCatalog, pullPublishedCatalog, type CatalogFollower } from './catalog/follower.ts';
import { importSeedApart } from './catalog/seed-process.ts';
import { listen, type RunningServer } from './listen.ts';
import { openAccessWarnings } from './gate/open-access.ts';

export interface Origin extends RunningServer {
  deps: Deps;
  /** Present when the catalog comes from CATALOG_URL. */
  catalogFollower?: CatalogFollower;
}

export async function startOrigin(config: Config): Promise<Origin> {
  const catalogUrl = config.catalogUrl;
  const published = catalogUrl ? await pullPublishedCatalog({ ...config, catalogUrl }) : undefined;
  const deps = await createDeps(config, undefined, { publishedCatalog: published?.path });
  // A damaged catalog opens fine and fails lookup by lookup; refuse to serve from it, naming the file.
  const damage = integrityProblem(deps.catalogDb);
  if (damage !== undefined) {
    await deps.close();
    throw new Error(damagedMessage({ name: 'catalog', file: published?.path ?? config.catalogPath, recovery: CATALOG_RECOVERY }, damage));
  }
  if (!published && deps.catalog.counts().brands === 0) {
    deps.logger.info('empty catalog: importing the seed catalog in a process of its own');
    const summary = await importSeedApart(config);
    deps.logger.info('seed catalog imported', { ...summary });
  }
  const guard = await guardDataFiles(config, deps, published !== undefined);
  const catalogFollower = published && followPublishedCatalog(published, deps, config.catalogPollSeconds * 1000);
  if (deps.discoverySync) {
    await deps.discoverySync.pull();
    deps.discoverySync.start();
  }
  if (published) deps.logger.info('serving the published catalog', { version: published.pointer.version, brands: published.pointer.brands });
  for (const warning of openAccessWarnings(config)) deps.logger.warn(warning);
  if (config.storefront && config.publicUrl === undefined) {
    deps.logger.warn(
      `PUBLIC_URL is unset: the storefront's key-less API calls are off (its pages show no logos without a key) and URLs in answers name ${config.linkOrigin}; set PUBLIC_URL to the origin browsers reach this service at`,
    );
  }
  const { app, fastPath } = createHandlers(deps);
  const running = await listen(app, config.port, config.host, fastPath);
  // In the background: a burst of renders right after start then finds the render processes running and loaded,
  // instead of starting them while the origin is busiest (docs/operations.md).
  void deps.renderPool.warm();
  deps.usage.start();
  deps.discoveryIntake.start();
  deps.brandDemand.start();
  deps.webhooks.deliveries.start();
  deps.requestedDomains.start();
  deps.overrides.start();
  if (config.discovery.enabled) deps.discoveryWorker.start();
  deps.logger.info('listening', { url: running.url, discovery: config.discovery.enabled });
  return {
    ...running,
    deps,
    catalogFollower,
    async close() {
      catalogFollower?.stop();
      const closed = running.close(config.shutdownTimeoutMs);
      // Counts so far reach the state database before the wait, so a kill during it loses only what the wait served.
      await Promise.all([closed, deps.usage.flush()]);
      await deps.discoveryWorker.stop();
      await deps.webhooks.deliveries.stop();
      guard?.stop();
      await deps.close();
      deps.logger.info('stopped');
    },
  };
}

/**
 * Refuses an empty state.db where the folder shows there were accounts, then checkpoints and watches the SQLite files
 * this origin writes (state.db when state is embedded, catalog.db unless it is a pulled artifact).
 */
async function guardDataFiles(config: Config, deps: Deps, publishedCatalog: boolean): Promise<DataGuard | undefined> {
  const stateDb = deps.stateDb;
  const files: GuardedFile[] = [];
  if (stateDb) files.push({ name: 'state', path: config.statePath, db: () => stateDb });
  if (!publishedCatalog) files.push({ name: 'catalog', path: config.catalogPath, db: () => deps.catalogDb });
  if (files.length === 0) return undefined;
  const counts = () => (stateDb ? countState(stateDb) : undefined);
  const current = counts();
  const lostState = current && lostStateProblem(config.dataDir, config.statePath, current);
  if (lostState) {
    await deps.close();
    throw new Error(lostState);
  }
  const guard = createDataGuard({ dataDir: config.dataDir, files, counts, logger: deps.logger, onLost: (name) => deps.dbHealth.noteLost(name) });
  guard.tick();
  guard.start(config.checkpointIntervalMs);
  return guard;
}
