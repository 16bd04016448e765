// One discovery run for one domain: ask the providers tier by tier, fetch and decode each candidate, score it, and
// stop at the first tier that yields an accepted candidate. Nothing is stored here (see store.ts).
import type { Brand } from '../../catalog/types.ts';
import { forEachLimited } from '../concurrency.ts';
import { createContext, type Fetch } from './context.ts';
import { DiscoveryError, errorCodeOf } from './errors.ts';
import { decodeImage, type DecodedImage } from './image/decode.ts';
import { siteUrlOf, type RegisteredProvider } from './providers/index.ts';
import { scoreCandidate, type Scorer, type Verdict } from './scoring/score.ts';
import { SOURCE_RELIABILITY } from './sources.ts';
import type { CandidateSource, ProviderId } from './types.ts';
import type { RenderFn } from '../render/render.ts';

export interface RunLimits {
  domainTimeoutMs: number;
  maxRequests: number;
  maxPixels: number;
  maxCandidates: number;
}

export interface CandidateReport {
  provider: ProviderId;
  kind: CandidateSource['kind'];
  url: string;
  score: number | null;
  verdict: Verdict | 'error';
  error?: { code: string; message: string };
}

export interface Chosen extends CandidateReport {
  score: number;
  image: DecodedImage;
}

export interface DiscoveryResult {
  domain: string;
  outcome: 'found' | 'not-found' | 'failed';
  best: Chosen | undefined;
  candidates: CandidateReport[];
  failures: { provider: ProviderId; code: string; message: string }[];
  requests: number;
  seconds: number;
}

export interface RunDeps {
  tiers: RegisteredProvider[][];
  fetch: Fetch;
  scorer: Scorer;
  siteUrl: string;
  limits: RunLimits;
  /** Draws SVG samples (see decodeImage); in this process when absent. */
  render?: RenderFn;
}

const CANDIDATES_IN_FLIGHT = 3;

export async function discoverDomain(deps: RunDeps, domain: string, brand: Brand | undefined): Promise<DiscoveryResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(deps.limits.domainTimeoutMs);
  const context = createContext({ domain, brand, siteUrl: siteUrlOf(deps.siteUrl, domain), fetch: deps.fetch, signal, maxRequests: deps.limits.maxRequests });
  const brandColours = brand?.colors.map((colour) => colour.hex) ?? [];
  const candidates: CandidateReport[] = [];
  const failures: DiscoveryResult['failures'] = [];
  const accepted: Chosen[] = [];
  let decoded = 0;

  for (const tier of deps.tiers) {
    const settled = await Promise.allSettled(tier.map((provider) => provider.run(context)));
    const sources: CandidateSource[] = [];
    settled.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') sources.push(...(outcome.value ?? []));
      else failures.push({ provider: tier[i]!.id, code: errorCodeOf(outcome.reason), message: (outcome.reason as Error).message });
    });
    const fresh = sources.filter((source, i) => !candidates.some((c) => c.url === source.url) && sources.findIndex((s) => s.url === source.url) === i);
    await forEachLimited(fresh.slice(0, deps.limits.maxCandidates), CANDIDATES_IN_FLIGHT, async (source) => {
      const report: CandidateReport = { provider: source.provider, kind: source.kind, url: source.url, score: null, verdict: 'error' };
      candidates.push(report);
      try {
        const bytes = source.inline ?? (await context.fetch(source.url, 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8')).body;
        const image = await decodeImage(bytes, deps.limits.maxPixels, deps.render);
        decoded++;
        const scored = scoreCandidate(image, { reliability: SOURCE_RELIABILITY[source.kind], handle: source.handle, brandColours }, deps.scorer);
        Object.assign(report, { score: scored.score, verdict: scored.verdict });
        if (scored.verdict === 'accepted') accepted.push({ ...report, score: scored.score, image });
      } catch (error) {
        if (!(error instanceof DiscoveryError)) throw error;
        report.error = { code: error.code, message: error.message };
      }
    });
    if (accepted.length > 0) break;
  }

  // Highest score wins; between near-equal scores a vector beats a raster, then more pixels beat fewer.
  accepted.sort((a, b) => b.score - a.score || b.image.pixels - a.image.pixels);
  const top = accepted[0];
  const best = (top && accepted.find((c) => c.image.format === 'svg' && top.score - c.score < 0.02)) ?? top;
  const outcome = best ? 'found' : decoded === 0 && (failures.length > 0 || signal.aborted) ? 'failed' : 'not-found';
  return { domain, outcome, best, candidates, failures, requests: context.requests(), seconds: (performance.now() - started) / 1000 };
}
