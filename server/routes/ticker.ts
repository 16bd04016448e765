// GET /v1/ticker/:symbol: the logo of the listed company a stock symbol names ("AAPL", "BRK.B", "AAPL:NASDAQ"),
// served exactly like GET /v1/:domain; an unknown symbol gets a monogram of the symbol, or 404 with fallback=404.
import { createRoute, z } from '@hono/zod-openapi';
import type { Catalog } from '../../catalog/catalog.ts';
import { planLogo, planMonogram } from '../../pipeline/logo/plan.ts';
import { chooseFormat } from '../content-negotiation.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { ApiError } from '../errors.ts';
import { serveLogo, TICKER_SEED_PREFIX } from '../logo-response.ts';
import { gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { parseQuery } from '../schemas/query.ts';
import { countDemand } from './logo.ts';

export const EXCHANGES = ['NYSE', 'NASDAQ', 'CBOE', 'OTC'] as const;
const SYMBOL = /^[A-Z0-9]{1,10}(?:\.[A-Z0-9]{1,4})?$/;

export const tickerRoute = createRoute({
  method: 'get',
  path: '/v1/ticker/{symbol}',
  summary: 'Logo of a listed company by stock ticker',
  description:
    'Serves the logo of the listed company a stock symbol names, exactly as GET /v1/{domain} would; a symbol no listed company has answers a monogram, or 404 with fallback=404.',
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
    const query = parseQuery(logoQuerySchema, c.req.query());
    const { symbol, exchange } = parseTicker(c.req.param('symbol') ?? '');
    const domain = listedDomain(deps.catalog, symbol, exchange);
    const { format, negotiated, monogramFormat } = chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
    const request = { ...query, format, monogramFormat, domain: domain ?? `${TICKER_SEED_PREFIX}${symbol}` };
    const plan = domain ? planLogo(deps.catalog, request) : query.fallback === '404' ? undefined : planMonogram(request, symbol);
    if (!plan || plan.kind === 'not-found') {
      throw new ApiError(404, 'LOGO_NOT_FOUND', plan?.message ?? `no listed company has the symbol ${symbol}${exchange ? ` on ${exchange}` : ''}; fallback=404 asked for no placeholder`);
    }
    countDemand(deps, plan);
    return serveLogo(c, deps, deps.overrides.apply(plan, c.get('caller')), negotiated);
  });
}

/** The one company listed under `symbol` (on `exchange`, if named), or undefined (GET /v1/ticker, the MCP get_brand). */
export function listedDomain(catalog: Pick<Catalog, 'tickers'>, symbol: string, exchange: string | undefined): string | undefined {
  const listings = catalog.tickers(symbol).filter((ticker) => !exchange || ticker.exchange.toUpperCase() === exchange);
  // One symbol on two exchanges for two companies is ambiguous without the exchange: answered like no match.
  const domains = new Set(listings.map((ticker) => ticker.domain));
  return domains.size === 1 ? [...domains][0] : undefined;
}
