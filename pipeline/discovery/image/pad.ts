// A declared icon is the site's word, whatever its shape: a wide one is centred on a transparent square for the icon
// slot rather than refused as a banner (a site whose only icon is its wordmark-like glyph still has an icon).
import sharp from 'sharp';
import type { RenderFn } from '../../render/render.ts';
import { decodeImage, sampleOf, type DecodedImage } from './decode.ts';

export async function paddedToSquare(image: DecodedImage, maxPixels: number, render?: RenderFn): Promise<DecodedImage> {
  const side = Math.max(image.width, image.height);
  if (image.format === 'svg') {
    // The mark nested at its own size in the middle of a square canvas; its attributes but size and place stay.
    const inner = image.stored.toString('utf8').replace(/^<svg\b([^>]*)>/i, (_, attributes: string) => {
      const kept = attributes.replace(/\s(?:x|y|width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '');
      return `<svg x="${(side - image.width) / 2}" y="${(side - image.height) / 2}" width="${image.width}" height="${image.height}"${kept}>`;
    });
    const padded = await decodeImage(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">${inner}</svg>`), maxPixels, render);
    return { ...padded, sourceFormat: image.sourceFormat };
  }
  const stored = await sharp(image.stored).resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return { ...image, stored, width: side, height: side, sample: await sampleOf(sharp(stored)) };
}
