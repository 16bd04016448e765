// The composition root: opens the databases and storage once and hands them down as one typed object.
import { createCatalog, type Catalog } from '../catalog/catalog.ts';
import { createDiscoveryQueue, type DiscoveryQueue } from '../catalog/discovery-queue.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { openDatabase, type Db } from '../catalog/sqlite.ts';
import { stateMigrations } from '../catalog/state-schema.ts';
import { LOGO_CACHE_CONTROL } from '../pipeline/logo/produce.ts';
import { createFolderStorage } from '../pipeline/storage/folder.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';

export interface Deps {
  config: Config;
  catalogDb: Db;
  stateDb: Db;
  catalog: Catalog;
  discoveryQueue: DiscoveryQueue;
  storage: ObjectStorage;
  responseCache: ResponseCache;
  logger: Logger;
  close(): void;
}

export function createDeps(config: Config, logger: Logger = createLogger(config.logLevel)): Deps {
  const catalogDb = openDatabase(config.catalogPath, catalogMigrations);
  const stateDb = openDatabase(config.statePath, stateMigrations);
  return {
    config,
    catalogDb,
    stateDb,
    catalog: createCatalog(catalogDb),
    discoveryQueue: createDiscoveryQueue(stateDb),
    storage: createFolderStorage({ root: config.assetsDir, cacheControl: LOGO_CACHE_CONTROL }),
    responseCache: createResponseCache(config.cacheMaxBytes),
    logger,
    close() {
      catalogDb.close();
      stateDb.close();
    },
  };
}
