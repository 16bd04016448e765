// GET /v1/search: up to 10 brands for a name, domain or alias, as typed (typeahead) or as a lookup (match).
import { createRoute } from '@hono/zod-openapi';
import { primaryListing } from '../../catalog/listing.ts';
import type { SearchStrategy } from '../../catalog/search.ts';
import { gatedCaching } from '../http/cache-policy.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';
import { gatedErrors, invalid, rateLimitHeaders, security } from '../schemas/common.ts';
import { parseQuery } from '../schemas/query.ts';
import { searchResultsSchema } from '../schemas/responses.ts';
import { searchQuerySchema } from '../schemas/search-query.ts';

export const searchRoute = createRoute({
  method: 'get',
  path: '/v1/search',
  summary: 'Search brands by name, domain or alias',
  description:
    'At most 10 brands, best first. Names, names without their legal form, word starts, domains, aliases, tickers and listing names are searched; among equal matches popular brands come first.',
  security,
  request: { query: searchQuerySchema },
  responses: {
    200: { description: 'at most 10 brands, best first', headers: rateLimitHeaders, content: { 'application/json': { schema: searchResultsSchema } } },
    ...invalid('INVALID_PARAMETER'),
    ...gatedErrors,
  },
});

export function registerSearchRoute(app: App, deps: Deps): void {
  documented(app, searchRoute, function search(c) {
    const { q, strategy } = parseQuery(searchQuerySchema, c.req.query());
    const hits = searchHits(deps, q, strategy, 10, deps.config.linkOrigin);
    return respondJson(c, hits, 200, gatedCaching(c.get('caller'), 'public, max-age=300'));
  });
}

/** Search results as GET /v1/search answers them (and the MCP tool search_brands), logo URLs on `origin`. */
export function searchHits(deps: Pick<Deps, 'search' | 'catalog'>, q: string, strategy: SearchStrategy, limit: number, origin: string) {
  return deps.search.search(q, strategy, limit).map((hit) => ({
    name: hit.name,
    domain: hit.domain,
    logo: `${origin}/v1/${hit.domain}`,
    ticker: primaryListing(deps.catalog.tickersOf(hit.domain)),
  }));
}
