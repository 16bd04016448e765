// The listed companies and the popularity ranks the seed import files under brands: reviewed data written by
// `npm run catalog:sources` (catalog/data/listings.json, catalog/data/top-sites.json).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lookupCandidates } from '../../catalog/domain.ts';
import type { SeedBrand } from './types.ts';

export interface ListedCompany {
  cik: number;
  name: string;
  domain: string | null;
  gicsCode: string | null;
  founded: number | null;
  tickers: { symbol: string; exchange: string }[];
}

const dataFile = (name: string) => fileURLToPath(new URL(`../../catalog/data/${name}`, import.meta.url));

export function readListings(): ListedCompany[] {
  return (JSON.parse(readFileSync(dataFile('listings.json'), 'utf8')) as { companies: ListedCompany[] }).companies;
}

/** The top-sites list in order (rank = index + 1), normalised domains. */
export function readTopSites(): string[] {
  return (JSON.parse(readFileSync(dataFile('top-sites.json'), 'utf8')) as { domains: string[] }).domains;
}

/**
 * Files each listed company under the brand on its domain, adding a brand (no logo yet) where we hold none, and
 * gives every brand the best rank of the popular sites that resolve to it (its domain, an alias or a subdomain).
 */
export function applyListingsAndRanks(brands: SeedBrand[], aliases: ReadonlyMap<string, string>, listings: readonly ListedCompany[], topSites: readonly string[]): SeedBrand[] {
  const byDomain = new Map(brands.map((brand) => [brand.domain, brand]));
  for (const company of listings) {
    if (!company.domain) continue;
    const domain = aliases.get(company.domain) ?? company.domain;
    let brand = byDomain.get(domain);
    if (!brand) {
      brand = { domain, name: company.name, matchNames: [], colors: [], source: 'listings', assets: [] };
      byDomain.set(domain, brand);
    }
    brand.listing = { gicsCode: company.gicsCode, founded: company.founded, name: company.name, tickers: company.tickers };
  }
  const owner = (domain: string) => aliases.get(domain) ?? (byDomain.has(domain) ? domain : undefined);
  topSites.forEach((site, index) => {
    const domain = lookupCandidates(site).map(owner).find(Boolean);
    const brand = domain && byDomain.get(domain);
    if (brand && (brand.popularity === undefined || brand.popularity > index + 1)) brand.popularity = index + 1;
  });
  return [...byDomain.values()];
}
