// GET /v1/brand/:domain: the brand record; unknown facts are null, never invented.
import { createRoute } from '@hono/zod-openapi';
import { factSourcesOf } from '../../catalog/fact-sources.ts';
import { looksLikeEmailAddress } from '../../catalog/email.ts';
import { primaryListing } from '../../catalog/listing.ts';
import type { Brand } from '../../catalog/types.ts';
import { nativeSizeOf } from '../../pipeline/logo/enlarge.ts';
import { gatedCaching } from '../http/cache-policy.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam, emailFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';
import { domainParam, gatedErrors, invalid, notFound, rateLimitHeaders, security } from '../schemas/common.ts';
import { brandSchema } from '../schemas/responses.ts';

export const brandRoute = createRoute({
  method: 'get',
  path: '/v1/brand/{domain}',
  summary: 'Brand data: name, domains, colours, socials, industry and stored logos',
  description:
    'Aliases resolve to the primary brand. A company email address answers its company (a personal address at a free mail provider: BRAND_NOT_FOUND). Unknown facts are null, never guessed; logos lists the assets actually stored with their provenance; factSources says where each fact came from; ' +
    'updatedAt says when the logos last changed and checkedAt when discovery last looked.',
  security,
  request: { params: domainParam },
  responses: {
    200: { description: 'the brand', headers: rateLimitHeaders, content: { 'application/json': { schema: brandSchema } } },
    ...invalid('INVALID_DOMAIN or INVALID_EMAIL'),
    ...notFound('BRAND_NOT_FOUND'),
    ...gatedErrors,
  },
});

export function registerBrandRoute(app: App, deps: Deps): void {
  documented(app, brandRoute, function brand(c) {
    const domain = brandDomainFromParam(c.req.param('domain'));
    const primary = deps.catalog.resolveDomain(domain);
    const brand = primary && deps.catalog.getBrand(primary);
    if (!brand) throw new ApiError(404, 'BRAND_NOT_FOUND', `no brand is known for ${domain}`);
    return respondJson(c, brandBody(deps, brand, deps.config.linkOrigin), 200, gatedCaching(c.get('caller'), 'public, max-age=3600'));
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
    updatedAt: brand.logoUpdatedAt ?? null,
    checkedAt: brand.checkedAt ?? null,
  };
}

/** A domain, or the domain of a company address; a personal address (a free mail provider) names no brand. */
export function brandDomainFromParam(raw: string | undefined): string {
  if (!looksLikeEmailAddress(raw ?? '')) return domainFromParam(raw);
  const email = emailFromParam(raw, 'domain');
  if (email.freeMail) throw new ApiError(404, 'BRAND_NOT_FOUND', `${email.address} is a personal address at a free mail provider, not a company's`);
  return email.domain;
}
