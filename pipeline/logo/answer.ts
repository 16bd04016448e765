// One way to answer a logo request, for every logo route and the hot path: plan (memoised by request), then 304 on a
// matching ETag, else the response cache, else the object `logos build` wrote for exactly this request, else
// produce; or a redirect to the fallback URL. Bytes come back with what the server needs to say about them.
import type { Catalog } from '../../catalog/catalog.ts';
import type { ByteLru } from '../byte-lru.ts';
import type { Resolver } from '../discovery/net/resolver.ts';
import { assetKey } from '../build/keys.ts';
import type { PrebuiltLookup } from '../build/prebuilt.ts';
import { UndecodableImageError, type RenderFn } from '../render/render.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { factsOf, type LogoFacts } from './facts.ts';
import { checkFallbackPolicy, createFallbackHostCheck, InvalidFallbackError, type FallbackUrlPolicy } from './fallback-url.ts';
import { createPlanMemo } from './memo.ts';
import type { AnsweringPlan, ImagePlan, LogoSource } from './plan.ts';
import { MissingSourceError, produceLogo } from './produce.ts';
import { planSubject, type LogoOptions, type LogoSubject } from './subject.ts';

/** An image in the response cache, by ETag. */
export interface Produced {
  body: Buffer;
  source: LogoSource;
}

/** Where an answer came from, for the metrics. */
export type AnswerFrom = 'memory' | 'prebuilt' | 'produced' | 'not-modified' | 'redirect';

/** Who asks: an account behind an API key, or an address (the server's Caller has this shape). */
export interface LogoCaller {
  ip: string;
  account?: { id: string };
}

/** A request planned before, as recall() gives it back. */
export interface Planned {
  plan: AnsweringPlan;
  facts: LogoFacts;
  demand: string | undefined;
  discover: string | undefined;
}

/** What is asked: parsed and resolved by a route, or a plan recall() gave back. */
export type LogoQuestion =
  | {
      subject: LogoSubject;
      options: LogoOptions;
      /** The answer varies with Accept (format=auto). */
      negotiated: boolean;
      /** Remember the plan under this key (planMemoKey), so recall() finds it for a repeat of the request. */
      memoKey?: string;
    }
  | { planned: Planned };

/** What a route or the hot path hands answerLogo: the question, who asks (after the gate), and If-None-Match. */
export type LogoAsk = LogoQuestion & {
  caller: LogoCaller;
  ifNoneMatch: string | undefined;
};

export interface LogoReply {
  status: 200 | 302 | 304;
  /** The image of a 200; null otherwise. */
  body: Buffer | null;
  /** What answered: a prebuilt object is "stored" whatever the plan expected. */
  source: LogoSource;
  facts: LogoFacts;
  /** Where a 302 sends the client (fallback=<URL>). */
  location?: string;
}

export interface LogoAnswerDeps {
  catalog: Catalog;
  /** Source logos. */
  storage: ObjectStorage;
  /** Objects `logos build` wrote. */
  prebuilt: PrebuiltLookup;
  responseCache: ByteLru<Produced>;
  render: RenderFn;
  /** Resolves a fallback URL's host, to refuse one that leads to a private address. */
  resolve: Resolver;
  /** Whether URL fallbacks are on and which hosts each account allows; absent: on, any public host. */
  fallbackUrls?: FallbackUrlPolicy;
  /** A brand's own logo was served: its demand (search ranks by it). */
  countDemand(domain: string): void;
  /** A domain with no logo was asked for: discovery may look, counted against `client` ("account:…", "ip:…"). */
  offerToDiscovery(domain: string, client: string): void;
  metrics: { logoAnswer(from: AnswerFrom): void; rendering<T>(work: () => Promise<T>): Promise<T> };
  /** An account asked for the brand of `domain` (its primary domain, or the domain asked): overrides and webhooks read it. */
  accountAsked?(accountId: string, domain: string): void;
  /** The caller's own logo in place of the plan (an account's override), else the plan as given. */
  accountLogo?(plan: AnsweringPlan, caller: LogoCaller): AnsweringPlan;
}

export class LogoNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoNotFoundError';
  }
}

/** A stored logo that could not be decoded, sanitised or read: a fault of the source, named by its domain. */
export class LogoRenderError extends Error {
  constructor(
    readonly domain: string,
    override readonly cause: Error,
  ) {
    super(`the stored logo of ${domain} could not be rendered`);
    this.name = 'LogoRenderError';
  }
}

export interface LogoAnswers {
  /**
   * The answer; a promise only when it needs I/O (a prebuilt object, a render, a fallback host's addresses). Throws
   * LogoNotFoundError (fallback=404), InvalidFallbackError, LogoRenderError or the render pool's overload.
   */
  answerLogo(ask: LogoAsk): LogoReply | Promise<LogoReply>;
  /** The plan memoised under `memoKey`: a repeated request needs no parsing and no lookups. */
  recall(memoKey: string): Planned | undefined;
  /** Whether answerLogo would answer `planned` with no I/O, from memory or as a 304: what the hot path takes. */
  inMemory(planned: Planned, ifNoneMatch: string | undefined): boolean;
}

