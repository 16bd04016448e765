// The one render step every image goes through, on demand and in the batch build: decode, resize, theme, greyscale, encode.
import sharp, { type Sharp } from 'sharp';
import type { SourceFormat } from '../../catalog/types.ts';
import type { RasterFormat } from '../formats.ts';
import { enlargementOf } from '../logo/enlarge.ts';
import { encode } from './encoders.ts';
import { invertLightness, isDarkOnTransparent } from './recolour.ts';
import { UndecodableImageError } from './undecodable.ts';

export interface SourceImage {
  bytes: Buffer;
  format: SourceFormat;
  width: number;
  height: number;
  /** Names the source for the render pool's failure memory; hashed from the bytes when absent. */
  contentHash?: string;
}

export interface RasterRequest {
  format: RasterFormat;
  /** Longest side of the output in pixels, retina already applied. */
  pixels: number;
  greyscale: boolean;
  recolourForDark: boolean;
}

/**
 * A stored source not read yet. The render pool reads it only once the render has its place in the queue, so a render
 * refused for a full queue costs no read (in a flood the reads were a third of each refused request's cost).
 */
export interface UnreadSource extends Omit<SourceImage, 'bytes'> {
  contentHash: string;
  read(): Promise<Buffer>;
}

/** The render step as the pool offers it: in this process (build, CLI) or in a render process (origin). */
export type RenderFn = (source: SourceImage | UnreadSource, request: RasterRequest) => Promise<Buffer>;

export const readSource = async (source: SourceImage | UnreadSource): Promise<SourceImage> =>
  'read' in source ? { format: source.format, width: source.width, height: source.height, contentHash: source.contentHash, bytes: await source.read() } : source;

export { UndecodableImageError };

// Bumped whenever a change to these steps changes output bytes; it is part of every ETag and build hash.
export const RENDERER_VERSION = `r2-sharp${sharp.versions.sharp}-vips${sharp.versions.vips}`;

const MAX_INPUT_PIXELS = 40_000_000;
const RENDER_TIMEOUT_SECONDS = 10;

interface RenderContext {
  source: SourceImage;
  request: RasterRequest;
  image: Sharp;
}

type Step = (context: RenderContext) => RenderContext | Promise<RenderContext>;

const decode: Step = (context) => {
  const { source, request } = context;
  // SVGs rasterise at 72 dpi by default; scale the density so the vector is drawn at the target size, not upscaled.
  const density =
    source.format === 'svg'
      ? Math.min(Math.max((72 * request.pixels) / Math.max(source.width, source.height), 1), 100_000)
      : undefined;
  const image = sharp(source.bytes, { density, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({
    seconds: RENDER_TIMEOUT_SECONDS,
  });
  return { ...context, image };
};

// sharp flattens before it extends whatever the call order, so a JPEG's margin is white from the start.
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

const resize: Step = (context) => {
  const { source, request } = context;
  const enlargement = enlargementOf(source, request.pixels);
  if (!enlargement) return { ...context, image: context.image.resize(request.pixels, request.pixels, { fit: 'inside' }) };
  // The answer keeps the asked size; what the source cannot fill sharply stays transparent around it (enlarge.ts).
  const scale = request.pixels / Math.max(source.width, source.height);
  const padX = Math.max(0, Math.round(source.width * scale) - enlargement.width);
  const padY = Math.max(0, Math.round(source.height * scale) - enlargement.height);
  const image = context.image
    .resize(enlargement.width, enlargement.height, { fit: 'inside', kernel: enlargement.kernel })
    .extend({ left: padX >> 1, right: padX - (padX >> 1), top: padY >> 1, bottom: padY - (padY >> 1), background: request.format === 'jpg' ? WHITE : TRANSPARENT });
  return { ...context, image };
};

const recolourForDark: Step = async (context) => {
  if (!context.request.recolourForDark) return context;
  const { data, info } = await context.image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (isDarkOnTransparent(data)) invertLightness(data);
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  return { ...context, image };
};

const greyscale: Step = (context) =>
  context.request.greyscale ? { ...context, image: context.image.greyscale() } : context;

const flattenForJpeg: Step = (context) =>
  context.request.format === 'jpg' ? { ...context, image: context.image.flatten({ background: '#ffffff' }) } : context;


const STEPS: readonly Step[] = [decode, resize, recolourForDark, greyscale, flattenForJpeg];

export async function renderRaster(unread: SourceImage | UnreadSource, request: RasterRequest): Promise<Buffer> {
  const source = await readSource(unread);
  let context: RenderContext = { source, request, image: sharp() };
  try {
    for (const step of STEPS) context = await step(context);
    return await encode(context.image, request.format).toBuffer();
  } catch (error) {
    throw new UndecodableImageError(`could not render ${source.format} source: ${(error as Error).message}`);
  }
}
