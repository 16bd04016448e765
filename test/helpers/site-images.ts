// Pictures as real sites serve them: paletted ICO files (8-, 4- and 1-bit entries beside each other), wordmarks,
// a blank SVG, UI glyphs and a login provider's mark, a white mark made for a dark header.
import sharp from 'sharp';
import { markSvg } from './discovery-images.ts';

/** A wordmark: the mark followed by the brand's name drawn as block letters, about 5:1. */
export const wordmarkSvg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64"><path fill="${colour}" d="M32 4 60 58H4z"/>` +
  `<path fill="#1f2328" d="M80 12h10v40H80zM96 12h28v10h-18v6h14v10h-14v14H96zM132 12h10v30h18v10h-28zM168 12h28v40h-28zm10 10v20h8V22zM204 12h30v10h-10v30h-10V22h-10zM242 12h10v16h10V12h10v40h-10V38h-10v14h-10zM282 12h28v10h-18v5h14v9h-14v6h18v10h-28z"/></svg>`;

export function wordmarkPng(colour: string, width = 640): Promise<Buffer> {
  return sharp(Buffer.from(wordmarkSvg(colour)), { density: (72 * width) / 320 }).resize(width).png().toBuffer();
}

/** Nothing drawn: a path with no fill, as a page's CSS would have coloured it. */
export const blankSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="none" d="M32 4 60 58H4z"/></svg>';
/** "Sign in with Google": four colours on white, in an auth__provider-logo container. */
export const googleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"/><path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"/><path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7z"/><path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.8 6C6.6 42.6 14.6 48 24 48z"/></svg>';
export const arrowSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#333" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z"/></svg>';
/** The whole logo (mark and name) in white, inline in a dark header, the way most such headers are built. */
export const whiteMarkSvg = wordmarkSvg('#ffffff').replace('#1f2328', '#ffffff').replace(' xmlns="http://www.w3.org/2000/svg"', '');

/** An ICO file of bitmap entries with palettes, as Windows icon editors wrote them: bottom-up rows, an AND mask. */
export async function palettedIco(colour: string, entries: { size: number; bits: 1 | 4 | 8 }[]): Promise<Buffer> {
  const images = await Promise.all(entries.map(async ({ size, bits }) => dib(await sharp(Buffer.from(markSvg(colour)), { density: (72 * size) / 64 }).resize(size, size).ensureAlpha().raw().toBuffer(), size, bits)));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const at = 6 + 16 * i;
    header[at] = entries[i]!.size;
    header[at + 1] = entries[i]!.size;
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(entries[i]!.bits, at + 6);
    header.writeUInt32LE(image.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

function dib(rgba: Buffer, size: number, bits: 1 | 4 | 8): Buffer {
  // The palette: the picture's commonest colours (4 bits a channel), as few as the depth allows.
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i + 3]! >= 128) counts.set(key(rgba, i), (counts.get(key(rgba, i)) ?? 0) + 1);
  const palette = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2 ** bits).map(([k]) => k);
  const nearest = (i: number) => {
    let best = 0;
    let distance = Infinity;
    palette.forEach((k, at) => {
      const d = ((k >> 8) * 17 - rgba[i]!) ** 2 + (((k >> 4) & 15) * 17 - rgba[i + 1]!) ** 2 + ((k & 15) * 17 - rgba[i + 2]!) ** 2;
      if (d < distance) [best, distance] = [at, d];
    });
    return best;
  };
  const stride = Math.ceil((size * bits) / 32) * 4;
  const maskStride = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(bits, 14);
  header.writeUInt32LE(2 ** bits, 32);
  const table = Buffer.alloc(4 * 2 ** bits);
  palette.forEach((k, at) => {
    table[at * 4] = (k & 15) * 17;
    table[at * 4 + 1] = ((k >> 4) & 15) * 17;
    table[at * 4 + 2] = (k >> 8) * 17;
  });
  const pixels = Buffer.alloc(stride * size);
  const mask = Buffer.alloc(maskStride * size);
  for (let y = 0; y < size; y++) {
    const row = size - 1 - y;
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      if (rgba[i + 3]! < 128) mask[row * maskStride + (x >> 3)]! |= 0x80 >> (x & 7);
      const index = rgba[i + 3]! < 128 ? 0 : nearest(i);
      const bit = x * bits;
      pixels[row * stride + (bit >> 3)]! |= index << (8 - bits - (bit & 7));
    }
  }
  return Buffer.concat([header, table, pixels, mask]);
}

const key = (rgba: Buffer, i: number) => ((rgba[i]! >> 4) << 8) | ((rgba[i + 1]! >> 4) << 4) | (rgba[i + 2]! >> 4);

/** A plain 24-bit .bmp file ("BM" header, bottom-up rows), as some old sites serve their favicon. */
export async function bmpOf(colour: string, size: number): Promise<Buffer> {
  const rgb = await sharp(Buffer.from(markSvg(colour)), { density: (72 * size) / 64 }).resize(size, size).flatten({ background: '#ffffff' }).raw().toBuffer();
  const stride = Math.ceil((size * 3) / 4) * 4;
  const file = Buffer.alloc(14 + 40 + stride * size);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(size, 18);
  file.writeInt32LE(size, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 3;
      const to = 54 + (size - 1 - y) * stride + x * 3;
      [file[to], file[to + 1], file[to + 2]] = [rgb[from + 2]!, rgb[from + 1]!, rgb[from]!];
    }
  }
  return file;
}
