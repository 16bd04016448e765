// The listed companies and the popularity ranks the seed import files under brands: reviewed data written by
// `npm run catalog:sources` (catalog/data/listings.json, top-sites.json, brand-sets.json).
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

/** Per brand domain, the general-purpose icon sets that draw the brand (scripts/brand-sets.ts). */
export function readBrandSets(): Map<string, string[]> {
  return new Map(Object.entries((JSON.parse(readFileSync(dataFile('brand-sets.json'), 'utf8')) as { brands: Record<string, string[]> }).brands));
}

/** What the bundled popularity signal weighs besides the listings and the top-sites order. */
export interface RankSignals {
  /** The icon sets that draw each brand (readBrandSets). */
  sets: ReadonlyMap<string, readonly string[]>;
  /** Brands Wikidata has an item for. */
  wikidata: { has(domain: string): boolean };
}

// Points of the bundled signal. Being among the 500 most linked-to sites outweighs everything else; a listing on the
// S&P 500 and each UI icon set that draws the brand (designers add the brands their pages show) come next.
const TOP_SITES_POINTS = 10;
const LISTED_POINTS = 4;
const ICON_SET_POINTS = 2;
const WIKIDATA_POINTS = 1;
const LOGO_POINTS = 1;

/**
 * Files each listed company under the brand on its domain, adding a brand (no logo yet) where we hold none, and
 * ranks every brand with any signal by its bundled points: the best place among the popular sites that resolve to it
 * (its domain, an alias or a subdomain), its listing, the icon sets that draw it, a Wikidata item and a logo.
 */
export function applyListingsAndRanks(
  brands: SeedBrand[],
  aliases: ReadonlyMap<string, string>,
  listings: readonly ListedCompany[],
  topSites: readonly string[],
  signals: RankSignals = { sets: new Map(), wikidata: new Set() },
): SeedBrand[] {
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
  const siteRank = new Map<string, number>();
  topSites.forEach((site, index) => {
    const domain = lookupCandidates(site).map(owner).find(Boolean);
    if (domain && !siteRank.has(domain)) siteRank.set(domain, index + 1);
  });
  const all = [...byDomain.values()];
  // Rank 1 earns twice the points of the list's last place; the points fall with the logarithm of the rank.
  const scale = Math.log(Math.max(2, topSites.length));
  const points = new Map<SeedBrand, number>();
  for (const brand of all) {
    const rank = siteRank.get(brand.domain);
    const strong =
      (rank === undefined ? 0 : TOP_SITES_POINTS * (2 - Math.log(rank) / scale)) +
      (brand.listing ? LISTED_POINTS : 0) +
      ICON_SET_POINTS * (signals.sets.get(brand.domain)?.length ?? 0);
    const weak = (signals.wikidata.has(brand.domain) ? WIKIDATA_POINTS : 0) + (brand.assets.length > 0 ? LOGO_POINTS : 0);
    // A logo or a Wikidata item alone is not a sign of popularity among thirteen thousand brands: unranked.
    if (strong > 0) points.set(brand, strong + weak);
  }
  const ranked = [...points.keys()].sort(
    (a, b) =>
      points.get(b)! - points.get(a)! ||
      (siteRank.get(a.domain) ?? Infinity) - (siteRank.get(b.domain) ?? Infinity) ||
      (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0),
  );
  for (const brand of all) delete brand.popularity;
  ranked.forEach((brand, index) => (brand.popularity = index + 1));
  return all;
}
