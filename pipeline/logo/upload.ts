// Checks a logo a person hands us (an operator's pin, an account's override) with discovery's own steps: sniffed,
// SVG sanitised, raster decoded within the pixel limit and re-encoded, and refused when too small or blank.
import { DiscoveryError } from '../discovery/errors.ts';
import { decodeImage, type DecodedImage } from '../discovery/image/decode.ts';
import { imageStats } from '../discovery/scoring/image-stats.ts';
import { MIN_COVERAGE, MIN_PIXELS } from '../discovery/scoring/score.ts';
import { servableBy } from '../discovery/servable.ts';
import type { RenderFn } from '../render/render.ts';

export interface UploadLimits {
  /** The largest file taken (discovery's DISCOVERY_MAX_BYTES: the same bound as a fetched image). */
  maxBytes: number;
  /** The most source pixels decoded (DISCOVERY_MAX_PIXELS). */
  maxPixels: number;
}

/** A refused upload; `tooLarge` marks a file over the byte limit (HTTP 413). */
export class InvalidLogoError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'InvalidLogoError';
  }
}

export async function acceptLogo(bytes: Buffer, limits: UploadLimits, render?: RenderFn): Promise<DecodedImage> {
  if (bytes.length === 0) throw new InvalidLogoError('the file is empty');
  if (bytes.length > limits.maxBytes) throw new InvalidLogoError(`the file must be at most ${limits.maxBytes} bytes, got ${bytes.length}`, true);
  let image: DecodedImage;
  try {
    image = await decodeImage(bytes, limits.maxPixels, render);
    // What discovery would store: a vector too costly to draw at the largest size is kept as its largest raster.
    if (render) image = await servableBy(render)(image);
  } catch (error) {
    if (error instanceof DiscoveryError) throw new InvalidLogoError(error.message);
    throw error;
  }
  if (image.pixels < MIN_PIXELS) throw new InvalidLogoError(`the image must be at least ${MIN_PIXELS} px on its longest side, got ${image.pixels}`);
  if (imageStats(image.sample).coverage < MIN_COVERAGE) throw new InvalidLogoError('the image draws (almost) nothing: it is blank or fully transparent');
  return image;
}
