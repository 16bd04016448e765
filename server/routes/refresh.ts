// POST /v1/refresh/:domain: look at a domain again now, ahead of the discovery queue; limited per plan.
import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { keyedCaller } from '../gate/keyed-caller.ts';
import { respondJson } from '../http/respond.ts';
import { admitRediscovery } from '../discovery/rediscovery.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, rateLimitHeaders } from '../schemas/common.ts';
import { refreshSchema } from '../schemas/freshness.ts';

export const refreshRoute = createRoute({
  method: 'post',
  path: '/v1/refresh/{domain}',
  summary: 'Queue a domain for discovery again, ahead of the queue',
  description:
    'Needs an API key. The domain is looked at again by the next free discovery worker, before every domain not so asked; ' +
    'a logo found that differs from the stored one replaces it (curated logos are never replaced) and moves the brand\'s updatedAt. ' +
    'Besides the request limit, each plan allows refreshesPerMinute calls, shared with reports (429 RATE_LIMITED beyond it); a domain not looked at before takes one of the per-client DISCOVERY_CLIENT_QUOTA new domains per hour (429), and a full queue refuses a domain not waiting already (503 DISCOVERY_QUEUE_FULL).',
  security: keyedSecurity,
  request: { params: domainParam },
  responses: {
    202: {
      description: 'queued, or already being looked at',
      headers: rateLimitHeaders,
      content: {
        'application/json': {
          schema: refreshSchema,
          example: { domain: 'acme.com', state: 'queued', position: 1, checkedAt: '2026-01-10T08:00:00.000Z', updatedAt: '2025-11-02T14:21:07.512Z' },
        },
      },
    },
    ...invalid('INVALID_DOMAIN'),
    ...gatedErrors,
    503: { ...gatedErrors[503], ...errorResponse('DISCOVERY_QUEUE_FULL: the discovery queue is full, or OVERLOADED; see Retry-After') },
  },
});

export function registerRefreshRoute(app: App, deps: Deps): void {
  documented(app, refreshRoute, async function refresh(c) {
    const caller = keyedCaller(c, 'POST /v1/refresh');
    const requested = domainFromParam(c.req.param('domain'));
    const domain = deps.catalog.resolveDomain(requested) ?? requested;
    await admitRediscovery(deps, caller.account, domain);
    const brand = deps.catalog.getBrand(domain);
    const queued = await deps.discoveryQueue.refresh(domain);
    deps.discoveryWorker.wake();
    const body = { domain, ...queued, checkedAt: brand?.checkedAt ?? null, updatedAt: brand?.logoUpdatedAt ?? null };
    return respondJson(c, body, 202, { 'Cache-Control': 'no-store' });
  });
}
