// The composition root: opens the databases and storage once and hands them down as one typed object.
import { randomBytes } from 'node:crypto';
import { createAccounts, type Accounts } from '../catalog/accounts.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { createSwappableCatalog } from '../catalog/swappable.ts';
import { createDiscoveryQueue, type DiscoveryQueue } from '../catalog/discovery-queue.ts';
import { createGics, type Gics } from '../catalog/gics.ts';
import { createPasswords, type Passwords } from '../catalog/passwords.ts';
import { createSearch, type Search } from '../catalog/search.ts';
import { createSessions, type Sessions } from '../catalog/sessions.ts';
import { settingOrCreate } from '../catalog/settings.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { openDatabase, type Db } from '../catalog/sqlite.ts';
import { stateMigrations } from '../catalog/state-schema.ts';
import { createUsageStore } from '../catalog/usage.ts';
import { createByteLru, type ByteLru } from '../pipeline/byte-lru.ts';
import { createDiscoverer, type Discoverer } from '../pipeline/discovery/discoverer.ts';
import type { Resolver } from '../pipeline/discovery/net/resolver.ts';
import { createDiscoveryWorker, type DiscoveryWorker } from '../pipeline/discovery/worker.ts';
import type { LogoSource } from '../pipeline/logo/plan.ts';
import { openPublishedCatalog } from '../pipeline/publish/catalog-artifact.ts';
import { LOGO_CACHE_CONTROL } from '../pipeline/logo/produce.ts';
import { withReadCache } from '../pipeline/storage/read-cache.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { Config } from './config.ts';
import { countState } from './data-guard.ts';
import { CATALOG_RECOVERY, createDbHealth, STATE_RECOVERY, type DbHealth } from './db-health.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { loadPlans, type Plans } from './plans.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { openStore } from './stores.ts';
import { createUsageTracker, type UsageTracker } from './usage-tracker.ts';

export interface ProducedResponse {
  body: Buffer;
  source: LogoSource;
}

export interface Deps {
  config: Config;
  catalogDb: Db;
  stateDb: Db;
  catalog: Catalog;
  gics: Gics;
  search: Search;
  discoveryQueue: DiscoveryQueue;
  /** Finds, scores and stores logos of domains we answer with a monogram. */
  discoverer: Discoverer;
  /** Drains discoveryQueue; started by the origin only when DISCOVERY=on. */
  discoveryWorker: DiscoveryWorker;
  accounts: Accounts;
  passwords: Passwords;
  sessions: Sessions;
  /** SESSION_SECRET, or the secret generated on first start and kept in state.db. */
  sessionSecret: string;
  plans: Plans;
  rateLimiter: RateLimiter;
  usage: UsageTracker;
  /** Source logos of the catalog. */
  storage: ObjectStorage;
  /** Prebuilt assets written by `logos build` (see ASSET_STORE). */
  assetStore: ObjectStorage;
  /** Produced images by ETag. */
  responseCache: ByteLru<ProducedResponse>;
  logger: Logger;
  /** Real queries of both databases for /health, and integrity checks once a request hit a damaged file. */
  dbHealth: DbHealth;
  /** Prometheus metrics; no-ops unless METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Serves a newly pulled catalog artifact from now on (CATALOG_URL), closing the previous database. */
  swapCatalog(db: Db): void;
  close(): void;
}

export interface DepsOverrides {
  /** Name resolution for discovery (tests map names to their loopback fakes). */
  resolver?: Resolver;
  /** A pulled catalog artifact (CATALOG_URL), opened read-only instead of DATA_DIR/catalog.db. */
  publishedCatalog?: string;
}

export function createDeps(config: Config, logger: Logger = createLogger(config.logLevel), overrides: DepsOverrides = {}): Deps {
  const catalogDb = overrides.publishedCatalog ? openPublishedCatalog(overrides.publishedCatalog) : openDatabase(config.catalogPath, catalogMigrations);
  const plans = loadPlans(config.plansFile);
  const stateDb = openDatabase(config.statePath, stateMigrations);
  const swappable = createSwappableCatalog(catalogDb);
  const catalog = swappable.catalog;
  const accounts = createAccounts(stateDb);
  const usage = createUsageTracker({ usage: createUsageStore(stateDb), accounts, logger });
  const storage = withReadCache(openStore(config.sourceStore, config, LOGO_CACHE_CONTROL), config.sourceCacheMaxBytes);
  const discoveryQueue = createDiscoveryQueue(stateDb, { maxOpen: config.discovery.queueMax });
  const discoverer = createDiscoverer({ settings: config.discovery, catalog, storage, resolver: overrides.resolver });
  const deps: Deps = {
    config,
    catalogDb,
    stateDb,
    catalog,
    gics: createGics(catalogDb),
    search: createSearch(catalog),
    discoveryQueue,
    discoverer,
    discoveryWorker: createDiscoveryWorker({ queue: discoveryQueue, discoverer, settings: config.discovery, logger }),
    accounts,
    passwords: createPasswords(stateDb),
    sessions: createSessions(stateDb),
    sessionSecret: config.sessionSecret ?? settingOrCreate(stateDb, 'session_secret', () => randomBytes(32).toString('base64url')),
    plans,
    rateLimiter: createRateLimiter(),
    usage,
    storage,
    assetStore: withReadCache(openStore(config.assetStore, config), config.sourceCacheMaxBytes),
    responseCache: createByteLru<ProducedResponse>(config.cacheMaxBytes, (entry) => entry.body.length),
    logger,
    dbHealth: createDbHealth(
      () => [
        { name: 'catalog', file: config.catalogPath, query: () => catalog.ping(), db: () => deps.catalogDb, recovery: CATALOG_RECOVERY },
        { name: 'state', file: config.statePath, query: () => countState(stateDb).accounts >= 0, db: () => stateDb, recovery: STATE_RECOVERY },
      ],
      logger,
    ),
    metrics: createMetrics(config.metricsToken, () => ({
      discoveryCounts: () => discoveryQueue.status().counts,
      usageFlushLagSeconds: () => usage.flushLagSeconds(),
    })),
    swapCatalog(db) {
      const previous = swappable.swap(db);
      deps.catalogDb = db;
      deps.gics = createGics(db);
      // Calls into SQLite are synchronous, so no request is half way through the previous database here.
      previous.close();
    },
    close() {
      usage.stop();
      void discoverer.close();
      deps.catalogDb.close();
      stateDb.close();
    },
  };
  return deps;
}
