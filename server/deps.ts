// The origin's composition root: state, Redis, discovery, usage and the caches, built on the catalog side of
// server/root.ts, and handed down as one typed object.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Catalog } from '../catalog/catalog.ts';
import type { Gics } from '../catalog/gics.ts';
import { createMerchantResolver, type MerchantResolver } from '../catalog/merchant/resolve.ts';
import { createSearch, type Search } from '../catalog/search.ts';
import type { Db } from '../db/sqlite.ts';
import { createByteLru, type ByteLru } from '../pipeline/byte-lru.ts';
import { createDiscoverer, type Discoverer } from '../pipeline/discovery/discoverer.ts';
import { createSafeAgent } from '../pipeline/discovery/net/agent.ts';
import { settingsResolver, type Resolver, type TxtResolver } from '../pipeline/discovery/net/resolver.ts';
import { createDiscoveryWorker, type DiscoveryWorker } from '../pipeline/discovery/worker.ts';
import { createGravatar, type Gravatar } from '../pipeline/email/gravatar.ts';
import { createLogoAnswers, type LogoAnswers, type Produced } from '../pipeline/logo/answer.ts';
import type { RenderPool } from '../pipeline/render/pool.ts';
import type { ObjectStorage } from '../pipeline/storage/types.ts';
import type { OpenedState } from '../state/open.ts';
import { redact } from '../state/postgres/connect.ts';
import type { AccountsStore, DiscoveryQueue, PasswordsStore, SessionsStore, StateStore, WebhooksStore } from '../state/types.ts';
import { createBrandDemand, type BrandDemand } from './usage/brand-demand.ts';
import type { Config } from './config/index.ts';
import { countState } from '../db/data-guard.ts';
import { CATALOG_RECOVERY, createDbHealth, STATE_RECOVERY, type DbHealth } from '../db/db-health.ts';
import { createDiscoveryIntake, type DiscoveryIntake } from './discovery/intake.ts';
import { createLogger, type Logger } from './observability/logger.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { loadPlans, type Plans } from './gate/plans.ts';
import { createRateLimiter, type RateLimiter } from './gate/rate-limiter.ts';
import { connectRedis } from './gate/redis-limiter.ts';
import { createRoot, type Root } from './root.ts';
import { createDiscoverySync, type DiscoverySync } from './discovery/sync.ts';
import { createUsageTracker, type UsageTracker } from './usage/tracker.ts';
import { createDeliveryWorker, type DeliveryWorker } from './webhooks/delivery-worker.ts';
import { createLogoNotices } from './webhooks/notices.ts';
import type { TargetCheck } from './webhooks/target.ts';
import { createOverrides, type Overrides } from './accounts/override-index.ts';
import { createSiteProof, type SiteProof } from './accounts/origin-proof.ts';
import { createRequestedDomains, type RequestedDomains } from './usage/requested-domains.ts';


