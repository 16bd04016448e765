// GET /v1/name/:brand: the logo of the brand a company name means (folded: legal forms and qualifiers ignored),
// served exactly like GET /v1/:domain; no confident match gives a monogram of the name's first letter.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { searchable } from '../../catalog/text.ts';
import { planLogo, planMonogram } from '../../pipeline/logo/plan.ts';
import { chooseFormat } from '../content-negotiation.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { NAME_SEED_PREFIX, serveLogo } from '../logo-response.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema, type LogoQuery } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { parseQuery } from '../schemas/query.ts';
import { MAX_QUERY_LENGTH } from '../schemas/search-query.ts';
import { countDemand } from './logo.ts';

export const nameRoute = createRoute({
  method: 'get',
  path: '/v1/name/{brand}',
  summary: 'Logo of a brand by name',
  description:
    'Resolves a company name (case, accents, punctuation and legal forms do not matter) to a brand and serves its logo exactly as GET /v1/{domain} would; below the match threshold, a monogram or 404 with fallback=404.',
  security,
  request: {
    params: z.object({ brand: z.string().openapi({ description: 'brand name', example: 'Stripe' }) }),
    query: logoQuerySchema,
  },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

export function registerNameRoute(app: App, deps: Deps): void {
  documented(app, nameRoute, async function logoByName(c) {
    const query = parseQuery(logoQuerySchema, c.req.query());
    const name = c.req.param('brand') ?? '';
    if (searchable(name) === '' || name.length > MAX_QUERY_LENGTH) {
      throw new ApiError(400, 'INVALID_PARAMETER', `brand must be a name of 1 to ${MAX_QUERY_LENGTH} characters, got ${JSON.stringify(name.slice(0, 100))}`);
    }
    // Below the confidence threshold a name answers like no match: another company's logo is worse than none.
    const { plan, negotiated } = planNamedLogo(c, deps, query, deps.search.resolveName(name)?.domain, name);
    countDemand(deps, plan);
    return serveLogo(c, deps, deps.overrides.apply(plan, c.get('caller')), negotiated);
  });
}

/**
 * The plan of a brand's logo found by a name (a company name, a statement line's merchant), exactly as GET
 * /v1/{domain} plans it; without a domain, a monogram of the name, or 404 with fallback=404.
 */
export function planNamedLogo(c: Context<AppEnv>, deps: Deps, query: LogoQuery, domain: string | undefined, name: string) {
  const { format, negotiated, monogramFormat } = chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
  const request = { ...query, format, monogramFormat, domain: domain ?? `${NAME_SEED_PREFIX}${searchable(name)}` };
  const plan = domain ? planLogo(deps.catalog, request) : query.fallback === '404' ? undefined : planMonogram(request, name);
  if (!plan || plan.kind === 'not-found') {
    throw new ApiError(404, 'LOGO_NOT_FOUND', plan?.message ?? `no brand matches ${JSON.stringify(name)}; fallback=404 asked for no placeholder`);
  }
  return { plan, negotiated };
}
