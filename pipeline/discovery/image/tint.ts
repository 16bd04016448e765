// Paints a mask-icon as Safari paints a pinned tab: the file is a silhouette whose alpha alone counts (the spec asks
// for all black), filled with the colour the page names in `color`, so the stored mark has the brand's colour.
import { svgDimensions } from '../../svg/dimensions.ts';
import { sniffImage } from './sniff.ts';

const PROLOGUE = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i;

/** The SVG wrapped in a filter that floods its shape with `colour`; anything but an SVG is left as it is. */
export function tintMask(bytes: Buffer, colour: string): Buffer {
  if (sniffImage(bytes) !== 'svg') return bytes;
  const svg = bytes.toString('utf8').replace(PROLOGUE, '');
  const { width, height } = svgDimensions(svg) ?? { width: 16, height: 16 };
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<defs><filter id="logos-mask-tint" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feFlood flood-color="${colour}"/><feComposite in2="SourceAlpha" operator="in"/></filter></defs>` +
      `<g filter="url(#logos-mask-tint)">${fillingRoot(svg, width, height)}</g></svg>`,
  );
}

/** The original root sized in the wrapper's user units: nested, its own width and height in points or inches would
 * be scaled by the drawing's density a second time. */
function fillingRoot(svg: string, width: number, height: number): string {
  return svg.replace(/<svg\b[^>]*>/i, (root) => root.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '').replace(/^<svg\b/i, `<svg width="${width}" height="${height}"`));
}