export interface Deps {
  config: Config;
  catalogDb: Db;
  /** Accounts, keys, sessions, usage and the discovery queue: state.db, or PostgreSQL at STATE_URL. */
  state: StateStore;
  /** state.db when state is embedded (backups, checkpoints); undefined on PostgreSQL. */
  stateDb: Db | undefined;
  catalog: Catalog;
  gics: Gics;
  search: Search;
  /** The brand behind a card or bank statement line (catalog/merchant). */
  merchants: MerchantResolver;
  /** Logo requests per brand, counted on the hot path and read back into the search ranking every few minutes. */
  brandDemand: BrandDemand;
  discoveryQueue: DiscoveryQueue;
  /** Monogram requests on their way to discoveryQueue: per-client quota, written once a second. */
  discoveryIntake: DiscoveryIntake;
  /** Finds, scores and stores logos of domains we answer with a monogram. */
  discoverer: Discoverer;
  /** On a published catalog: replicates discoveries between origins through shared state. */
  discoverySync: DiscoverySync | undefined;
  /** Drains discoveryQueue; started by the origin unless DISCOVERY=off. */
  discoveryWorker: DiscoveryWorker;
  /** Webhooks: the deliveries of logo-change notices (to the accounts in requestedDomains) and the check of a target URL. */
  webhooks: {
    store: WebhooksStore;
    deliveries: DeliveryWorker;
    target: TargetCheck;
    /** Queues a notice to every interested webhook; the discovery worker calls it when a run changed a logo. */
    logoChanged(domain: string, at: Date): Promise<number>;
  };
  /** Looks for an account's proof that it controls a web origin it registered (DNS TXT or a well-known file). */
  siteProof: SiteProof;
  /** Avatars of personal addresses, fetched through discovery's guarded agent and remembered (GRAVATAR_*). */
  gravatar: Gravatar;
  accounts: AccountsStore;
  passwords: PasswordsStore;
  sessions: SessionsStore;
  /** SESSION_SECRET, or the secret generated on first start and kept in state.db. */
  sessionSecret: string;
  plans: Plans;
  rateLimiter: RateLimiter;
  /** Shared rate limits (REDIS_URL); undefined: limits in this process's memory. */
  redis: Redis | undefined;
  usage: UsageTracker;
  /** Source logos of the catalog. */
  storage: ObjectStorage;
  /** Prebuilt assets written by `logos build` (see ASSET_STORE). */
  assetStore: ObjectStorage;
  /** Produced images by ETag. */
  responseCache: ByteLru<Produced>;
  /** Every logo route's and the hot path's one way to answer (pipeline/logo/answer.ts), with its plan memo. */
  logos: LogoAnswers;
  /** Render processes for on-demand misses: deadline, failure memory, bounded queue (RENDER_*). */
  renderPool: RenderPool;
  logger: Logger;
  /** Real queries of both databases for /health, and integrity checks once a request hit a damaged file. */
  dbHealth: DbHealth;
  /** Prometheus metrics; no-ops unless METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Accounts' own logos, served to their keys (server/accounts/override-index.ts). */
  overrides: Overrides;
  /** Which domains each account asked for, noted on the logo path and written in batches; read by overrides and webhooks. */
  requestedDomains: RequestedDomains;
  /** Serves a newly pulled catalog artifact from now on (CATALOG_URL), closing the previous database. */
  swapCatalog(db: Db): void;
  /** Flushes usage and closes everything; embedded databases are closed before the first await. */
  close(): Promise<void>;
}

export interface DepsOverrides {
  /** Name resolution for discovery (tests map names to their loopback fakes). */
  resolver?: Resolver;
  /** TXT lookups of sites' proofs (tests point them at a DNS server on loopback); DISCOVERY_DNS_SERVERS otherwise. */
  resolveTxt?: TxtResolver;
  /** A pulled catalog artifact (CATALOG_URL), opened read-only instead of DATA_DIR/catalog.db. */
  publishedCatalog?: string;
  /** The rate limiter's clock (tests set one, so a count never straddles two calendar minutes). */
  now?: () => number;
}

// Avatars are fetched through discovery's guarded fetch, so they obey its address checks and bounds.
function gravatarThrough(discoverer: { fetch: Parameters<typeof createGravatar>[0]['fetch'] }, config: Config, logger: Logger) {
  return createGravatar({
    settings: config.gravatar,
    fetch: (url, accept, signal) => discoverer.fetch(url, accept, signal),
    maxPixels: config.discovery.maxPixels,
    onFailure: (error) => logger.warn('gravatar unreachable', { error: error.message }),
  });
}

