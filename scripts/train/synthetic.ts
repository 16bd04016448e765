// Pictures that are not logos, made from a seed: photo-like scenes, noise, identicons, default avatars and banners.
// They are the negatives of training; tests make their traps independently, so passing them is not memorisation.
import sharp from 'sharp';
import { PLACEHOLDERS } from '../../pipeline/discovery/scoring/placeholders.ts';
import type { Rng } from './rng.ts';

const hex = (rng: Rng) => `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0')}`;

/** Smooth colour fields with blobs and film grain: many colours and soft edges, like a downscaled photograph. */
export async function photo(rng: Rng, width: number, height: number): Promise<Buffer> {
  const cells = rng.int(3, 7);
  const grid = Buffer.alloc(cells * cells * 3);
  for (let i = 0; i < grid.length; i++) grid[i] = rng.int(20, 235);
  const field = await sharp(grid, { raw: { width: cells, height: cells, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const blobs = Array.from({ length: rng.int(2, 6) }, () => {
    const r = rng.int(Math.round(width / 12), Math.round(width / 3));
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${hex(rng)}" fill-opacity="${0.3 + rng.next() * 0.5}"/>`;
  }).join('');
  const overlay = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${blobs}</svg>`)).blur(1 + rng.next() * 4).png().toBuffer();
  // Some photographs are grainy, some smooth (denoised, downscaled, slightly out of focus).
  const grain = rng.int(0, 30);
  for (let i = 0; i < field.length; i++) field[i] = Math.max(0, Math.min(255, field[i]! + rng.int(-grain, grain)));
  const composed = sharp(field, { raw: { width, height, channels: 3 } }).composite([{ input: overlay }]);
  const smooth = rng.next() < 0.5 ? sharp(await composed.png().toBuffer()).blur(0.5 + rng.next() * 2) : composed;
  return smooth.jpeg({ quality: rng.int(60, 90) }).toBuffer();
}

export async function noise(rng: Rng, width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = rng.int(0, 255);
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** GitHub-style default avatars: a mirrored 5x5 grid of one colour on light grey. */
export async function identicon(rng: Rng, size: number): Promise<Buffer> {
  const colour = hex(rng);
  const cell = 70;
  let cells = '';
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (rng.next() < 0.5) continue;
      for (const column of new Set([x, 4 - x])) cells += `<rect x="${35 + column * cell}" y="${35 + y * cell}" width="${cell}" height="${cell}" fill="${colour}"/>`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 420"><rect width="420" height="420" fill="#f0f0f0"/>${cells}</svg>`;
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}

/** One of the known placeholders, slightly recoloured, resized and re-encoded as platforms serve them. */
export async function defaultAvatar(rng: Rng, size: number): Promise<Buffer> {
  const svg = rng.pick(Object.values(PLACEHOLDERS)).replace(/#([0-9a-f]{6})/gi, (_, value: string) => {
    const shifted = [0, 2, 4].map((at) => Math.max(0, Math.min(255, Number.parseInt(value.slice(at, at + 2), 16) + rng.int(-12, 12))));
    return `#${shifted.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  });
  const image = sharp(Buffer.from(svg), { density: 300 }).resize(size, size);
  return rng.next() < 0.5 ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/** Social cards: a wide gradient with a headline's bars of text and, often, a small mark in a corner. */
export async function banner(rng: Rng, mark?: string): Promise<Buffer> {
  const [width, height] = rng.pick([[1200, 630], [1500, 500], [1280, 720], [1000, 300]] as const);
  const bars = Array.from({ length: rng.int(2, 4) }, (_, i) => `<rect x="${80}" y="${140 + i * 70}" width="${rng.int(300, width - 200)}" height="36" rx="6" fill="#ffffff" fill-opacity="0.9"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hex(rng)}"/><stop offset="1" stop-color="${hex(rng)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${bars}</svg>`;
  const layers = mark ? [{ input: await sharp(Buffer.from(mark), { density: 400 }).resize(96, 96, { fit: 'inside' }).png().toBuffer(), top: 30, left: width - 140 }] : [];
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 80 }).toBuffer();
}
