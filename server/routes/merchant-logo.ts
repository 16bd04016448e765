// GET /v1/merchant/logo: the logo of the brand behind a statement line, served exactly like GET /v1/{domain}; a
// merchant with no known brand answers the monogram of its cleaned name.
import { createRoute } from '@hono/zod-openapi';
import { searchable } from '../../catalog/text.ts';
import { NAME_SEED_PREFIX, type LogoSubject } from '../../pipeline/logo/subject.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { logoOptionsOf } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { merchantQuerySchema } from '../schemas/merchant-query.ts';
import { parseQuery } from '../schemas/query.ts';

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
    const { q, country } = parseQuery(merchantLogoQuerySchema, c.req.query());
    const resolved = deps.merchants.resolve(q, { country });
    if (!resolved.found) throw new ApiError(404, 'MERCHANT_NOT_FOUND', `the line ${JSON.stringify(q.slice(0, 60))} names no merchant (${resolved.reason})`);
    const { options, negotiated } = logoOptionsOf(c);
    // A brand's domain is answered as GET /v1/{domain} answers it (demand counted, or discovery asked when it has no
    // logo); a merchant with no known brand as a name that matched nothing.
    const subject: LogoSubject = resolved.domain
      ? { kind: 'domain', domain: resolved.domain }
      : { kind: 'brand', domain: undefined, seed: `${NAME_SEED_PREFIX}${searchable(resolved.merchant)}`, label: resolved.merchant, missing: `no brand is known for the merchant ${JSON.stringify(resolved.merchant)}` };
    return serveLogo(c, deps, { subject, options, negotiated });
  });
}
