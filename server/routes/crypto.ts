// GET /v1/crypto/:symbol: a cryptocurrency's icon ("BTC", "ETH") from cryptocurrency-icons (CC0), with the logo
// endpoint's parameters; X-Logo-Domain carries the asset id ("crypto:btc"), as a coin has no domain.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { logoOptionsOf } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';

const SYMBOL = /^[A-Z0-9]{1,12}$/;

export const cryptoRoute = createRoute({
  method: 'get',
  path: '/v1/crypto/{symbol}',
  summary: 'Icon of a cryptocurrency by symbol',
  description:
    'Serves a coin\'s icon with the logo parameters; X-Logo-Domain carries the asset id (crypto:btc). Unknown coins are answered as fallback asks: a monogram (the default), 404, a transparent image or a redirect.',
  security,
  request: {
    params: z.object({ symbol: z.string().openapi({ description: 'coin symbol, any case', example: 'BTC' }) }),
    query: logoQuerySchema,
  },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

export function registerCryptoRoute(app: App, deps: Deps): void {
  documented(app, cryptoRoute, async function cryptoIcon(c) {
    const { options, negotiated } = logoOptionsOf(c);
    const raw = c.req.param('symbol') ?? '';
    const symbol = raw.trim().toUpperCase();
    if (!SYMBOL.test(symbol)) {
      throw new ApiError(400, 'INVALID_PARAMETER', `symbol must be a coin symbol of 1 to 12 letters or digits such as "BTC", got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    const id = symbol.toLowerCase();
    const subject = { kind: 'coin', id: `crypto:${id}`, asset: deps.catalog.cryptoAsset(symbol)?.asset, seed: `crypto:?${id}`, label: symbol, missing: `no icon is known for the coin ${symbol}` } as const;
    return serveLogo(c, deps, { subject, options, negotiated });
  });
}
