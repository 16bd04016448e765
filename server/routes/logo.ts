// GET /v1/:domain: validate, plan, answer 304 or the cached or freshly produced image with headers saying what it is.
import type { Context, Hono } from 'hono';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import { planLogo, type AssetPlan, type MonogramPlan } from '../../pipeline/logo/plan.ts';
import { cacheControlOf, embedsRaster, MissingSourceError, produceLogo } from '../../pipeline/logo/produce.ts';
import { UndecodableImageError } from '../../pipeline/render/render.ts';
import type { Deps } from '../deps.ts';
import { negotiateFormat } from '../content-negotiation.ts';
import { domainFromParam } from '../domain-param.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { createPlanMemo, type MemoisedPlan, type PlanMemo } from '../plan-memo.ts';
import { respond, type HeaderRecord } from '../respond.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { parseQuery } from '../schemas/query.ts';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const SVG_WITH_RASTER_CSP = `${SVG_CSP}; img-src data:`;

export function registerLogoRoute(app: Hono<AppEnv>, deps: Deps): void {
  const memo = createPlanMemo(deps.catalog);

  app.get('/v1/:domain', async function logo(c) {
    const memoKey = `${c.req.url}\n${c.req.header('accept') ?? ''}`;
    const { plan, negotiated } = memo.get(memoKey) ?? planRequest(c, deps, memoKey, memo);
    if (plan.kind === 'monogram') deps.discoveryQueue.enqueue(plan.request.domain);

    const headers = logoHeaders(plan, negotiated);
    if (etagMatches(c.req.header('if-none-match'), plan.etag)) return respond(c, null, 304, headers);
    const body = deps.responseCache.get(plan.etag) ?? (await produce(deps, plan));
    headers['Content-Type'] = CONTENT_TYPES[plan.request.format];
    return respond(c, new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

function planRequest(c: Context<AppEnv>, deps: Deps, memoKey: string, memo: PlanMemo): MemoisedPlan {
  const query = parseQuery(logoQuerySchema, c.req.query());
  const domain = domainFromParam(c.req.param('domain'));
  const negotiated = query.format === 'auto';
  const format = query.format === 'auto' ? negotiateFormat(c.req.header('accept')) : query.format;
  const plan = planLogo(deps.catalog, { ...query, domain, format });
  if (plan.kind === 'not-found') throw new ApiError(404, 'LOGO_NOT_FOUND', plan.message);
  const memoised = { plan, negotiated };
  memo.set(memoKey, memoised);
  return memoised;
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
    const body = await produceLogo(deps.storage, plan);
    deps.responseCache.set(plan.etag, body);
    return body;
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
