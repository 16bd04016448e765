// Builds discovery from its settings once (safe HTTP agent, model, placeholder hashes, provider tiers) and runs it for
// a domain: discover, then store an accepted logo.
import type { Catalog } from '../../catalog/catalog.ts';
import type { RenderFn } from '../render/render.ts';
import type { ObjectStorage } from '../storage/types.ts';
import type { Chosen, DiscoveryResult, RunDeps } from './run-types.ts';
import { createSafeAgent, type SafeAgentOptions } from './net/agent.ts';
import { safeFetch } from './net/fetch.ts';
import { dnsTxtResolver, settingsResolver, type Resolver, type TxtResolver } from './net/resolver.ts';
import { loadModel, type Model } from './scoring/model.ts';
import type { DiscoverySettings } from './settings.ts';
import type { LogoHistoryStore } from '../../state/types.ts';
import type { Recorder } from './recording/recorder.ts';
import { storeDiscovered, type StoreOutcome } from './store.ts';
import { createRunPool, RunStoppedError, type RunPool } from './thread/run-pool.ts';

/** A run's thread is ended when the run has not answered in twice the domain's deadline and this: its fetches stop at
 * the deadline, but drawing its SVGs in the render pool may go on past it. Kept below the queue's lease (worker.ts). */
const RUN_MARGIN_MS = 30_000;

export interface DiscovererDeps {
  settings: DiscoverySettings;
  catalog: Catalog;
  storage: ObjectStorage;
  /** Name resolution; by default the settings' fixed answers, then the system resolver. */
  resolver?: Resolver;
  /** TXT lookups (BIMI); by default the settings' DNS servers, or the system's unless the resolver is strict. */
  resolveTxt?: TxtResolver;
  model?: Model;
  /** The render step with a deadline (the origin's render pool); an SVG too costly to draw at full size is stored as
   * the largest raster of it that draws in time, or not at all (servable.ts). */
  render?: RenderFn;
  /** The brands' logo history: stored logos are recorded as discovery runs'. */
  history?: LogoHistoryStore;
  /** What reports of wrong logos rule out of a domain's runs (state's reports). */
  exclusions?: (domain: string) => Promise<{ urls: readonly string[]; hashes: readonly string[] }>;
  /** Records every exchange (`logos discover --record`). */
  recorder?: Recorder;
  /** Sends every connection to a replay server (recording/replay.ts); the resolver must point the hosts at it. */
  replayPorts?: SafeAgentOptions['replayPorts'];
}

export interface DiscoveryRun extends DiscoveryResult {
  /** What the store step did with the chosen images; undefined when it did not run. */
  storeOutcome: StoreOutcome | undefined;
}

export type Discoverer = ReturnType<typeof createDiscoverer>;

