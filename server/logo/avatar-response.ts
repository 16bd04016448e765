// Answers a person's avatar (GET /v1/email/:address at a free mail provider) with the headers of a logo answer: a
// 304 on a matching ETag, else the response cache, else the render step; X-Logo-Source says it is a Gravatar.
import type { Context } from 'hono';
import { CACHE_CONTROL } from '../../pipeline/cache-policy.ts';
import { etagMatches } from '../../pipeline/logo/answer.ts';
import { produceAvatar, type AvatarPlan } from '../../pipeline/email/avatar.ts';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import { RenderOverloadedError } from '../../pipeline/render/pool.ts';
import { UndecodableImageError } from '../../pipeline/render/render.ts';
import { gatedCaching } from '../http/cache-policy.ts';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import { SVG_WITH_RASTER_CSP } from './headers.ts';
import { addResponseHeaders, respond, type HeaderRecord } from '../http/respond.ts';

export async function serveAvatar(c: Context<AppEnv>, deps: Deps, plan: AvatarPlan, negotiated: boolean): Promise<Response> {
  const headers: HeaderRecord = {
    ETag: plan.etag,
    ...gatedCaching(c.get('caller'), CACHE_CONTROL.avatar, negotiated ? 'Accept' : undefined),
    'X-Content-Type-Options': 'nosniff',
  };
  if (plan.request.format === 'svg') headers['Content-Security-Policy'] = SVG_WITH_RASTER_CSP;
  // As for logos (logo/headers.ts), a 304 leaves a cache's X-Logo-Source as the 200 set it.
  if (etagMatches(c.req.header('if-none-match'), plan.etag)) return respond(c, null, 304, headers);
  headers['X-Logo-Source'] = plan.source;
  const cached = deps.responseCache.get(plan.etag);
  const body = cached?.body ?? (await produce(c, deps, plan));
  if (!cached) deps.responseCache.set(plan.etag, { body, source: plan.source });
  headers['Content-Type'] = CONTENT_TYPES[plan.request.format];
  return respond(c, body as Uint8Array<ArrayBuffer>, 200, headers);
}

async function produce(c: Context<AppEnv>, deps: Deps, plan: AvatarPlan): Promise<Buffer> {
  try {
    return await deps.metrics.rendering(() => produceAvatar(plan, deps.renderPool.render));
  } catch (error) {
    if (error instanceof RenderOverloadedError) {
      addResponseHeaders(c, { 'Retry-After': String(error.retryAfterSeconds) });
      throw new ApiError(503, 'OVERLOADED', `${error.message}; stored logos and cached renders are still served`);
    }
    if (error instanceof UndecodableImageError) throw new ApiError(500, 'RENDER_FAILED', 'the Gravatar of the address could not be rendered');
    throw error;
  }
}