export function createLogoAnswers(deps: LogoAnswerDeps): LogoAnswers {
  const memo = createPlanMemo<Planned>(deps.catalog);
  const checkFallbackHost = createFallbackHostCheck(deps.resolve);

  const plannedOf = (ask: LogoAsk): Planned => {
    if ('planned' in ask) return ask.planned;
    const { plan, demand, discover } = planSubject(deps.catalog, ask.subject, ask.options);
    if (plan.kind === 'not-found') throw new LogoNotFoundError(plan.message);
    const planned = { plan, facts: factsOf(deps.catalog, plan, ask.negotiated), demand, discover };
    if (ask.memoKey !== undefined) memo.set(ask.memoKey, planned);
    return planned;
  };

  // An account's own logo is decided per caller after the shared plan, so it is never memoised for others.
  const forCaller = (planned: Planned, caller: LogoCaller): Planned => {
    if (!caller.account || !deps.accountLogo) return planned;
    const own = deps.accountLogo(planned.plan, caller);
    if (own === planned.plan) return planned;
    return { ...planned, plan: own, facts: { ...factsOf(deps.catalog, own, planned.facts.negotiated), override: 'account' } };
  };

  // Redirects are decided per caller, after the shared plan, and never on the in-memory hot path.
  const redirect = async (planned: Planned, location: URL, caller: LogoCaller): Promise<LogoReply> => {
    if (deps.fallbackUrls) await checkFallbackPolicy(deps.fallbackUrls, location, caller.account?.id);
    const refusal = await checkFallbackHost(location);
    if (refusal) throw new InvalidFallbackError(refusal);
    served(deps, planned, caller);
    deps.metrics.logoAnswer('redirect');
    return { status: 302, body: null, source: 'redirect', facts: planned.facts, location: location.href };
  };

  const fetchOrProduce = async (plan: ImagePlan, facts: LogoFacts): Promise<LogoReply> => {
    // An account's own logo was never built: `logos build` writes the public one.
    const prebuilt = facts.override ? undefined : await prebuiltFor(deps.prebuilt, plan);
    deps.metrics.logoAnswer(prebuilt ? 'prebuilt' : 'produced');
    const produced: Produced = prebuilt
      ? { body: prebuilt, source: 'prebuilt' }
      : { body: await deps.metrics.rendering(() => produce(deps, plan)), source: plan.source };
    deps.responseCache.set(plan.etag, produced);
    return { status: 200, body: produced.body, source: produced.source, facts };
  };

  return {
    answerLogo(ask) {
      const planned = forCaller(plannedOf(ask), ask.caller);
      const { plan, facts } = planned;
      if (plan.kind === 'redirect') return redirect(planned, plan.location, ask.caller);
      served(deps, planned, ask.caller);
      if (etagMatches(ask.ifNoneMatch, facts.etag)) {
        deps.metrics.logoAnswer('not-modified');
        return { status: 304, body: null, source: plan.source, facts };
      }
      const cached = deps.responseCache.get(facts.etag);
      if (!cached) return fetchOrProduce(plan, facts);
      deps.metrics.logoAnswer('memory');
      return { status: 200, body: cached.body, source: cached.source, facts };
    },
    recall: (memoKey) => memo.get(memoKey),
    inMemory: (planned, ifNoneMatch) =>
      planned.plan.kind !== 'redirect' && (etagMatches(ifNoneMatch, planned.facts.etag) || deps.responseCache.get(planned.facts.etag) !== undefined),
  };
}

// A brand's logo served counts toward its demand; a domain's placeholder served means it has no logo yet, so
// discovery looks for one. Both are counted in memory and written in batches, off the response path.
function served(deps: LogoAnswerDeps, planned: Planned, caller: LogoCaller): void {
  if (caller.account && planned.facts.brand !== undefined) deps.accountAsked?.(caller.account.id, planned.facts.brand);
  if (planned.demand !== undefined) deps.countDemand(planned.demand);
  else if (planned.discover !== undefined) deps.offerToDiscovery(planned.discover, caller.account ? `account:${caller.account.id}` : `ip:${caller.ip}`);
}

async function produce(deps: LogoAnswerDeps, plan: ImagePlan): Promise<Buffer> {
  try {
    return await produceLogo(deps.storage, plan, deps.render);
  } catch (error) {
    if (error instanceof UndecodableImageError || error instanceof MissingSourceError) throw new LogoRenderError(plan.request.domain, error);
    throw error;
  }
}

// The static-first path: an object `logos build` wrote for exactly this request is served as is, with no render.
function prebuiltFor(lookup: PrebuiltLookup, plan: ImagePlan): Promise<Buffer | undefined> | undefined {
  // Only brands are prebuilt; a coin's asset id ("crypto:btc") is not a domain or a key.
  if (plan.kind !== 'asset' || plan.request.greyscale || plan.asset.domain.includes(':')) return undefined;
  const theme = plan.request.theme === 'dark' ? 'dark' : 'light';
  return lookup.find(plan.asset.domain, assetKey(plan.asset.domain, plan.asset.variant, theme, plan.request.format, plan.pixels), plan.etag);
}

// If-None-Match uses the weak comparison (RFC 9110 13.1.2), so W/"x" matches our "x".
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
