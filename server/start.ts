// Starts the origin: opens dependencies, imports the seed catalog on first start, then listens.
import { importSeed } from '../pipeline/seed/import.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createDeps, type Deps } from './deps.ts';
import { followPublishedCatalog, pullPublishedCatalog, type CatalogFollower } from './catalog-follower.ts';
import { listen, type RunningServer } from './listen.ts';

export interface Origin extends RunningServer {
  deps: Deps;
  /** Present when the catalog comes from CATALOG_URL. */
  catalogFollower?: CatalogFollower;
}

export async function startOrigin(config: Config): Promise<Origin> {
  const catalogUrl = config.catalogUrl;
  const published = catalogUrl ? await pullPublishedCatalog({ ...config, catalogUrl }) : undefined;
  const deps = await createDeps(config, undefined, { publishedCatalog: published?.path });
  if (!published && deps.catalog.counts().brands === 0) {
    deps.logger.info('empty catalog: importing the seed catalog');
    const summary = await importSeed(deps.catalog, deps.storage);
    deps.logger.info('seed catalog imported', { ...summary });
  }
  const catalogFollower = published && followPublishedCatalog(published, deps, config.catalogPollSeconds * 1000);
  if (deps.discoverySync) {
    await deps.discoverySync.pull();
    deps.discoverySync.start();
  }
  if (published) deps.logger.info('serving the published catalog', { version: published.pointer.version, brands: published.pointer.brands });
  const running = await listen(createApp(deps), config.port, config.host);
  deps.usage.start();
  deps.discoveryIntake.start();
  if (config.discovery.enabled) deps.discoveryWorker.start();
  deps.logger.info('listening', { url: running.url, discovery: config.discovery.enabled });
  return {
    ...running,
    deps,
    catalogFollower,
    async close() {
      catalogFollower?.stop();
      await running.close();
      await deps.discoveryWorker.stop();
      await deps.close();
    },
  };
}
