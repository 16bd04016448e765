// GET /v1/merchant/logo: the logo of the brand behind a statement line, served exactly like GET /v1/{domain}; a
// merchant with no known brand answers the monogram of its cleaned name.
import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { ApiError } from '../errors.ts';
import { serveLogo } from '../logo-response.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { merchantQuerySchema } from '../schemas/merchant-query.ts';
import { parseQuery } from '../schemas/query.ts';
import { servingPlan } from './logo.ts';
import { planNamedLogo } from './name.ts';

const merchantLogoQuerySchema = logoQuerySchema.extend(merchantQuerySchema.shape);

export const merchantLogoRoute = createRoute({
  method: 'get',
  path: '/v1/merchant/logo',
  summary: 'Logo of the brand behind a statement line',
  description:
    'Resolves the line as GET /v1/merchant does and serves the brand\'s logo exactly as GET /v1/{domain} would (same parameters, fallbacks, caching and headers); a merchant with no known brand answers the monogram of its cleaned name, or 404 LOGO_NOT_FOUND with fallback=404. A transfer or bank entry answers 404 MERCHANT_NOT_FOUND.',
  security,
  request: { query: merchantLogoQuerySchema },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('MERCHANT_NOT_FOUND, or LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

export function registerMerchantLogoRoute(app: App, deps: Deps): void {
  documented(app, merchantLogoRoute, async function merchantLogo(c) {
    const { q, country, ...query } = parseQuery(merchantLogoQuerySchema, c.req.query());
    const resolved = deps.merchants.resolve(q, { country });
    if (!resolved.found) throw new ApiError(404, 'MERCHANT_NOT_FOUND', `the line ${JSON.stringify(q.slice(0, 60))} names no merchant (${resolved.reason})`);
    const { plan, negotiated } = planNamedLogo(c, deps, query, resolved.domain ?? undefined, resolved.merchant);
    // A brand's domain is served as GET /v1/{domain} serves it: demand counted, or discovery asked when it has no logo.
    if (resolved.domain) servingPlan(deps, plan, c.get('caller'));
    return serveLogo(c, deps, plan, negotiated);
  });
}
