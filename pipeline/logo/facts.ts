// What an answer says about itself besides its bytes, fixed by the plan alone, so it is worked out once per plan and
// memoised with it: the ETag, the public cache policy, the content type, and which brand, variant and theme answered.
import type { Catalog } from '../../catalog/catalog.ts';
import { CONTENT_TYPES } from '../formats.ts';
import { enlargementHeader } from './enlarge.ts';
import type { AnsweringPlan, LogoSource } from './plan.ts';
import { cacheControlOf, embedsRaster } from './produce.ts';

export interface LogoFacts {
  /** Strong ETag from the plan's inputs (not sent with a redirect). */
  etag: string;
  /** The public policy; the server makes it private for an API key's answer. */
  cacheControl: string;
  /** What the plan expects to answer (a prebuilt object answers "stored"). */
  source: LogoSource;
  contentType: string;
  /** The answer varies with Accept (format=auto). */
  negotiated: boolean;
  /** The primary domain of the brand that answered, or the domain asked for; undefined for a name or symbol that matched nothing. */
  brand: string | undefined;
  variant: string | undefined;
  theme: string | undefined;
  /** How much a small raster source was enlarged, when it was. */
  upscaled: string | undefined;
  /** An SVG answer: does it embed a raster (its Content-Security-Policy must then allow data: images)? */
  svg: { embedsRaster: boolean } | undefined;
  /** Set when the answer is the calling account's own logo of the brand (X-Logo-Override), not the public one. */
  override?: 'account';
}

export function factsOf(catalog: Catalog, plan: AnsweringPlan, negotiated: boolean): LogoFacts {
  const asset = plan.kind === 'asset' ? plan : undefined;
  return {
    etag: plan.etag,
    cacheControl: cacheControlOf(plan),
    source: plan.source,
    contentType: CONTENT_TYPES[plan.request.format],
    negotiated,
    brand: brandDomainOf(catalog, plan),
    variant: asset?.asset.variant,
    theme: asset && (asset.recolourForDark ? 'dark' : asset.asset.theme),
    upscaled: asset?.enlargement && enlargementHeader(asset.enlargement),
    svg: plan.request.format === 'svg' ? { embedsRaster: embedsRaster(plan) } : undefined,
  };
}

// Which brand answered, after normalisation, aliases, subdomains and name or ticker resolution, so a client can tell
// apple.com from a wrong match (a cryptocurrency's asset id, "crypto:btc"). A placeholder of a name or symbol that
// matched nothing names nothing.
function brandDomainOf(catalog: Catalog, plan: AnsweringPlan): string | undefined {
  if (plan.kind === 'asset') return plan.asset.domain;
  if (plan.request.domain.includes(':')) return undefined;
  return catalog.lookup(plan.request.domain).primary ?? plan.request.domain;
}
