// GET /v1/brand/:domain: the brand record; unknown facts are null, never invented.
import { createRoute } from '@hono/zod-openapi';
import { primaryListing } from '../../catalog/listing.ts';
import type { Brand } from '../../catalog/types.ts';
import { nativeSizeOf } from '../../pipeline/logo/enlarge.ts';
import { gatedCaching } from '../cache-policy.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { domainFromParam } from '../domain-param.ts';
import { ApiError } from '../errors.ts';
import { respondJson } from '../respond.ts';
import { domainParam, gatedErrors, invalid, notFound, rateLimitHeaders, security } from '../schemas/common.ts';
import { brandSchema } from '../schemas/responses.ts';

export const brandRoute = createRoute({
  method: 'get',
  path: '/v1/brand/{domain}',
  summary: 'Brand data: name, domains, colours, socials, industry and stored logos',
  description:
    'Aliases resolve to the primary brand. Unknown facts are null, never guessed; logos lists the assets actually stored with their provenance; factSources says where each fact came from.',
  security,
  request: { params: domainParam },
  responses: {
    200: { description: 'the brand', headers: rateLimitHeaders, content: { 'application/json': { schema: brandSchema } } },
    ...invalid('INVALID_DOMAIN'),
    ...notFound('BRAND_NOT_FOUND'),
    ...gatedErrors,
  },
});

export function registerBrandRoute(app: App, deps: Deps): void {
  documented(app, brandRoute, function brand(c) {
    const domain = domainFromParam(c.req.param('domain'));
    const primary = deps.catalog.resolveDomain(domain);
    const brand = primary && deps.catalog.getBrand(primary);
    if (!brand) throw new ApiError(404, 'BRAND_NOT_FOUND', `no brand is known for ${domain}`);
    return respondJson(c, brandBody(deps, brand, new URL(c.req.url).origin), 200, gatedCaching(c.get('caller'), 'public, max-age=3600'));
  });
}

/** The brand record as GET /v1/brand/:domain answers it (and the merchant routes embed it); logo URLs on `origin`. */
export function brandBody(deps: Pick<Deps, 'catalog' | 'gics'>, brand: Brand, origin: string) {
  return {
    domain: brand.domain,
    name: brand.name,
    description: brand.description,
    aliases: deps.catalog.aliasesOf(brand.domain),
    colors: brand.colors.length > 0 ? brand.colors : null,
    socials: Object.keys(brand.socials).length > 0 ? brand.socials : null,
    employees: brand.employees,
    ticker: primaryListing(deps.catalog.tickersOf(brand.domain)),
    founded: brand.founded ?? null,
    industry: (brand.gicsCode && deps.gics.expand(brand.gicsCode)) || null,
    logos: deps.catalog.assetsOf(brand.domain).map((asset) => ({
      variant: asset.variant,
      theme: asset.theme,
      format: asset.format,
      url: `${origin}/v1/${brand.domain}?variant=${asset.variant}&theme=${asset.theme}&format=${asset.format}`,
      width: asset.width,
      height: asset.height,
      nativeSize: nativeSizeOf(asset) ?? null,
      provenance: asset.provenance,
    })),
    factSources: factSourcesOf(brand),
  };
}

/** Every fact the record holds, with its origin: the per-field origin stored with it (discovery writes one for each
 * fact it read), else the record's own source, which supplied everything it did not attribute. */
export function factSourcesOf(brand: Brand): Record<string, string> {
  const stored = brand.factSources ?? {};
  const held: string[] = [
    'name',
    ...(brand.description !== null ? ['description'] : []),
    ...(brand.colors.length > 0 ? ['colors'] : []),
    ...(brand.employees !== null ? ['employees'] : []),
    ...Object.keys(brand.socials).map((platform) => `socials.${platform}`),
  ];
  return Object.fromEntries(held.map((field) => [field, stored[field] ?? brand.source]));
}
