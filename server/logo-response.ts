// Answers a planned logo: 304 on a matching ETag, else the cached or freshly produced image, with headers saying
// what was served. Shared by GET /v1/:domain and GET /v1/name/:brand.
import type { Context } from 'hono';
import { CONTENT_TYPES } from '../pipeline/formats.ts';
import type { AssetPlan, MonogramPlan } from '../pipeline/logo/plan.ts';
import { cacheControlOf, embedsRaster, MissingSourceError, produceLogo } from '../pipeline/logo/produce.ts';
import { UndecodableImageError } from '../pipeline/render/render.ts';
import { assetKey } from '../pipeline/build/keys.ts';
import type { Deps, ProducedResponse } from './deps.ts';
import type { AppEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { respond, type HeaderRecord } from './respond.ts';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const SVG_WITH_RASTER_CSP = `${SVG_CSP}; img-src data:`;

/** A logo answer before it becomes a Response (the route) or goes straight to the socket (the fast path). */
export interface LogoAnswer {
  status: number;
  headers: HeaderRecord;
  body: Uint8Array | null;
}

export async function serveLogo(c: Context<AppEnv>, deps: Deps, plan: AssetPlan | MonogramPlan, negotiated: boolean): Promise<Response> {
  const answer = cachedLogoAnswer(deps, plan, negotiated, c.req.header('if-none-match')) ?? imageAnswer(plan, logoHeaders(plan, negotiated), await fetchOrProduce(deps, plan));
  return respond(c, answer.body as Uint8Array<ArrayBuffer> | null, answer.status, answer.headers);
}

/** The answer that needs no I/O: a 304 on a matching ETag, or the image from the response cache; else undefined. */
export function cachedLogoAnswer(deps: Deps, plan: AssetPlan | MonogramPlan, negotiated: boolean, ifNoneMatch: string | undefined): LogoAnswer | undefined {
  if (etagMatches(ifNoneMatch, plan.etag)) return { status: 304, headers: logoHeaders(plan, negotiated), body: null };
  const cached = deps.responseCache.get(plan.etag);
  return cached && imageAnswer(plan, logoHeaders(plan, negotiated), cached);
}

function imageAnswer(plan: AssetPlan | MonogramPlan, headers: HeaderRecord, { body, source }: ProducedResponse): LogoAnswer {
  headers['X-Logo-Source'] = source;
  headers['Content-Type'] = CONTENT_TYPES[plan.request.format];
  return { status: 200, headers, body };
}

// The static-first path: an object `logos build` wrote for exactly this request is served as is, with no render.
async function fetchOrProduce(deps: Deps, plan: AssetPlan | MonogramPlan): Promise<ProducedResponse> {
  const key = prebuiltKey(plan);
  const prebuilt = key && (await deps.assetStore.get(key));
  const produced: ProducedResponse = prebuilt ? { body: prebuilt.body, source: 'stored' } : { body: await produce(deps, plan), source: plan.source };
  deps.responseCache.set(plan.etag, produced);
  return produced;
}

function prebuiltKey(plan: AssetPlan | MonogramPlan): string | undefined {
  if (plan.kind !== 'asset' || plan.request.greyscale) return undefined;
  const theme = plan.request.theme === 'dark' ? 'dark' : 'light';
  return assetKey(plan.asset.domain, plan.asset.variant, theme, plan.request.format, plan.pixels);
}

function logoHeaders(plan: AssetPlan | MonogramPlan, negotiated: boolean): HeaderRecord {
  const headers: HeaderRecord = {
    ETag: plan.etag,
    'Cache-Control': cacheControlOf(plan),
    'X-Logo-Source': plan.source,
    'X-Content-Type-Options': 'nosniff',
  };
  if (plan.kind === 'asset') {
    headers['X-Logo-Variant'] = plan.asset.variant;
    headers['X-Logo-Theme'] = plan.recolourForDark ? 'dark' : plan.asset.theme;
  }
  if (plan.request.format === 'svg') headers['Content-Security-Policy'] = embedsRaster(plan) ? SVG_WITH_RASTER_CSP : SVG_CSP;
  if (negotiated) headers.Vary = 'Accept';
  return headers;
}

async function produce(deps: Deps, plan: AssetPlan | MonogramPlan): Promise<Buffer> {
  try {
    return await produceLogo(deps.storage, plan);
  } catch (error) {
    if (error instanceof UndecodableImageError || error instanceof MissingSourceError) {
      deps.logger.error('logo render failed', { domain: plan.request.domain, error: error.message });
      throw new ApiError(500, 'RENDER_FAILED', `the stored logo of ${plan.request.domain} could not be rendered`);
    }
    throw error;
  }
}

// If-None-Match uses the weak comparison (RFC 9110 13.1.2), so W/"x" matches our "x".
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
