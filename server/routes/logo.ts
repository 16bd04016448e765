// GET /v1/:domain: validate, plan (memoised per URL until the catalog changes), then serve the image.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { planLogo } from '../../pipeline/logo/plan.ts';
import type { LogoRequest } from '../../pipeline/logo/request.ts';
import { chooseFormat } from '../content-negotiation.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { domainFromParam } from '../domain-param.ts';
import type { AppEnv, Caller } from '../env.ts';
import { ApiError } from '../errors.ts';
import { memoryHit, serveLogo } from '../logo-response.ts';
import { brandOfPlan } from '../overrides.ts';
import { createPlanMemo, type MemoisedPlan, type PlanMemo } from '../plan-memo.ts';
import { domainParam, gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { parseQuery } from '../schemas/query.ts';

export const logoRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}',
  summary: 'Logo of a brand by domain',
  description:
    'The logo of the brand a domain, URL or alias names, in the asked variant, format, size and theme. A domain without a logo answers a monogram (X-Logo-Source: monogram) and is queued for discovery, or 404 with fallback=404. A matching If-None-Match answers 304.',
  security,
  request: { params: domainParam, query: logoQuerySchema },
  responses: {
    ...imageResponses,
    ...invalid('INVALID_DOMAIN or INVALID_PARAMETER'),
    ...notFound('LOGO_NOT_FOUND (fallback=404)'),
    ...gatedErrors,
  },
});

/** What a URL's path fixes about the request, over whatever its query says (the static asset path form, an address's domain). */
export type PathOverrides = Partial<Pick<LogoRequest, 'domain' | 'variant' | 'theme' | 'format' | 'size' | 'retina'>>;
export type LogoHandler = (c: Context<AppEnv>, overrides?: PathOverrides) => Promise<Response>;

export function createLogoHandler(deps: Deps, memo: PlanMemo = createPlanMemo(deps.catalog)): LogoHandler {
  return async function logo(c, overrides) {
    const memoKey = planMemoKey(c.req.url, c.req.header('accept'));
    const { plan: planned, negotiated } = memo.get(memoKey) ?? planRequest(c, deps, memoKey, memo, overrides);
    const plan = deps.overrides.apply(planned, c.get('caller'));
    servingPlan(deps, plan, c.get('caller'));
    return serveLogo(c, deps, plan, negotiated);
  };
}

/**
 * The plan's key: path and query (a full URL or just its path; the host does not change the logo) and Accept.
 * The URL is as the adapter built it, so a request line it would normalise never equals a key and is planned anew.
 */
export function planMemoKey(url: string, accept: string | undefined): string {
  const path = url.charCodeAt(0) === 47 ? url : url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return `${path}\n${accept ?? ''}`;
}

/**
 * The fast path's side of the handler above: the same answer when the plan is memoised and the image in memory.
 * Looking up has no effect; the caller calls servingPlan once the request has passed the /v1 middleware.
 */
export function logoFromMemory(deps: Deps, memo: PlanMemo, memoKey: string, ifNoneMatch: string | undefined) {
  const memoised = memo.get(memoKey);
  const hit = memoised && memoryHit(deps, memoised.plan, ifNoneMatch);
  return hit && { hit, plan: memoised.plan, negotiated: memoised.negotiated };
}

/**
 * A brand's logo served counts toward its demand (search ranks it first); a monogram served means the brand has no
 * logo yet: discovery looks for one. Both are counted in memory and written in batches, off the response path.
 */
export function servingPlan(deps: Deps, plan: MemoisedPlan['plan'], caller: Caller): void {
  if (caller?.kind === 'key') deps.requestedDomains.note(caller.account.id, brandOfPlan(deps.catalog, plan));
  if (plan.kind === 'monogram') deps.discoveryIntake.offer(plan.request.domain, clientOf(caller));
  else countDemand(deps, plan);
  if (caller.kind === 'key') deps.webhooks.interest.note(caller.account.id, plan.kind === 'monogram' ? plan.request.domain : plan.asset.domain);
}

/** A brand's own logo served, whether asked by domain, ticker or name, counts toward its demand; a placeholder does not. */
export function countDemand(deps: Deps, plan: MemoisedPlan['plan']): void {
  if (plan.kind === 'asset') deps.brandDemand.count(plan.asset.domain);
}

export function registerLogoRoute(app: App, handler: LogoHandler): string {
  return documented(app, logoRoute, (c) => handler(c));
}

function planRequest(c: Context<AppEnv>, deps: Deps, memoKey: string, memo: PlanMemo, overrides: PathOverrides = {}): MemoisedPlan {
  const query = parseQuery(logoQuerySchema, c.req.query());
  const domain = overrides.domain ?? domainFromParam(c.req.param('domain'));
  const { format, negotiated, monogramFormat } = overrides.format
    ? { format: overrides.format, negotiated: false }
    : chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
  const plan = planLogo(deps.catalog, { ...query, ...overrides, domain, format, monogramFormat });
  if (plan.kind === 'not-found') throw new ApiError(404, 'LOGO_NOT_FOUND', plan.message);
  const memoised = { plan, negotiated };
  memo.set(memoKey, memoised);
  return memoised;
}

/** Whose quota a discovery request counts against: the account behind a key, else the caller's address. */
function clientOf(caller: Caller): string {
  return caller.kind === 'key' ? `account:${caller.account.id}` : `ip:${caller.ip}`;
}
