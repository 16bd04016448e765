// What the brand page shows, gathered from the catalog: each stored logo by variant and theme, and the facts with
// where each came from. Rendering is the view's job (views/brand.tsx).
import { factSourcesOf } from '../../catalog/fact-sources.ts';
import { primaryListing } from '../../catalog/listing.ts';
import { THEMES, VARIANTS, type Asset, type Brand, type BrandColor, type Theme, type Variant } from '../../catalog/types.ts';
import { planAssets } from '../../pipeline/logo/plan.ts';
import { DEFAULT_LOGO_REQUEST } from '../../pipeline/logo/request.ts';
import type { Deps } from '../deps.ts';

/** One stored variant in one theme, with every format stored for it (each with its provenance). */
export interface LogoPair {
  variant: Variant;
  theme: Theme;
  /** Proportions of the stored source, for the width and height of its pictures. */
  width: number;
  height: number;
  stored: Asset[];
}

export interface Fact {
  label: string;
  value: string;
  /** Set when the value is a web address worth following. */
  href?: string;
  /** Where the catalog says the fact came from; undefined when it recorded none. */
  source: string | undefined;
}

export interface BrandPage {
  domain: string;
  name: string;
  description: string | null;
  aliases: string[];
  /** More aliases than are listed. */
  moreAliases: number;
  pairs: LogoPair[];
  colors: BrandColor[];
  colorsSource: string | undefined;
  facts: Fact[];
  /** What GET /v1/:domain answers by default (a monogram is square and light): its proportions and theme. */
  defaultLogo: { width: number; height: number; theme: Theme };
}

// A brand may have up to a hundred aliases; the page lists the first ones and counts the rest.
const ALIASES_SHOWN = 20;

export function brandPageOf(deps: Pick<Deps, 'catalog' | 'gics'>, brand: Brand): BrandPage {
  const assets = deps.catalog.assetsOf(brand.domain);
  const sources = factSourcesOf(brand);
  const aliases = deps.catalog.aliasesOf(brand.domain);
  return {
    domain: brand.domain,
    name: brand.name,
    description: brand.description,
    aliases: aliases.slice(0, ALIASES_SHOWN),
    moreAliases: Math.max(0, aliases.length - ALIASES_SHOWN),
    pairs: pairsOf(assets),
    colors: brand.colors,
    colorsSource: sources.colors,
    facts: factsOf(deps, brand, sources),
    defaultLogo: defaultLogoOf(brand.domain, assets),
  };
}

/** Stored assets grouped by variant and theme, in the order the API names them. */
export function pairsOf(assets: readonly Asset[]): LogoPair[] {
  const pairs: LogoPair[] = [];
  for (const variant of VARIANTS) {
    for (const theme of THEMES) {
      const stored = assets.filter((asset) => asset.variant === variant && asset.theme === theme);
      const [first] = stored;
      if (first) pairs.push({ variant, theme, width: first.width, height: first.height, stored });
    }
  }
  return pairs;
}

function defaultLogoOf(domain: string, assets: Asset[]): BrandPage['defaultLogo'] {
  const plan = planAssets(assets, { ...DEFAULT_LOGO_REQUEST, domain });
  return plan.kind === 'asset' ? { width: plan.asset.width, height: plan.asset.height, theme: plan.asset.theme } : { width: 1, height: 1, theme: 'light' };
}

function factsOf(deps: Pick<Deps, 'catalog' | 'gics'>, brand: Brand, sources: Record<string, string>): Fact[] {
  const facts: Fact[] = [{ label: 'Name', value: brand.name, source: sources.name }];
  if (brand.description !== null) facts.push({ label: 'Description', value: brand.description, source: sources.description });
  const industry = brand.gicsCode ? deps.gics.expand(brand.gicsCode) : undefined;
  if (industry) {
    const path = [industry.sector, industry.industry_group, industry.industry, industry.sub_industry].map((level) => level.name).join(' › ');
    facts.push({ label: 'Industry (GICS)', value: path, source: undefined });
  }
  const listing = primaryListing(deps.catalog.tickersOf(brand.domain));
  if (listing) facts.push({ label: 'Ticker', value: `${listing.symbol} · ${listing.exchange}`, source: undefined });
  if (brand.founded) facts.push({ label: 'Founded', value: String(brand.founded), source: undefined });
  if (brand.employees !== null) facts.push({ label: 'Employees', value: brand.employees.toLocaleString('en-US'), source: sources.employees });
  for (const [platform, url] of Object.entries(brand.socials)) {
    facts.push({ label: `Profile (${platform})`, value: url, href: webAddress(url), source: sources[`socials.${platform}`] });
  }
  return facts;
}

/** The address itself when it is http or https: a stored link is shown, but only a web page is made clickable. */
export function webAddress(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
