// Turns fetched bytes into something we can score and store: a sanitised SVG or a PNG of at most 1024 px, plus a
// 64x64 RGBA sample for the scorer. Decoding is bounded by a pixel limit, so a small file declaring a huge image
// (a decompression bomb) is refused before its pixels are allocated.
import sharp, { type Sharp } from 'sharp';
import { MAX_SIZE } from '../../logo/request.ts';
import type { RenderFn } from '../../render/render.ts';
import { InvalidSvgError, sanitiseSvg } from '../../svg/sanitise.ts';
import { svgDimensions } from '../../svg/dimensions.ts';
import { DiscoveryError } from '../errors.ts';
import { readBmp, readIco, type IcoImage } from './ico.ts';
import { sniffImage, type SniffedFormat } from './sniff.ts';

export const SAMPLE_SIZE = 64;
/** The largest raster discovery keeps, the largest size the API serves (MAX_SIZE): a larger source is scaled down
 * to it. */
export const MAX_STORED_PIXELS = MAX_SIZE;
const DECODE_TIMEOUT_SECONDS = 5;

export interface DecodedImage {
  sourceFormat: SniffedFormat;
  format: 'svg' | 'png';
  /** What would be stored: sanitised SVG text or re-encoded PNG bytes (no metadata, no trailing data). */
  stored: Buffer;
  width: number;
  height: number;
  /** Longest side in source pixels; vectors count as large. */
  pixels: number;
  /** SAMPLE_SIZE x SAMPLE_SIZE RGBA, the image contained on a transparent square. */
  sample: Buffer;
}

/**
 * `render`, when given, draws SVG samples: the origin passes its render pool, so a drawing that takes minutes is
 * stopped at the pool's deadline instead of holding a libvips thread of the origin.
 */
export async function decodeImage(bytes: Buffer, maxPixels: number, render?: RenderFn): Promise<DecodedImage> {
  const format = sniffImage(bytes);
  if (!format) throw new DiscoveryError('NOT_AN_IMAGE', `the bytes are not an image we read (${describe(bytes)})`);
  if (format === 'svg') return decodeSvg(bytes, maxPixels, render);
  try {
    const input = format === 'ico' || format === 'bmp' ? bitmapInput(format === 'ico' ? readIco(bytes) : readBmp(bytes), maxPixels) : sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false });
    // The header alone gives the source size; the pixel limit is enforced when the pixels are decoded below.
    const header = await input.metadata();
    const { data, info } = await input
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize(MAX_STORED_PIXELS, MAX_STORED_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const pixels = Math.max(header.width ?? info.width, header.height ?? info.height);
    return { sourceFormat: format, format: 'png', stored: data, width: info.width, height: info.height, pixels, sample: await sampleOf(sharp(data)) };
  } catch (error) {
    throw decodeError(error, format);
  }
}

async function decodeSvg(bytes: Buffer, maxPixels: number, render: RenderFn | undefined): Promise<DecodedImage> {
  let svg: string;
  try {
    svg = sanitiseSvg(bytes);
  } catch (error) {
    if (error instanceof InvalidSvgError) throw new DiscoveryError('INVALID_SVG', error.message);
    throw error;
  }
  const size = svgDimensions(svg) ?? { width: 100, height: 100 };
  const density = Math.min(Math.max((72 * SAMPLE_SIZE * 2) / Math.max(size.width, size.height), 1), 10_000);
  try {
    const drawn = render
      ? sharp(await render({ bytes: Buffer.from(svg), format: 'svg', ...size }, { format: 'png', pixels: SAMPLE_SIZE * 2, greyscale: false, recolourForDark: false }))
      : sharp(Buffer.from(svg), { density, limitInputPixels: maxPixels, failOn: 'error' }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
    const sample = await sampleOf(drawn);
    return { sourceFormat: 'svg', format: 'svg', stored: Buffer.from(svg), width: size.width, height: size.height, pixels: MAX_STORED_PIXELS, sample };
  } catch (error) {
    throw decodeError(error, 'svg');
  }
}

function bitmapInput(icon: IcoImage, maxPixels: number): Sharp {
  if (icon.kind === 'png') return sharp(icon.bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  return sharp(icon.data, { raw: { width: icon.width, height: icon.height, channels: 4 } });
}

export async function sampleOf(image: Sharp): Promise<Buffer> {
  return image
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

function decodeError(error: unknown, format: string): DiscoveryError {
  if (error instanceof DiscoveryError) return error;
  const message = (error as Error).message ?? String(error);
  if (/pixel limit/i.test(message)) return new DiscoveryError('IMAGE_TOO_LARGE', `the ${format} image has more pixels than allowed: ${message}`);
  return new DiscoveryError('UNDECODABLE', `the ${format} image could not be decoded: ${message}`);
}

function describe(bytes: Buffer): string {
  const head = bytes.subarray(0, 16).toString('latin1').replace(/[^\x20-\x7e]/g, '.');
  return `${bytes.length} bytes starting ${JSON.stringify(head)}`;
}