export async function createDeps(config: Config, logger: Logger = createLogger(config.logLevel), overrides: DepsOverrides = {}): Promise<Deps> {
  const plans = loadPlans(config.plansFile);
  const root = createRoot(config, logger, { publishedCatalog: overrides.publishedCatalog, onRendersQueued: (waiting) => metrics.setRendersQueued(waiting) });
  const state = await root.state();
  const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const { catalog, storage, renderPool } = root;
  const discoverySync = overrides.publishedCatalog ? createDiscoverySync({ discoveries: state.discoveries, catalog, logger }) : undefined;
  const usage = createUsageTracker({ usage: state.usage, accounts: state.accounts, logger });
  const metrics = createMetrics(config.metricsToken, () => ({
    discoveryCounts: async () => (await state.discoveryQueue.status()).counts,
    usageFlushLagSeconds: () => usage.flushLagSeconds(),
  }));
  // One name resolution for every outgoing request: discovery's fetches and webhook deliveries.
  const resolver = settingsResolver(config.discovery, overrides.resolver);
  const requestedDomains = createRequestedDomains({ store: state.requestedDomains, logger });
  const webhooks = createWebhooks(config, state.webhooks, requestedDomains, resolver, logger);
  const { discoverer, discoveryWorker, discoveryIntake } = createDiscovery(config, root, state, { resolver, discoverySync, onLogoChanged: webhooks.logoChanged }, logger);
  const gravatar = gravatarThrough(discoverer, config, logger);
  const search = createSearch(catalog);
  const brandDemand = createBrandDemand({ store: state.brandDemand, apply: (totals) => search.setDemand(totals), logger });
  const logoOverrides = createOverrides({ store: state.overrides, catalog, logger, pollMs: config.overridesPollMs });
  await logoOverrides.reload();
  const responseCache = createByteLru<Produced>(config.cacheMaxBytes, (entry) => entry.body.length);
  const sessionSecret = config.sessionSecret ?? (await state.settings.getOrCreate('session_secret', () => randomBytes(32).toString('base64url')));
  const deps: Deps = {
    config,
    get catalogDb() {
      return root.catalogDb;
    },
    state,
    stateDb: state.backend === 'sqlite' ? state.db : undefined,
    catalog,
    get gics() {
      return root.gics;
    },
    search,
    merchants: createMerchantResolver({ catalog, search }),
    brandDemand,
    discoveryQueue: state.discoveryQueue,
    discoveryIntake,
    discoverer,
    discoverySync,
    discoveryWorker,
    webhooks,
    siteProof: createSiteProof({ settings: config.discovery, resolver, resolveTxt: overrides.resolveTxt }),
    gravatar,
    accounts: state.accounts,
    passwords: state.passwords,
    sessions: state.sessions,
    sessionSecret,
    plans,
    rateLimiter: createRateLimiter({ redis, now: overrides.now }),
    redis,
    usage,
    storage,
    assetStore: root.assetStore,
    responseCache,
    logos: createLogoAnswers({
      ...{ catalog, storage, prebuilt: root.prebuilt, responseCache, render: renderPool.render, resolve: resolver, metrics },
      countDemand: (domain) => brandDemand.count(domain),
      offerToDiscovery: (domain, client) => discoveryIntake.offer(domain, client),
      accountAsked: (accountId, domain) => requestedDomains.note(accountId, domain),
      accountLogo: (plan, caller) => logoOverrides.apply(plan, caller),
      fallbackUrls: { enabled: config.fallbackUrls, hostsOf: (accountId) => state.fallbackHosts.get(accountId) },
    }),
    renderPool,
    logger,
    dbHealth: createHealth(config, catalog, () => deps.catalogDb, state, logger),
    metrics,
    overrides: logoOverrides,
    requestedDomains,
    swapCatalog: (db) => root.swapCatalog(db),
    close: () => closeDeps(deps, root, webhooks),
  };
  return deps;
}

