// How much of what people ask for the catalog answers: the top-sites list (real logo or placeholder) and the S&P 500
// (brand record, logo, GICS, a ticker lookup that answers, a description). Measured through the same lookups the
// endpoints use, so a figure here is what a caller gets.
import type { Catalog } from '../../catalog/catalog.ts';
import type { ListedCompany } from './listings.ts';

export interface CoverageReport {
  topSites: { total: number; realLogo: number; share: number; misses: { rank: number; domain: string; brand: string | null }[] };
  sp500: { companies: number; brandRecord: number; logo: number; gics: number; tickerLookup: number; description: number };
  /** `sources`: stored source images (the seed's SVG marks and operators' uploads), from which every asset is rendered. */
  brands: { total: number; withLogo: number; withDescription: number; domains: number; sources: number };
}

export function measureCoverage(catalog: Catalog, topSites: readonly string[], listings: readonly ListedCompany[], missesShown = 30): CoverageReport {
  const misses: CoverageReport['topSites']['misses'] = [];
  let realLogo = 0;
  topSites.forEach((domain, index) => {
    const { primary, assets } = catalog.lookup(domain);
    if (assets.length > 0) realLogo++;
    else if (misses.length < missesShown) misses.push({ rank: index + 1, domain, brand: primary ?? null });
  });

  const sp500 = { companies: listings.length, brandRecord: 0, logo: 0, gics: 0, tickerLookup: 0, description: 0 };
  for (const company of listings) {
    const primary = company.domain ? catalog.resolveDomain(company.domain) : undefined;
    const brand = primary ? catalog.getBrand(primary) : undefined;
    if (!brand) continue;
    sp500.brandRecord++;
    if (catalog.assetsOf(brand.domain).length > 0) sp500.logo++;
    if (brand.gicsCode) sp500.gics++;
    if (brand.description) sp500.description++;
    // The lookup /v1/ticker answers with: every symbol of the company finds this brand and no other.
    if (company.tickers.every((ticker) => catalog.tickers(ticker.symbol).every((row) => row.domain === brand.domain) && catalog.tickers(ticker.symbol).length > 0)) {
      sp500.tickerLookup++;
    }
  }
  const counts = catalog.counts();
  const brandsWithAssets = catalog.searchRows().filter((row) => row.hasLogo).length;
  return {
    topSites: { total: topSites.length, realLogo, share: realLogo / topSites.length, misses },
    sp500,
    brands: { total: counts.brands, withLogo: brandsWithAssets, withDescription: counts.brandsWithDescription, domains: counts.domains, sources: counts.assets },
  };
}
