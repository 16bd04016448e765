// Builds discovery from its settings once (safe HTTP agent, model, placeholder hashes, provider tiers) and runs it for
// a domain: discover, then store an accepted logo.
import type { Catalog } from '../../catalog/catalog.ts';
import { MAX_PIXELS } from '../logo/request.ts';
import type { RenderFn } from '../render/render.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { discoverDomain, type Chosen, type DiscoveryResult, type RunDeps } from './discover.ts';
import { createSafeAgent } from './net/agent.ts';
import { safeFetch } from './net/fetch.ts';
import { withFixedAddresses, type Resolver } from './net/resolver.ts';
import { providerTiers } from './providers/index.ts';
import { loadModel, type Model } from './scoring/model.ts';
import { placeholderHashes } from './scoring/placeholders.ts';
import type { DiscoverySettings } from './settings.ts';
import { storeDiscovered, type StoreOutcome } from './store.ts';

export interface DiscovererDeps {
  settings: DiscoverySettings;
  catalog: Catalog;
  storage: ObjectStorage;
  /** Name resolution; by default the settings' fixed answers, then the system resolver. */
  resolver?: Resolver;
  model?: Model;
  /** The render step with a deadline (the origin's render pool); an SVG it cannot draw at full size is not stored. */
  render?: RenderFn;
}

export interface DiscoveryRun extends DiscoveryResult {
  stored: StoreOutcome | undefined;
}

export type Discoverer = ReturnType<typeof createDiscoverer>;

export function createDiscoverer(deps: DiscovererDeps) {
  const { settings } = deps;
  const agent = createSafeAgent({
    resolve: deps.resolver ?? withFixedAddresses(settings.resolve),
    allow: new Set(settings.allow),
    connectTimeoutMs: settings.connectTimeoutMs,
    requestTimeoutMs: settings.requestTimeoutMs,
  });
  const model = deps.model ?? loadModel();
  const limits = { maxBytes: settings.maxBytes, maxRedirects: settings.maxRedirects, requestTimeoutMs: settings.requestTimeoutMs };
  let runDeps: Promise<RunDeps> | undefined;
  const prepared = () =>
    (runDeps ??= placeholderHashes().then((placeholders) => ({
      tiers: providerTiers(settings),
      fetch: (url, accept, signal) => safeFetch(agent, limits, url, { accept, userAgent: settings.userAgent, signal }),
      scorer: { model, placeholders, threshold: settings.threshold },
      siteUrl: settings.siteUrl,
      render: deps.render,
      limits: { domainTimeoutMs: settings.domainTimeoutMs, maxRequests: settings.maxRequests, maxPixels: settings.maxPixels, maxCandidates: settings.maxCandidates },
    })));

  return {
    model,
    async run(domain: string, options: { store?: boolean } = {}): Promise<DiscoveryRun> {
      const brandDomain = deps.catalog.resolveDomain(domain) ?? domain;
      const result = await discoverDomain(await prepared(), domain, deps.catalog.getBrand(brandDomain));
      const best = result.best;
      const stored = best && options.store !== false ? ((await cannotRender(deps.render, best)) ?? (await storeDiscovered(deps, domain, best))) : undefined;
      return { ...result, stored };
    },
    close: () => agent.close(),
  };
}

// Never store what cannot be served: an SVG is drawn once at the largest size any request may ask, within the
// render deadline. A raster is stored at most 512 px and re-encoded, so it has passed its test already.
async function cannotRender(render: RenderFn | undefined, best: Chosen): Promise<StoreOutcome | undefined> {
  if (!render || best.image.format !== 'svg') return undefined;
  const { stored, width, height } = best.image;
  try {
    await render({ bytes: stored, format: 'svg', width, height }, { format: 'png', pixels: MAX_PIXELS, greyscale: false, recolourForDark: false });
    return undefined;
  } catch (error) {
    return { stored: false, reason: `the logo could not be rendered at ${MAX_PIXELS} px: ${(error as Error).message}` };
  }
}

/** What a run looks like in the queue, the CLI's --json and logs: everything but the decoded pixels. */
export function reportOf(run: DiscoveryRun) {
  const { best, stored, ...rest } = run;
  return {
    ...rest,
    best: best && { provider: best.provider, kind: best.kind, url: best.url, score: best.score, format: best.image.format, width: best.image.width, height: best.image.height },
    stored: stored && (stored.stored ? { storageKey: stored.asset.storageKey, variant: stored.asset.variant, format: stored.asset.format } : { skipped: stored.reason }),
  };
}
