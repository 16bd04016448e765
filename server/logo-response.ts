// Answers a planned logo: 304 on a matching ETag, else the cached or freshly produced image, with headers saying
// what was served. Shared by GET /v1/:domain and GET /v1/name/:brand.
import type { Context } from 'hono';
import { CONTENT_TYPES } from '../pipeline/formats.ts';
import { enlargementHeader } from '../pipeline/logo/enlarge.ts';
import type { AssetPlan, MonogramPlan } from '../pipeline/logo/plan.ts';
import { cacheControlOf, embedsRaster, MissingSourceError, produceLogo } from '../pipeline/logo/produce.ts';
import { RenderOverloadedError } from '../pipeline/render/pool.ts';
import { UndecodableImageError } from '../pipeline/render/render.ts';
import { assetKey } from '../pipeline/build/keys.ts';
import type { Deps, ProducedResponse } from './deps.ts';
import { gatedCaching } from './cache-policy.ts';
import type { AppEnv, Caller } from './env.ts';
import { ApiError } from './errors.ts';
import { isOverride } from './overrides.ts';
import { addResponseHeaders, respond, type HeaderRecord } from './respond.ts';

/** Monogram seeds of a name or ticker that matched no brand ("name:acme", "ticker:zzzz"): not domains. */
export const NAME_SEED_PREFIX = 'name:';
export const TICKER_SEED_PREFIX = 'ticker:';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
export const SVG_WITH_RASTER_CSP = `${SVG_CSP}; img-src data:`;

/** A logo answer before it becomes a Response (the route) or goes straight to the socket (the fast path). */
export interface LogoAnswer {
  status: number;
  headers: HeaderRecord;
  body: Uint8Array | null;
}

/** What can be answered with no I/O: a 304 on a matching ETag, or the image in the response cache. */
export type MemoryHit = { notModified: true } | { notModified: false; produced: ProducedResponse };

export async function serveLogo(c: Context<AppEnv>, deps: Deps, plan: AssetPlan | MonogramPlan, negotiated: boolean): Promise<Response> {
  const caller = c.get('caller');
  const hit = memoryHit(deps, plan, c.req.header('if-none-match'));
  const answer = hit
    ? answerFromMemory(deps, plan, negotiated, caller, hit)
    : imageAnswer(plan, logoHeaders(deps, plan, negotiated, caller), await fetchOrProduce(c, deps, plan));
  return respond(c, answer.body as Uint8Array<ArrayBuffer> | null, answer.status, answer.headers);
}

export function memoryHit(deps: Deps, plan: AssetPlan | MonogramPlan, ifNoneMatch: string | undefined): MemoryHit | undefined {
  if (etagMatches(ifNoneMatch, plan.etag)) return { notModified: true };
  const produced = deps.responseCache.get(plan.etag);
  return produced && { notModified: false, produced };
}

/** The headers depend on who asked (the cache policy of keyed answers), so they are built once the gate has passed. */
export function answerFromMemory(deps: Deps, plan: AssetPlan | MonogramPlan, negotiated: boolean, caller: Caller | undefined, hit: MemoryHit): LogoAnswer {
  const headers = logoHeaders(deps, plan, negotiated, caller);
  deps.metrics.logoAnswer(hit.notModified ? 'not-modified' : 'memory');
  return hit.notModified ? { status: 304, headers, body: null } : imageAnswer(plan, headers, hit.produced);
}

function imageAnswer(plan: AssetPlan | MonogramPlan, headers: HeaderRecord, { body, source }: ProducedResponse): LogoAnswer {
  headers['X-Logo-Source'] = source;
  headers['Content-Type'] = CONTENT_TYPES[plan.request.format];
  return { status: 200, headers, body };
}

// The static-first path: an object `logos build` wrote for exactly this request is served as is, with no render.
async function fetchOrProduce(c: Context<AppEnv>, deps: Deps, plan: AssetPlan | MonogramPlan): Promise<ProducedResponse> {
  try {
    return await producedLogo(deps, plan);
  } catch (error) {
    if (!(error instanceof RenderOverloadedError)) throw error;
    addResponseHeaders(c, { 'Retry-After': String(error.retryAfterSeconds) });
    throw new ApiError(503, 'OVERLOADED', `${error.message}; stored logos and cached renders are still served`);
  }
}

