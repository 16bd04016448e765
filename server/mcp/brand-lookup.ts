// The get_brand tool's answer: a brand found by domain, email address, ticker or company name, as GET
// /v1/brand/:domain answers it, or a coin's name and icon URL; one way of naming it per call.
import { ApiError } from '../http/errors.ts';
import { brandBody, brandDomainFromParam } from '../routes/brand.ts';
import { listedDomain, parseTicker } from '../routes/ticker.ts';
import type { McpContext } from './context.ts';

export const BRAND_KEYS = ['domain', 'email', 'ticker', 'name', 'crypto'] as const;
export type BrandQuery = Partial<Record<(typeof BRAND_KEYS)[number], string>>;

const COIN = /^[A-Z0-9]{1,12}$/;

export function brandOf(ctx: McpContext, query: BrandQuery) {
  const given = BRAND_KEYS.filter((key) => query[key] !== undefined);
  if (given.length !== 1) {
    throw new ApiError(400, 'INVALID_PARAMETER', `give exactly one of ${BRAND_KEYS.join(', ')}, got ${given.length === 0 ? 'none' : given.join(' and ')}`);
  }
  const key = given[0]!;
  const value = query[key]!;
  if (key === 'crypto') return coinOf(ctx, value);
  const domain = domainNamed(ctx, key, value);
  const primary = domain && ctx.catalog.resolveDomain(domain);
  const brand = primary && ctx.catalog.getBrand(primary);
  if (!brand) throw new ApiError(404, 'BRAND_NOT_FOUND', `no brand is known for the ${key} ${JSON.stringify(value.slice(0, 100))}`);
  return brandBody(ctx, brand, ctx.origin);
}

function domainNamed(ctx: McpContext, key: Exclude<(typeof BRAND_KEYS)[number], 'crypto'>, value: string): string | undefined {
  if (key === 'domain' || key === 'email') return brandDomainFromParam(value);
  if (key === 'ticker') {
    const { symbol, exchange } = parseTicker(value);
    return listedDomain(ctx.catalog, symbol, exchange);
  }
  // Below the confidence threshold a name answers like no match: another company's brand is worse than none.
  return ctx.search.resolveName(value)?.domain;
}

function coinOf(ctx: McpContext, raw: string) {
  const symbol = raw.trim().toUpperCase();
  if (!COIN.test(symbol)) throw new ApiError(400, 'INVALID_PARAMETER', `crypto must be a coin symbol of 1 to 12 letters or digits such as "BTC", got ${JSON.stringify(raw.slice(0, 40))}`);
  const coin = ctx.catalog.cryptoAsset(symbol);
  if (!coin) throw new ApiError(404, 'BRAND_NOT_FOUND', `no coin is known with the symbol ${symbol}`);
  return { crypto: symbol, name: coin.name, logo: `${ctx.origin}/v1/crypto/${symbol}` };
}
