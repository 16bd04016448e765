// How a raster source smaller than the answer is enlarged (docs/discovery.md, "Small icons"): at most
// MAX_ENLARGEMENT times its native size; pixel-drawn favicons by whole factors with nearest-neighbour (from twice up),
// the rest smoothly; what is not filled stays transparent around it. Decided from the catalog's width and height
// alone, so a plan (and its X-Logo-Upscaled header on a 304) never needs the pixels.
import type { SourceFormat } from '../../catalog/types.ts';

/** Enlarging further only spreads the same few pixels wider; beyond it the canvas is padded instead. */
export const MAX_ENLARGEMENT = 4;
/** Favicons this small are drawn pixel by pixel: whole-factor nearest-neighbour keeps their pixels crisp squares. */
export const PIXEL_ART_MAX = 32;

export interface SizedSource {
  format: SourceFormat;
  width: number;
  height: number;
}

export interface Enlargement {
  /** How many times the source's pixels are enlarged (> 1). */
  factor: number;
  kernel: 'nearest' | 'mitchell';
  /** The enlarged image, before the transparent margin that brings it to the asked size. */
  width: number;
  height: number;
}

/** The longest side of a raster source in pixels; undefined for a vector, which is drawn sharp at any size. */
export function nativeSizeOf(source: SizedSource): number | undefined {
  return source.format === 'svg' ? undefined : Math.max(source.width, source.height);
}

/** How a source is enlarged to answer `pixels` (the longest side asked, retina applied); undefined when it is not. */
export function enlargementOf(source: SizedSource, pixels: number): Enlargement | undefined {
  const native = nativeSizeOf(source);
  if (native === undefined || native <= 0 || pixels <= native) return undefined;
  const ratio = pixels / native;
  const wholeFactor = native <= PIXEL_ART_MAX && ratio >= 2;
  const factor = wholeFactor ? Math.min(Math.floor(ratio), MAX_ENLARGEMENT) : Math.min(ratio, MAX_ENLARGEMENT);
  return {
    factor,
    kernel: wholeFactor ? 'nearest' : 'mitchell',
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  };
}

/** The X-Logo-Upscaled value: the factor, at most two decimals ("4", "1.5"). */
export function enlargementHeader(enlargement: Enlargement): string {
  return String(Math.round(enlargement.factor * 100) / 100);
}
