// The composition root: configuration, the catalog, storage, the render pool and state, each built the first time it
// is asked for, so a command opens only what it touches (`logos brand` opens catalog.db alone, `logos keys` state
// alone). The origin's whole set (Redis, discovery, usage, caches) is built on this one by createDeps in
// server/deps.ts.
import { createCatalog, type Catalog } from '../catalog/catalog.ts';
import { createGics, type Gics } from '../catalog/gics.ts';
import { createOverlayCatalog } from '../catalog/overlay.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { openDatabase, type Db } from '../db/sqlite.ts';
import { createSwappableCatalog, type SwappableCatalog } from '../catalog/swappable.ts';
import { openPublishedCatalog } from '../pipeline/publish/catalog-artifact.ts';
import { createRenderPool, type RenderPool } from '../pipeline/render/pool.ts';
import { withReadCache } from '../pipeline/storage/read-cache.ts';
import { createPrebuiltLookup, type PrebuiltLookup } from '../pipeline/build/prebuilt.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { OpenedState } from '../state/open.ts';
import type { Config } from './config/index.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { openConfiguredState } from './state.ts';
import { openStore } from './stores.ts';

export interface RootOptions {
  /** A pulled catalog artifact (CATALOG_URL), opened read-only instead of DATA_DIR/catalog.db. */
  publishedCatalog?: string;
  /** Told how many renders wait, each time that changes (the origin's metrics). */
  onRendersQueued?: (waiting: number) => void;
}

export type RootMember = 'catalog' | 'gics' | 'storage' | 'assetStore' | 'renderPool' | 'state';

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
  /** The objects of the last build, each served only for the plan its manifest says made it. */
  readonly prebuilt: PrebuiltLookup;
  /** Render processes for on-demand misses: deadline, failure memory, bounded queue (RENDER_*). */
  readonly renderPool: RenderPool;
  /**
   * Accounts, keys, sessions, usage and the discovery queue: state.db, or PostgreSQL at STATE_URL. A missing state.db
   * is refused where the data folder shows it had accounts, instead of being created empty.
   */
  state(): Promise<OpenedState>;
  /** Which members have been built so far, in the order they were. */
  built(): RootMember[];
  /** Serves `db` from now on, closing the previous catalog database. */
  swapCatalog(db: Db): void;
  /** Closes the members that were built, and only those; an embedded state.db is closed before this returns. */
  close(): Promise<void>;
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
  const assetStores = once('assetStore', () => {
    const direct = openStore(config.assetStore, config);
    const cached = withReadCache(direct, config.assetCacheMaxBytes);
    return { cached, prebuilt: createPrebuiltLookup({ objects: cached, direct }) };
  });
  const renderPool = once('renderPool', () => createRenderPool({ ...config.render, onQueued: options.onRendersQueued }));
  let opened: OpenedState | undefined;
  const state = once('state', () =>
    openConfiguredState(config, logger, config.discovery.queueMax).then((value) => {
      opened = value;
      return value;
    }),
  );
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
      return assetStores().cached;
    },
    get prebuilt() {
      return assetStores().prebuilt;
    },
    get renderPool() {
      return renderPool();
    },
    state,
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
      if (opened) return opened.close();
      return built.includes('state') ? state().then((value) => value.close(), () => undefined) : Promise.resolve();
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
