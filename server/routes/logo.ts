// GET /v1/:domain: validate, plan (memoised per URL until the catalog changes), then serve the image.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { planLogo } from '../../pipeline/logo/plan.ts';
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

export function registerLogoRoute(app: App, deps: Deps): void {
  const memo = createPlanMemo(deps.catalog);
  documented(app, logoRoute, async function logo(c) {
    const memoKey = `${c.req.url}\n${c.req.header('accept') ?? ''}`;
    const { plan, negotiated } = memo.get(memoKey) ?? planRequest(c, deps, memoKey, memo);
    if (plan.kind === 'monogram') deps.discoveryQueue.enqueue(plan.request.domain);
    return serveLogo(c, deps, plan, negotiated);
  });
}

function planRequest(c: Context<AppEnv>, deps: Deps, memoKey: string, memo: PlanMemo): MemoisedPlan {
  const query = parseQuery(logoQuerySchema, c.req.query());
  const domain = domainFromParam(c.req.param('domain'));
  const { format, negotiated } = chooseFormat(query.format, c.req.header('accept'));
  const plan = planLogo(deps.catalog, { ...query, domain, format });
  if (plan.kind === 'not-found') throw new ApiError(404, 'LOGO_NOT_FOUND', plan.message);
  const memoised = { plan, negotiated };
  memo.set(memoKey, memoised);
  return memoised;
}
