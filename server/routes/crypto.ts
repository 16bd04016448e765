// GET /v1/crypto/:symbol: a cryptocurrency's icon ("BTC", "ETH") from cryptocurrency-icons (CC0), with the logo
// endpoint's parameters; X-Logo-Domain carries the asset id ("crypto:btc"), as a coin has no domain.
import { createRoute, z } from '@hono/zod-openapi';
import { planAssets, planMonogram } from '../../pipeline/logo/plan.ts';
import { chooseFormat } from '../content-negotiation.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { ApiError } from '../errors.ts';
import { serveLogo } from '../logo-response.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { parseQuery } from '../schemas/query.ts';

const SYMBOL = /^[A-Z0-9]{1,12}$/;

export const cryptoRoute = createRoute({
  method: 'get',
  path: '/v1/crypto/{symbol}',
  summary: 'Icon of a cryptocurrency by symbol',
  description:
    'Serves a coin\'s icon with the logo parameters; X-Logo-Domain carries the asset id (crypto:btc). Unknown coins answer a monogram, or 404 with fallback=404.',
  security,
  request: {
    params: z.object({ symbol: z.string().openapi({ description: 'coin symbol, any case', example: 'BTC' }) }),
    query: logoQuerySchema,
  },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

export function registerCryptoRoute(app: App, deps: Deps): void {
  documented(app, cryptoRoute, async function cryptoIcon(c) {
    const query = parseQuery(logoQuerySchema, c.req.query());
    const raw = c.req.param('symbol') ?? '';
    const symbol = raw.trim().toUpperCase();
    if (!SYMBOL.test(symbol)) {
      throw new ApiError(400, 'INVALID_PARAMETER', `symbol must be a coin symbol of 1 to 12 letters or digits such as "BTC", got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    const { format, negotiated, monogramFormat } = chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
    const coin = deps.catalog.cryptoAsset(symbol);
    const request = { ...query, format, monogramFormat, domain: `crypto:${symbol.toLowerCase()}` };
    const plan = coin ? planAssets([coin.asset], request) : query.fallback === '404' ? undefined : planMonogram({ ...request, domain: `crypto:?${symbol.toLowerCase()}` }, symbol);
    if (!plan || plan.kind === 'not-found') {
      throw new ApiError(404, 'LOGO_NOT_FOUND', plan?.message ?? `no icon is known for the coin ${symbol}; fallback=404 asked for no placeholder`);
    }
    return serveLogo(c, deps, plan, negotiated);
  });
}
