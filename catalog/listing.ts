// A brand's primary listing among its tickers, as /v1/brand and search show it.
import type { Ticker } from './types.ts';

/** The share class a listing name carries no class letter for, else the shortest symbol; null when unlisted. */
export function primaryListing(tickers: readonly Ticker[]): { symbol: string; exchange: string } | null {
  const [first] = [...tickers].sort((a, b) => a.symbol.length - b.symbol.length || (a.symbol < b.symbol ? -1 : 1));
  return first ? { symbol: first.symbol, exchange: first.exchange } : null;
}
