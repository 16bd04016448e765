// `logos coverage`: what share of the top-sites list gets a real logo (and the top misses), and how well the S&P 500
// is covered, measured on the imported catalog.
import { z } from 'zod';
import { measureCoverage, type CoverageReport } from '../../pipeline/seed/coverage.ts';
import { readListings, readTopSites } from '../../pipeline/seed/listings.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({
  json: z.boolean().default(false),
  misses: z.coerce.number().int().min(0).max(500).default(30),
});

export async function coverage(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const report = await withRoot((root) => {
    if (root.catalog.counts().brands === 0) throw new Error('the catalog is empty: run `logos import` first');
    return measureCoverage(root.catalog, readTopSites(), readListings(), options.misses);
  });
  print(report, options.json, () => describe(report));
}

function describe(report: CoverageReport): string {
  const percent = (part: number, whole: number) => `${part} / ${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)} %)`;
  const { topSites, sp500, brands } = report;
  return [
    `top-sites: real logo for ${percent(topSites.realLogo, topSites.total)}`,
    `top misses:`,
    ...topSites.misses.map((miss) => `  ${String(miss.rank).padStart(3)}  ${miss.domain}${miss.brand ? ` (brand ${miss.brand}, no logo)` : ''}`),
    `S&P 500 (${sp500.companies} companies): brand record ${percent(sp500.brandRecord, sp500.companies)}, logo ${percent(sp500.logo, sp500.companies)},`,
    `  GICS ${percent(sp500.gics, sp500.companies)}, ticker lookup ${percent(sp500.tickerLookup, sp500.companies)}, description ${percent(sp500.description, sp500.companies)}`,
    `brands: ${brands.total}, with a logo ${percent(brands.withLogo, brands.total)}, with a description ${percent(brands.withDescription, brands.total)}`,
  ].join('\n');
}
