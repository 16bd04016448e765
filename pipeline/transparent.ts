// fallback=transparent's image: nothing to see, at the asked size, so a layout keeps its box and shows no letter tile.
export const TRANSPARENT_VERSION = 't1';

/** An empty square SVG; raster formats are rendered from it by the same render step as every other image. */
export function transparentSvg(pixels: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${pixels} ${pixels}"/>`;
}
