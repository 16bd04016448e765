// Never store what cannot be served. A raster is stored at most MAX_STORED_PIXELS and re-encoded, so decoding it was
// its test. An SVG must draw within the render deadline at the largest size a request may ask (MAX_PIXELS); a drawing
// too costly for that (large blurs, thousands of crossing edges) is kept as the largest raster of it that does draw in
// time, down to half the size rasters are kept at, and larger answers enlarge that raster (pipeline/logo/enlarge.ts,
// the X-Logo-Upscaled header). Only a drawing that fails even then is not stored (docs/discovery.md, "Costly vectors").
import sharp from 'sharp';
import { MAX_PIXELS } from '../logo/request.ts';
import { UndecodableImageError, type RenderFn } from '../render/render.ts';
import { DiscoveryError } from './errors.ts';
import { MAX_STORED_PIXELS, type DecodedImage } from './image/decode.ts';

/** Sizes a vector is drawn at, largest first, until one draws within the deadline: the largest answer, the largest
 * raster kept, and half that, which still beats no logo. */
export const VECTOR_DRAW_SIZES: readonly number[] = [MAX_PIXELS, MAX_STORED_PIXELS, MAX_STORED_PIXELS / 2];

/** The image to store for a chosen one: itself, or for a vector too costly at full size, the largest raster of it. */
export function servableBy(render: RenderFn) {
  return async function servable(image: DecodedImage): Promise<DecodedImage> {
    if (image.format !== 'svg') return image;
    let first: Error | undefined;
    for (const pixels of VECTOR_DRAW_SIZES) {
      try {
        const drawn = await render({ bytes: image.stored, format: 'svg', width: image.width, height: image.height }, { format: 'png', pixels, greyscale: false, recolourForDark: false });
        return pixels === MAX_PIXELS ? image : await rasterOf(image, drawn);
      } catch (error) {
        // A busy or closed pool says nothing of the drawing: only its own failure at this size (the deadline, now or
        // remembered, or the pixel limit) is a reason to try it smaller.
        if (!(error instanceof UndecodableImageError)) throw new DiscoveryError('UNRENDERABLE', `the logo could not be rendered at ${pixels} px: ${(error as Error).message}`);
        first ??= error;
      }
    }
    throw new DiscoveryError('UNRENDERABLE', `the logo could not be rendered at ${VECTOR_DRAW_SIZES.join(', ').replace(/, (\d+)$/, ' or $1')} px: ${first!.message}`);
  };
}

async function rasterOf(vector: DecodedImage, png: Buffer): Promise<DecodedImage> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return { ...vector, format: 'png', stored: png, width, height, pixels: Math.max(width, height) };
}
