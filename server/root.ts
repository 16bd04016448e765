// The composition root's catalog side: configuration, the catalog, storage and the render pool, each built the first
// time it is asked for, so a command opens only what it touches (`logos brand` opens catalog.db alone). The origin's
// whole set (state, Redis, discovery, usage) is built from this one by createDeps in server/deps.ts.
import { createCatalog, type Catalog } from '../catalog/catalog.ts';
import { createGics, type Gics } from '../catalog/gics.ts';
import { createOverlayCatalog } from '../catalog/overlay.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { openDatabase, type Db } from '../db/sqlite.ts';
import { createSwappableCatalog, type SwappableCatalog } from '../catalog/swappable.ts';
import { openPublishedCatalog } from '../pipeline/publish/catalog-artifact.ts';
import { createRenderPool, type RenderPool } from '../pipeline/render/pool.ts';
import { withReadCache } from '../pipeline/storage/read-cache.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { openStore } from './stores.ts';

export interface RootOptions {
  /** A pulled catalog artifact (CATALOG_URL), opened read-only instead of DATA_DIR/catalog.db. */
  publishedCatalog?: string;
  /** Told how many renders wait, each time that changes (the origin's metrics). */
  onRendersQueued?: (waiting: number) => void;
}

export type RootMember = 'catalog' | 'gics' | 'storage' | 'assetStore' | 'renderPool';

export interface Root {
  readonly config: Config;
  readonly logger: Logger;
  /** The catalog's database; replaced by swapCatalog when a newer published catalog is pulled. */
  readonly catalogDb: Db;
  readonly catalog: Catalog;
  readonly gics: Gics;
  /** Source logos of the catalog (SOURCE_STORE), behind their read cache. */
  readonly storage: ObjectStorage;
  /** Prebuilt assets written by `logos build` (ASSET_STORE), behind their read cache. */
  readonly assetStore: ObjectStorage;
  /** Render processes for on-demand misses: deadline, failure memory, bounded queue (RENDER_*). */
  readonly renderPool: RenderPool;
  /** Which members have been built so far, in the order they were. */
  built(): RootMember[];
  /** Serves `db` from now on, closing the previous catalog database. */
  swapCatalog(db: Db): void;
  /** Closes the members that were built, and only those. */
  close(): void;
}

interface CatalogParts {
  db: Db;
  swappable: SwappableCatalog;
  catalog: Catalog;
}

export function createRoot(config: Config, logger: Logger = createLogger(config.logLevel), options: RootOptions = {}): Root {
  const built: RootMember[] = [];
  const once = <T>(member: RootMember, build: () => T): (() => T) => {
    let value: T | undefined;
    return () => {
      if (value === undefined) {
        value = build();
        built.push(member);
      }
      return value;
    };
  };
  const catalogParts = once('catalog', () => openCatalog(config, options.publishedCatalog));
  const gics = once('gics', () => createGics(catalogParts().db));
  const storage = once('storage', () => withReadCache(openStore(config.sourceStore, config), config.sourceCacheMaxBytes));
  const assetStore = once('assetStore', () => withReadCache(openStore(config.assetStore, config), config.assetCacheMaxBytes));
  const renderPool = once('renderPool', () => createRenderPool({ ...config.render, onQueued: options.onRendersQueued }));
  let swappedGics: Gics | undefined;
  return {
    config,
    logger,
    get catalogDb() {
      return catalogParts().db;
    },
    get catalog() {
      return catalogParts().catalog;
    },
    get gics() {
      return swappedGics ?? gics();
    },
    get storage() {
      return storage();
    },
    get assetStore() {
      return assetStore();
    },
    get renderPool() {
      return renderPool();
    },
    built: () => [...built],
    swapCatalog(db) {
      const parts = catalogParts();
      const previous = parts.swappable.swap(db);
      parts.db = db;
      swappedGics = createGics(db);
      // Calls into SQLite are synchronous, so no request is half way through the previous database here.
      previous.close();
    },
    close() {
      if (built.includes('renderPool')) renderPool().close();
      if (built.includes('catalog')) catalogParts().db.close();
    },
  };
}

function openCatalog(config: Config, published: string | undefined): CatalogParts {
  const db = published ? openPublishedCatalog(published) : openDatabase(config.catalogPath, catalogMigrations);
  const swappable = createSwappableCatalog(db);
  // A published catalog is read-only: what discovery finds lives in an in-memory overlay, replicated through state.
  const catalog = published ? createOverlayCatalog(swappable.catalog, createCatalog(openDatabase(':memory:', catalogMigrations))) : swappable.catalog;
  return { db, swappable, catalog };
}
