// GET /v1/name/:brand: the logo of the brand a company name means (folded: legal forms and qualifiers ignored),
// served exactly like GET /v1/:domain; no confident match gives a monogram of the name's first letter.
import { createRoute, z } from '@hono/zod-openapi';
import { searchable } from '../../catalog/text.ts';
import { NAME_SEED_PREFIX } from '../../pipeline/logo/subject.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { logoOptionsOf } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { MAX_QUERY_LENGTH } from '../schemas/search-query.ts';
import { refuseHiddenText } from '../schemas/text.ts';

export const nameRoute = createRoute({
  method: 'get',
  path: '/v1/name/{brand}',
  summary: 'Logo of a brand by name',
  description:
    'Resolves a company name (case, accents, punctuation and legal forms do not matter) to a brand and serves its logo exactly as GET /v1/{domain} would; below the match threshold, as fallback asks: a monogram of the name (the default), 404, a transparent image or a redirect.',
  security,
  request: {
    params: z.object({ brand: z.string().openapi({ description: 'brand name', example: 'Stripe' }) }),
    query: logoQuerySchema,
  },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

export function registerNameRoute(app: App, deps: Deps): void {
  documented(app, nameRoute, async function logoByName(c) {
    const { options, negotiated } = logoOptionsOf(c);
    const name = c.req.param('brand') ?? '';
    refuseHiddenText({ brand: name });
    const normalised = searchable(name);
    if (normalised === '' || name.length > MAX_QUERY_LENGTH) {
      throw new ApiError(400, 'INVALID_PARAMETER', `brand must be a name of 1 to ${MAX_QUERY_LENGTH} characters, got ${JSON.stringify(name.slice(0, 100))}`);
    }
    // Below the confidence threshold a name answers like no match: another company's logo is worse than none.
    const domain = deps.search.resolveName(name)?.domain;
    const missing = `no brand matches ${JSON.stringify(name)}`;
    return serveLogo(c, deps, { subject: { kind: 'brand', domain, seed: `${NAME_SEED_PREFIX}${normalised}`, label: name, missing }, options, negotiated });
  });
}
