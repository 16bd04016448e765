// What a caller may ask of a logo, independent of how it asked (HTTP query, CLI flags).
import type { Variant } from '../../catalog/types.ts';
import type { OutputFormat } from '../formats.ts';

export const THEME_CHOICES = ['auto', 'light', 'dark'] as const;
/** What answers when no logo does; besides these words, an https URL to redirect to (fallback-url.ts). */
export const FALLBACK_CHOICES = ['monogram', '404', 'transparent'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type FallbackChoice = (typeof FALLBACK_CHOICES)[number];
export type Fallback = FallbackChoice | URL;
/** The longest fallback URL accepted: a redirect target, not a place to carry data. */
export const MAX_FALLBACK_URL_LENGTH = 1024;

export interface LogoRequest {
  /** Already normalised (see catalog/domain.ts). */
  domain: string;
  variant: Variant;
  theme: ThemeChoice;
  format: OutputFormat;
  size: number;
  retina: boolean;
  greyscale: boolean;
  fallback: Fallback;
  /** The placeholder's format when it differs from `format`: a request that names no format gets an SVG monogram. */
  monogramFormat?: OutputFormat;
}

export const MIN_SIZE = 16;
export const MAX_SIZE = 1024;
/** The most pixels any answer has on its longest side: the largest size, retina. */
export const MAX_PIXELS = MAX_SIZE * 2;

/**
 * The size and retina flag that ask for `pixels` on the longest side, or undefined when no request can: a built
 * object's key names pixels, up to the retina double of the largest size.
 */
export function sizeOfPixels(pixels: number): Pick<LogoRequest, 'size' | 'retina'> | undefined {
  if (pixels >= MIN_SIZE && pixels <= MAX_SIZE) return { size: pixels, retina: false };
  if (pixels > MAX_SIZE && pixels <= MAX_PIXELS && pixels % 2 === 0) return { size: pixels / 2, retina: true };
  return undefined;
}

export const DEFAULT_LOGO_REQUEST: Omit<LogoRequest, 'domain'> = {
  variant: 'icon',
  theme: 'auto',
  format: 'webp',
  size: 128,
  retina: false,
  greyscale: false,
  fallback: 'monogram',
};

/** The specification's placeholder: an unknown domain asked for no particular format gets an SVG monogram. */
export const DEFAULT_MONOGRAM_FORMAT: OutputFormat = 'svg';

/** When a brand lacks the asked-for variant, the nearest one it has, in this order. */
export const VARIANT_FALLBACK: Record<Variant, readonly Variant[]> = {
  icon: ['icon', 'symbol', 'logo'],
  symbol: ['symbol', 'icon', 'logo'],
  logo: ['logo', 'icon', 'symbol'],
};
