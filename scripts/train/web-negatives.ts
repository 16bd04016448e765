// Negatives as real pages hold them in their "logo" places: UI glyphs (arrows, menus, play buttons, search, cart),
// sign-in providers' marks (Google, VK, Facebook, Apple, Microsoft), letter tiles (generated monograms) and
// near-blank pictures. Drawn from a seed; tests make their traps independently.
import sharp from 'sharp';
import type { Rng } from './rng.ts';

const GLYPHS = [
  'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z', // chevron
  'M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z', // arrow
  'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z', // menu
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 5.5 6 4.5-6 4.5z', // play button
  'M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z', // search
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z', // close
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.6L5.2 14c-.1.3-.2.6-.2 1 0 1.1.9 2 2 2h12v-2H7.4l1.1-2h7.5c.8 0 1.4-.4 1.7-1l3.6-6.5L19.6 4H5.2l-.9-2zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z', // cart
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z', // account
  'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z', // heart
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm1 14h-2v-6h2zm0-8h-2V7h2z', // info
];

const PROVIDERS = [
  '<path fill="#EA4335" d="M12 5c1.6 0 3 .6 4.1 1.6l3-3A10 10 0 0 0 3 7.5l3.5 2.7A6 6 0 0 1 12 5z"/><path fill="#4285F4" d="M22 12.2c0-.7-.1-1.4-.2-2H12v4h5.6a4.8 4.8 0 0 1-2 3.1l3.3 2.6c2-1.8 3.1-4.5 3.1-7.7z"/><path fill="#FBBC05" d="M6.5 13.8a6 6 0 0 1 0-3.6L3 7.5a10 10 0 0 0 0 9z"/><path fill="#34A853" d="M12 22c2.7 0 5-.9 6.9-2.4l-3.3-2.6c-1 .6-2.2 1-3.6 1a6 6 0 0 1-5.5-4.2L3 16.5A10 10 0 0 0 12 22z"/>',
  '<rect width="24" height="24" rx="6" fill="#0077FF"/><path fill="#fff" d="M12.8 17C7.3 17 4.3 13.3 4.2 7h2.7c.1 4.6 2.1 6.6 3.7 7V7h2.6v4c1.6-.2 3.2-2 3.8-4h2.6a7.7 7.7 0 0 1-3.5 5 8 8 0 0 1 4.1 5h-2.8a5 5 0 0 0-4.2-3.6V17z"/>',
  '<circle cx="12" cy="12" r="11" fill="#1877F2"/><path fill="#fff" d="M15.1 15.5l.5-3.2h-3V10c0-.9.4-1.7 1.8-1.7h1.4V5.6a17 17 0 0 0-2.5-.2c-2.6 0-4.3 1.6-4.3 4.4v2.5H6.2v3.2H9V23a11 11 0 0 0 3.5 0v-7.5z"/>',
  '<path fill="#000" d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9a4.9 4.9 0 0 0-4.1 2.5c-1.8 3.1-.5 7.6 1.2 10.1.9 1.2 1.9 2.6 3.2 2.5 1.3 0 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.2 3.1-2.5a11 11 0 0 0 1.4-2.9 4.4 4.4 0 0 1-2.8-4zM14 5.3A4.4 4.4 0 0 0 15 2a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1c1.1 0 2.2-.5 2.9-1.3z"/>',
  '<path fill="#F25022" d="M1 1h10v10H1z"/><path fill="#7FBA00" d="M13 1h10v10H13z"/><path fill="#00A4EF" d="M1 13h10v10H1z"/><path fill="#FFB900" d="M13 13h10v10H13z"/>',
];

/** Block letters for tiles (no fonts needed: the renderer may have none). */
const LETTERS = ['M6 4h3v16H6zm3 0h9v3H9zm0 6.5h7v3H9z', 'M6 4h3v13h9v3H6z', 'M6 4h12v16H6zm3 3v10h6V7z', 'M6 4h3v6.5h6V4h3v16h-3v-6.5H9V20H6z', 'M5 4h14v3h-5.5v13h-3V7H5z', 'M6 4h12v3H9v3.5h8v3H9V17h9v3H6z'];

const hex = (rng: Rng) => `#${rng.int(0, 0xffffff).toString(16).padStart(6, '0')}`;
// Not white: a white glyph and a white mark for a dark header are the same picture; only the page's context tells them
// apart, and that is judged before scoring (website/logo-context.ts).
const GLYPH_COLOURS = ['#333333', '#000000', '#666666', '#1f2328', '#9e9e9e'];

async function raster(rng: Rng, svg: string, sizes: readonly number[]): Promise<Buffer> {
  // Sites ship glyphs as SVG half the time; otherwise as small PNGs.
  if (rng.next() < 0.5) return Buffer.from(svg);
  const size = rng.pick(sizes);
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 24) }).resize(size, size, { fit: 'contain', background: '#00000000' }).png().toBuffer();
}

export function uiGlyph(rng: Rng, brandHex: string | undefined): Promise<Buffer> {
  // Many sites colour their interface glyphs in the brand's colour, which is what makes them look like marks.
  const colour = brandHex && rng.next() < 0.3 ? brandHex : rng.pick(GLYPH_COLOURS);
  return raster(rng, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${colour}" d="${rng.pick(GLYPHS)}"/></svg>`, [16, 20, 24, 32, 48]);
}

export function loginProvider(rng: Rng): Promise<Buffer> {
  return raster(rng, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${rng.pick(PROVIDERS)}</svg>`, [16, 18, 20, 24, 32, 40, 48]);
}

export function letterTile(rng: Rng): Promise<Buffer> {
  const round = rng.pick([0, 4, 12]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="${round}" fill="${hex(rng)}"/><path fill="#fff" transform="translate(3.6 3.6) scale(.7)" d="${rng.pick(LETTERS)}"/></svg>`;
  return raster(rng, svg, [32, 40, 48, 64, 96, 128]);
}

/** A speck, a hairline or a faint wash: what a lazy-loaded or CSS-coloured image looks like when lifted alone. */
export function nearBlank(rng: Rng): Promise<Buffer> {
  const shapes = [
    `<circle cx="${rng.int(4, 20)}" cy="${rng.int(4, 20)}" r="${1 + rng.next() * 1.6}" fill="${hex(rng)}"/>`,
    `<path d="M2 ${rng.int(4, 20)}h20" stroke="${hex(rng)}" stroke-width="0.8"/>`,
    `<rect width="24" height="24" fill="${hex(rng)}" fill-opacity="0.08"/>`,
    `<path d="M4 4h16v16H4z" fill="none" stroke="#cccccc" stroke-width="0.5"/>`,
  ];
  return raster(rng, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${rng.pick(shapes)}</svg>`, [16, 32, 64, 128, 256]);
}
