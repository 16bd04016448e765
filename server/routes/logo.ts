// GET /v1/:domain: validate, plan (memoised per URL until the catalog changes), then serve the image.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { planLogo } from '../../pipeline/logo/plan.ts';
import type { LogoRequest } from '../../pipeline/logo/request.ts';
import { chooseFormat } from '../content-negotiation.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { domainFromParam } from '../domain-param.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { serveLogo } from '../logo-response.ts';
import { createPlanMemo, type MemoisedPlan, type PlanMemo } from '../plan-memo.ts';
import { domainParam, gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { parseQuery } from '../schemas/query.ts';

export const logoRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}',
  summary: 'Logo of a brand by domain',
  security,
  request: { params: domainParam, query: logoQuerySchema },
  responses: {
    ...imageResponses,
    ...invalid('INVALID_DOMAIN or INVALID_PARAMETER'),
    ...notFound('LOGO_NOT_FOUND (fallback=404)'),
    ...gatedErrors,
  },
});

/** What a URL's path fixes about the request, over whatever its query says (the static asset path form). */
export type PathOverrides = Partial<Pick<LogoRequest, 'variant' | 'theme' | 'format' | 'size' | 'retina'>>;
export type LogoHandler = (c: Context<AppEnv>, overrides?: PathOverrides) => Promise<Response>;

export function createLogoHandler(deps: Deps): LogoHandler {
  const memo = createPlanMemo(deps.catalog);
  return async function logo(c, overrides) {
    const memoKey = `${c.req.url}\n${c.req.header('accept') ?? ''}`;
    const { plan, negotiated } = memo.get(memoKey) ?? planRequest(c, deps, memoKey, memo, overrides);
    if (plan.kind === 'monogram') {
      // Queued off the response path: a monogram answers at once whatever the state database is doing.
      deps.discoveryQueue.enqueue(plan.request.domain).catch((error: Error) => deps.logger.warn('discovery enqueue failed', { error: error.message }));
    }
    return serveLogo(c, deps, plan, negotiated);
  };
}

export function registerLogoRoute(app: App, handler: LogoHandler): void {
  documented(app, logoRoute, (c) => handler(c));
}

function planRequest(c: Context<AppEnv>, deps: Deps, memoKey: string, memo: PlanMemo, overrides: PathOverrides = {}): MemoisedPlan {
  const query = parseQuery(logoQuerySchema, c.req.query());
  const domain = domainFromParam(c.req.param('domain'));
  const { format, negotiated, monogramFormat } = overrides.format
    ? { format: overrides.format, negotiated: false }
    : chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
  const plan = planLogo(deps.catalog, { ...query, ...overrides, domain, format, monogramFormat });
  if (plan.kind === 'not-found') throw new ApiError(404, 'LOGO_NOT_FOUND', plan.message);
  const memoised = { plan, negotiated };
  memo.set(memoKey, memoised);
  return memoised;
}
