// Real marks from the seed catalog, shown the ways sites and platforms show them: the bare SVG, a transparent PNG, a
// padded white square, an app icon (the mark in white on the brand's colour), or all white for a dark header.
// These are training's positives.
import sharp from 'sharp';
import type { Rng } from './rng.ts';

export const ICON_SIZES = [16, 32, 48, 64, 96, 128, 180, 192, 256, 512] as const;

export async function showLogo(rng: Rng, svg: string, brandHex: string | undefined): Promise<Buffer> {
  const style = rng.next();
  // A white version for dark headers, as sites inline it: judged on dark by the scorer, like any white mark.
  if (style < 0.08) return Buffer.from(svg.replace(/fill="#[0-9a-f]{3,8}"/gi, 'fill="#ffffff"').replace(/<svg\b(?![^>]*\sfill=)/, '<svg fill="#ffffff"'));
  if (style < 0.2) return Buffer.from(svg);
  const size = rng.pick(ICON_SIZES);
  const rendered = sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 24) });
  if (style < 0.55) return rendered.resize(size, size, { fit: 'contain', background: '#00000000' }).png().toBuffer();
  if (style < 0.75 || !brandHex) {
    const inner = Math.max(8, Math.round(size * 0.8));
    const mark = await rendered.resize(inner, inner, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
    const canvas = sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } }).composite([{ input: mark }]);
    return rng.next() < 0.5 ? canvas.png().toBuffer() : canvas.jpeg({ quality: 85 }).toBuffer();
  }
  const white = svg.replace(/fill="#[0-9a-f]{3,8}"/gi, 'fill="#ffffff"');
  const inner = Math.max(8, Math.round(size * 0.6));
  const mark = await sharp(Buffer.from(white), { density: Math.max(72, (72 * inner) / 24) }).resize(inner, inner, { fit: 'contain', background: '#00000000' }).png().toBuffer();
  const radius = Math.round(size * 0.2);
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${brandHex}"/></svg>`;
  return sharp(Buffer.from(tile)).composite([{ input: mark }]).png().toBuffer();
}
