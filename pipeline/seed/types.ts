// What a seed source contributes: brands with a trusted domain and their vector marks.
import type { BrandColor, Provenance, Theme, Variant } from '../../catalog/types.ts';

export interface SeedAsset {
  variant: Variant;
  theme: Theme;
  svg: string;
  width: number;
  height: number;
  provenance: Provenance;
}

export interface SeedBrand {
  domain: string;
  name: string;
  /** Names a second source may use for the same brand (slugs, titles), compared with compactNameSpelled() (catalog/text.ts). */
  matchNames: string[];
  colors: BrandColor[];
  source: string;
  assets: SeedAsset[];
  /** The listed company on this domain (S&P 500): its GICS sub-industry, founding year and tickers. */
  listing?: { gicsCode: string | null; founded: number | null; name: string; tickers: { symbol: string; exchange: string }[] };
  /** GICS sub-industry the consumer yardstick gives a brand no listing classifies (pipeline/seed/consumer-brands.ts). */
  industry?: string;
  /** Rank by the bundled popularity signal (pipeline/seed/listings.ts); absent when the brand has no signal. */
  popularity?: number;
}
