// Decodes responses with sharp so tests assert what a person would see: format, pixel size, colours.
import sharp from 'sharp';

export const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  avif: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /avi[fs]/.test(b.subarray(8, 12).toString('latin1')),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  svg: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(b.toString('utf8')),
};

export async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

export async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean colour of the drawn (non-transparent) pixels. */
export async function meanDrawnColour(bytes: Buffer): Promise<{ r: number; g: number; b: number; luminance: number }> {
  const { data } = await pixelsOf(bytes);
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    r += data[i]! * a;
    g += data[i + 1]! * a;
    b += data[i + 2]! * a;
    weight += a;
  }
  const mean = { r: r / weight, g: g / weight, b: b / weight };
  return { ...mean, luminance: (0.2126 * mean.r + 0.7152 * mean.g + 0.0722 * mean.b) / 255 };
}

/** Share of the drawn pixels of an RGBA buffer in a strong red (#d62828 and its neighbours). */
export function redShare(rgba: Buffer): number {
  let drawn = 0;
  let red = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 128) continue;
    drawn++;
    if (rgba[i]! > 170 && rgba[i + 1]! < 90 && rgba[i + 2]! < 90) red++;
  }
  return red / Math.max(drawn, 1);
}