/** Discovery on the origin: the discoverer, the worker draining the queue, and the intake that fills it. */
function createDiscovery(
  config: Config,
  root: Root,
  state: StateStore,
  links: { resolver: Resolver; discoverySync: DiscoverySync | undefined; onLogoChanged: (domain: string, at: Date) => Promise<unknown> },
  logger: Logger,
) {
  const { catalog, storage, renderPool } = root;
  const discoverer = replicated(
    createDiscoverer({ settings: config.discovery, catalog, storage, resolver: links.resolver, render: renderPool.render, history: state.logoHistory, exclusions: (domain) => state.reports.exclusions(domain, config.reports.confirmations) }),
    links.discoverySync,
  );
  const discoveryWorker = createDiscoveryWorker({ queue: state.discoveryQueue, discoverer, settings: config.discovery, logger, onLogoChanged: links.onLogoChanged });
  // A new domain wakes this origin's worker at once instead of at its next poll: the first logo arrives sooner.
  const enqueue = async (batch: ReadonlyMap<string, number>) => {
    await state.discoveryQueue.enqueueMany(batch);
    discoveryWorker.wake();
  };
  const discoveryIntake = createDiscoveryIntake({ sink: enqueue, perClientPerHour: config.discovery.clientQuotaPerHour, logger });
  return { discoverer, discoveryWorker, discoveryIntake };
}

function createHealth(config: Config, catalog: Catalog, catalogDb: () => Db, state: OpenedState, logger: Logger): DbHealth {
  return createDbHealth(
    () => [
      { name: 'catalog', file: config.catalogPath, query: () => catalog.ping(), db: catalogDb, recovery: CATALOG_RECOVERY },
      state.backend === 'sqlite'
        ? { name: 'state', file: config.statePath, query: () => countState(state.db).accounts >= 0, db: () => state.db, recovery: STATE_RECOVERY }
        : { name: 'state', file: redact(config.stateUrl!), query: async () => (await state.check(), true), recovery: 'check the PostgreSQL server at STATE_URL' },
    ],
    logger,
  );
}

/** Flushes usage and closes everything; embedded databases are closed before the first await. */
async function closeDeps(deps: Deps, root: Root, webhooks: { close(): Promise<unknown> | void }): Promise<void> {
  deps.discoverySync?.stop();
  deps.overrides.stop();
  const flushed = Promise.all([deps.usage.stop(), deps.discoveryIntake.stop(), deps.brandDemand.stop(), deps.webhooks.deliveries.stop(), deps.requestedDomains.stop()]);
  void deps.discoverer.close();
  void deps.siteProof.close();
  void webhooks.close();
  if (deps.state.backend === 'sqlite') {
    // The flush of an embedded database ran synchronously inside stop(); close now, before any await.
    const closed = root.close();
    await flushed;
    await closed;
  } else {
    await flushed;
    await root.close();
  }
  deps.redis?.disconnect();
}

function createWebhooks(config: Config, store: WebhooksStore, requested: RequestedDomains, resolver: Resolver, logger: Logger) {
  const { webhooks: settings } = config;
  const allow = new Set(settings.allow);
  const agent = createSafeAgent({ resolve: resolver, allow, connectTimeoutMs: settings.timeoutMs, requestTimeoutMs: settings.timeoutMs, extraCa: settings.extraCa });
  const deliveries = createDeliveryWorker({ store, agent, settings, logger, userAgent: config.discovery.userAgent });
  return {
    store,
    deliveries,
    target: { resolve: resolver, allow, ports: settings.ports },
    logoChanged: createLogoNotices({ store, requested, wake: deliveries.wake }),
    close: () => agent.close(),
  };
}

/** A discoverer whose stored results also go to shared state, for the other origins and the next publication. */
function replicated(discoverer: Discoverer, sync: DiscoverySync | undefined): Discoverer {
  if (!sync) return discoverer;
  return {
    ...discoverer,
    async run(domain, options) {
      const run = await discoverer.run(domain, options);
      if (run.storeOutcome?.stored) await sync.publish(run.storeOutcome.asset.domain);
      return run;
    },
  };
}
