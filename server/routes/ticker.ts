// GET /v1/ticker/:symbol: the logo of the listed company a stock symbol names ("AAPL", "BRK.B", "AAPL:NASDAQ"),
// served exactly like GET /v1/:domain; an unknown symbol gets a monogram of the symbol, or 404 with fallback=404.
import { createRoute, z } from '@hono/zod-openapi';
import { TICKER_SEED_PREFIX } from '../../pipeline/logo/subject.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { logoOptionsOf } from '../logo/options.ts';
import { serveLogo } from '../logo/serve.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';

export const EXCHANGES = ['NYSE', 'NASDAQ', 'CBOE', 'OTC'] as const;
const SYMBOL = /^[A-Z0-9]{1,10}(?:\.[A-Z0-9]{1,4})?$/;

export const tickerRoute = createRoute({
  method: 'get',
  path: '/v1/ticker/{symbol}',
  summary: 'Logo of a listed company by stock ticker',
  description:
    'Serves the logo of the listed company a stock symbol names, exactly as GET /v1/{domain} would; a symbol no listed company has is answered as fallback asks: a monogram of the symbol (the default), 404, a transparent image or a redirect.',
  security,
  request: {
    params: z.object({
      symbol: z.string().openapi({
        description: `ticker symbol; share classes with a dot or dash (BRK.B, BRK-B); an exchange after a colon or dot where it disambiguates (${EXCHANGES.join(', ')}): AAPL:NASDAQ`,
        example: 'AAPL',
      }),
    }),
    query: logoQuerySchema,
  },
  responses: { ...imageResponses, ...invalid('INVALID_PARAMETER'), ...notFound('LOGO_NOT_FOUND (fallback=404)'), ...gatedErrors },
});

/** "brk-b" → BRK.B; "aapl:nasdaq" and "AAPL.NASDAQ" → AAPL on NASDAQ; anything else is a 400 naming what came. */
export function parseTicker(raw: string): { symbol: string; exchange?: string } {
  let text = raw.trim().toUpperCase().replaceAll('-', '.');
  let exchange: string | undefined;
  const colon = text.lastIndexOf(':');
  const dot = text.lastIndexOf('.');
  if (colon !== -1) {
    exchange = text.slice(colon + 1);
    text = text.slice(0, colon);
  } else if (dot !== -1 && (EXCHANGES as readonly string[]).includes(text.slice(dot + 1))) {
    exchange = text.slice(dot + 1);
    text = text.slice(0, dot);
  }
  if (!SYMBOL.test(text) || (exchange !== undefined && !(EXCHANGES as readonly string[]).includes(exchange))) {
    throw new ApiError(400, 'INVALID_PARAMETER', `symbol must be a ticker such as "AAPL", "BRK.B" or "AAPL:NASDAQ" (exchanges ${EXCHANGES.join(', ')}), got ${JSON.stringify(raw.slice(0, 40))}`);
  }
  return { symbol: text, exchange };
}

export function registerTickerRoute(app: App, deps: Deps): void {
  documented(app, tickerRoute, async function logoByTicker(c) {
    const { options, negotiated } = logoOptionsOf(c);
    const { symbol, exchange } = parseTicker(c.req.param('symbol') ?? '');
    const domain = listedDomain(deps.catalog, symbol, exchange);
    const missing = `no listed company has the symbol ${symbol}${exchange ? ` on ${exchange}` : ''}`;
    return serveLogo(c, deps, { subject: { kind: 'brand', domain, seed: `${TICKER_SEED_PREFIX}${symbol}`, label: symbol, missing }, options, negotiated });
  });
}

/** The one company listed under `symbol` (on `exchange`, if named), or undefined (GET /v1/ticker, the MCP get_brand). */
export function listedDomain(catalog: Pick<Catalog, 'tickers'>, symbol: string, exchange: string | undefined): string | undefined {
  const listings = catalog.tickers(symbol).filter((ticker) => !exchange || ticker.exchange.toUpperCase() === exchange);
  // One symbol on two exchanges for two companies is ambiguous without the exchange: answered like no match.
  const domains = new Set(listings.map((ticker) => ticker.domain));
  return domains.size === 1 ? [...domains][0] : undefined;
}