export function createDiscoverer(deps: DiscovererDeps) {
  const { settings } = deps;
  const agent = createSafeAgent({
    resolve: settingsResolver(settings, deps.resolver),
    allow: new Set(settings.allow),
    connectTimeoutMs: settings.connectTimeoutMs,
    requestTimeoutMs: settings.requestTimeoutMs,
    replayPorts: deps.replayPorts,
  });
  const model = deps.model ?? loadModel();
  const limits = { maxBytes: settings.maxBytes, maxRedirects: settings.maxRedirects, requestTimeoutMs: settings.requestTimeoutMs };
  const fetch: RunDeps['fetch'] = deps.recorder ? recorded(deps.recorder) : (url, accept, signal) => safeFetch(agent, limits, url, { accept, userAgent: settings.userAgent, signal });
  const txt = resolveTxt(deps);
  let pool: RunPool | undefined;
  const runs = () =>
    (pool ??= createRunPool({
      setup: { settings, model: model.file, txt: !!txt, render: !!deps.render },
      threads: settings.concurrency,
      cpuMs: settings.runCpuMs,
      memoryMb: settings.runMemoryMb,
      wallMs: settings.domainTimeoutMs * 2 + RUN_MARGIN_MS,
      services: { fetch, render: deps.render, resolveTxt: txt },
    }));

  function recorded(recorder: Recorder): RunDeps['fetch'] {
    return async (url, accept, signal) => {
      try {
        return await safeFetch(agent, limits, url, { accept, userAgent: settings.userAgent, signal, onHop: recorder.hop });
      } catch (error) {
        recorder.failure(url, error);
        throw error;
      }
    };
  }

  return {
    model,
    /** One guarded request through discovery's agent and limits, for other callers that fetch from the web (Gravatar). */
    fetch: (url: string, accept: string, signal?: AbortSignal) => safeFetch(agent, limits, url, { accept, userAgent: settings.userAgent, signal }),
    /** `now`: when the run counts as having looked (the brand's checkedAt), and the discovered logos' time. */
    async run(domain: string, options: { store?: boolean; now?: Date } = {}): Promise<DiscoveryRun> {
      const brandDomain = deps.catalog.resolveDomain(domain) ?? domain;
      const excluded = await deps.exclusions?.(brandDomain);
      const started = performance.now();
      const result = await runs()
        .run(domain, deps.catalog.getBrand(brandDomain), excluded ?? { urls: [], hashes: [] })
        .catch((error: unknown) => (error instanceof RunStoppedError ? stoppedRun(domain, error, performance.now() - started) : Promise.reject(error)));
      const unrenderable = result.candidates.find((c) => c.error?.code === 'UNRENDERABLE');
      const storeOutcome =
        options.store === false
          ? undefined
          : result.chosen.length > 0
            ? await storeDiscovered(deps, domain, result.chosen, result.facts, options.now)
            : unrenderable
              ? ({ stored: false, reason: unrenderable.error!.message } as const)
              : undefined;
      if (options.store !== false) deps.catalog.markChecked(deps.catalog.resolveDomain(domain) ?? domain, options.now ?? new Date());
      return { ...result, storeOutcome };
    },
    close: async () => {
      await pool?.close();
      await agent.close();
    },
  };
}

/** What a run looks like in the queue, the CLI's --json and logs: everything but the decoded pixels. */
export function reportOf(run: DiscoveryRun) {
  const { best, chosen, storeOutcome: stored, ...rest } = run;
  const brief = ({ image, ...report }: Chosen) => report;
  return {
    ...rest,
    best: best && brief(best),
    chosen: chosen.map(brief),
    stored: stored && (stored.stored
      ? { storageKey: stored.asset.storageKey, variant: stored.asset.variant, theme: stored.asset.theme, format: stored.asset.format, width: stored.asset.width, height: stored.asset.height,
          assets: stored.assets.map((a) => ({ storageKey: a.storageKey, variant: a.variant, theme: a.theme, format: a.format, width: a.width, height: a.height, url: a.provenance.url })), notReplaced: stored.skipped }
      : { skipped: stored.reason }),
  };
}

/** A run the pool stopped for what it cost: failed, saying why, with nothing looked at kept. */
function stoppedRun(domain: string, error: RunStoppedError, ms: number): DiscoveryResult {
  return {
    domain, outcome: 'failed', site: undefined, best: undefined, chosen: [], candidates: [], requests: 0, seconds: ms / 1000,
    facts: { socials: {}, colors: [] },
    failures: [{ provider: 'website', code: 'TOO_COSTLY', message: error.message }],
    stopped: error.reason,
  };
}

/** In strict mode without DNS servers named, nothing may answer TXT lookups, so BIMI is not asked at all. */
function resolveTxt(deps: DiscovererDeps): TxtResolver | undefined {
  const { dnsServers, resolveStrict } = deps.settings;
  const resolver = deps.resolveTxt ?? (dnsServers.length > 0 || !resolveStrict ? dnsTxtResolver(dnsServers) : undefined);
  return resolver && deps.recorder ? deps.recorder.txtResolver(resolver) : resolver;
}