/** What producedLogo reads: the origin's Deps, or the few members `logos mcp` builds from its root. */
export type LogoProducer = Pick<Deps, 'assetStore' | 'storage' | 'renderPool' | 'responseCache' | 'metrics' | 'logger'>;

/**
 * A plan's image with no HTTP around it (GET /v1/:domain's answer and the MCP get_logo tool): the response cache, else
 * the prebuilt object, else produced; a full render queue throws RenderOverloadedError for the caller to answer.
 */
export async function producedLogo(deps: LogoProducer, plan: AssetPlan | MonogramPlan): Promise<ProducedResponse> {
  const cached = deps.responseCache.get(plan.etag);
  if (cached) return cached;
  const key = prebuiltKey(plan);
  const prebuilt = key && (await deps.assetStore.get(key));
  deps.metrics.logoAnswer(prebuilt ? 'prebuilt' : 'produced');
  const produced: ProducedResponse = prebuilt
    ? { body: prebuilt.body, source: 'stored' }
    : { body: await deps.metrics.rendering(() => produce(deps, plan)), source: plan.source };
  deps.responseCache.set(plan.etag, produced);
  return produced;
}

function prebuiltKey(plan: AssetPlan | MonogramPlan): string | undefined {
  // Only brands are prebuilt; a coin's asset id ("crypto:btc") is not a domain or a key.
  if (plan.kind !== 'asset' || plan.request.greyscale || plan.asset.domain.includes(':') || isOverride(plan)) return undefined;
  const theme = plan.request.theme === 'dark' ? 'dark' : 'light';
  return assetKey(plan.asset.domain, plan.asset.variant, theme, plan.request.format, plan.pixels);
}

// Which brand answered, after normalisation, aliases, subdomains and name or ticker resolution, so a client can tell
// apple.com from a wrong match (a cryptocurrency's asset id, "crypto:btc"). A placeholder of a name or symbol that
// matched nothing names nothing.
function brandDomainOf(deps: Deps, plan: AssetPlan | MonogramPlan): string | undefined {
  if (plan.kind === 'asset') return plan.asset.domain;
  if (plan.request.domain.includes(':')) return undefined;
  return deps.catalog.lookup(plan.request.domain).primary ?? plan.request.domain;
}

function logoHeaders(deps: Deps, plan: AssetPlan | MonogramPlan, negotiated: boolean, caller: Caller | undefined): HeaderRecord {
  const headers: HeaderRecord = {
    ETag: plan.etag,
    ...gatedCaching(caller, cacheControlOf(plan), negotiated ? 'Accept' : undefined),
    'X-Logo-Source': plan.source,
    'X-Content-Type-Options': 'nosniff',
  };
  const answeredBy = brandDomainOf(deps, plan);
  if (answeredBy) headers['X-Logo-Domain'] = answeredBy;
  if (plan.kind === 'asset') {
    headers['X-Logo-Variant'] = plan.asset.variant;
    headers['X-Logo-Theme'] = plan.recolourForDark ? 'dark' : plan.asset.theme;
    if (plan.enlargement) headers['X-Logo-Upscaled'] = enlargementHeader(plan.enlargement);
    if (isOverride(plan)) headers['X-Logo-Override'] = 'account';
  }
  if (plan.request.format === 'svg') headers['Content-Security-Policy'] = embedsRaster(plan) ? SVG_WITH_RASTER_CSP : SVG_CSP;
  return headers;
}

async function produce(deps: LogoProducer, plan: AssetPlan | MonogramPlan): Promise<Buffer> {
  try {
    return await produceLogo(deps.storage, plan, deps.renderPool.render);
  } catch (error) {
    if (error instanceof UndecodableImageError || error instanceof MissingSourceError) {
      deps.logger.error('logo render failed', { domain: plan.request.domain, error: error.message });
      throw new ApiError(500, 'RENDER_FAILED', `the stored logo of ${plan.request.domain} could not be rendered`);
    }
    throw error;
  }
}

// If-None-Match uses the weak comparison (RFC 9110 13.1.2), so W/"x" matches our "x".
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
