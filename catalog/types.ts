// Shapes of catalog records as the rest of the program sees them.
export const VARIANTS = ['icon', 'logo', 'symbol'] as const;
export const THEMES = ['light', 'dark'] as const;
export const SOURCE_FORMATS = ['svg', 'png', 'webp', 'avif', 'jpg'] as const;

export type Variant = (typeof VARIANTS)[number];
export type Theme = (typeof THEMES)[number];
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

export interface BrandColor {
  hex: string;
  type: 'brand' | 'accent' | 'dark' | 'light';
}

export interface Brand {
  domain: string;
  name: string;
  description: string | null;
  colors: BrandColor[];
  socials: Record<string, string>;
  employees: number | null;
  gicsCode: string | null;
  source: string;
  /** Where a field came from when not from `source` (e.g. {"description": "discovery: meta description"}). */
  factSources?: Record<string, string>;
  /** Year the company was founded, where a listing states it. */
  founded?: number | null;
  /** Rank in a bundled list of popular sites (1 is the most visited); null when not listed. */
  popularity?: number | null;
  /** When the catalog's logos of the brand last changed (an asset added, replaced or removed); null before any. */
  logoUpdatedAt?: string | null;
  /** When discovery last looked at the brand, whatever it found; null when it never did. */
  checkedAt?: string | null;
}

export interface Ticker {
  symbol: string;
  exchange: string;
  /** The listed company's name ("Alphabet Inc."), searchable as another name of the brand. */
  name: string;
  domain: string;
}

export interface Provenance {
  source: string;
  url?: string;
  derivedFrom?: string;
  note?: string;
  /** Discovered logos: which provider found it, the scorer's score (0 to 1) and when. */
  provider?: string;
  score?: number;
  discoveredAt?: string;
  /** Pinned logos: who pinned it ("cli:<user>", "admin:<email>") and when. */
  by?: string;
  pinnedAt?: string;
}

/** The provenance source of a logo an operator pinned: neither discovery nor a seed import replaces it. */
export const PINNED_SOURCE = 'pin';

export interface Asset {
  domain: string;
  variant: Variant;
  theme: Theme;
  format: SourceFormat;
  storageKey: string;
  contentHash: string;
  width: number;
  height: number;
  provenance: Provenance;
}
