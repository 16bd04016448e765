// SVG responses that need more than the stored file: filters for greyscale and dark backgrounds, or an embedded raster.
import { svgDimensions } from '../svg/dimensions.ts';

export interface SvgFilters {
  greyscale: boolean;
  recolourForDark: boolean;
}

// invert + hue-rotate(180deg) approximates the raster path's lightness inversion (hue kept, light and dark swapped).
const DARK_FILTER =
  '<feColorMatrix type="matrix" values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/><feColorMatrix type="hueRotate" values="180"/>';
const GREYSCALE_FILTER = '<feColorMatrix type="saturate" values="0"/>';

export function applySvgFilters(svg: string, filters: SvgFilters): string {
  if (!filters.greyscale && !filters.recolourForDark) return svg;
  const { width, height } = svgDimensions(svg) ?? { width: 128, height: 128 };
  const primitives = (filters.recolourForDark ? DARK_FILTER : '') + (filters.greyscale ? GREYSCALE_FILTER : '');
  const inner = svg.replace(/^<\?xml[^>]*>\s*/, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<defs><filter id="logos-filter" color-interpolation-filters="sRGB" x="0" y="0" width="100%" height="100%">${primitives}</filter></defs>` +
    `<g filter="url(#logos-filter)">${inner}</g></svg>`
  );
}

/** For brands we hold only as rasters: an SVG document that carries the rendered PNG. */
export function embedRasterInSvg(png: Buffer, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`
  );
}
