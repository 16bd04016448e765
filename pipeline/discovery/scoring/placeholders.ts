// The default pictures platforms show when a profile has none (silhouettes, a ghost building, a picture icon):
// drawn here as SVG, hashed once, and compared with every candidate so a default avatar is never taken for a logo.
import sharp from 'sharp';
import { sampleOf } from '../image/decode.ts';
import { differenceHash } from './phash.ts';

const person = (background: string, figure: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>` +
  `<circle cx="50" cy="38" r="18" fill="${figure}"/><path d="M14 100c0-22 16-36 36-36s36 14 36 36z" fill="${figure}"/></svg>`;

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'mystery-person': person('#c8c8c8', '#ffffff'),
  'grey-silhouette': person('#e1e8ed', '#aab8c2'),
  'dark-silhouette': person('#3a3b3c', '#b0b3b8'),
  'ghost-company':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#dfe3e8"/>' +
    '<path d="M30 80V28h26v52zM60 80V46h14v34z" fill="#a2aab4"/><path d="M36 36h6v6h-6zm8 0h6v6h-6zm-8 12h6v6h-6zm8 0h6v6h-6z" fill="#dfe3e8"/></svg>',
  'picture-icon':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#eeeeee"/>' +
    '<circle cx="68" cy="32" r="9" fill="#bdbdbd"/><path d="M10 80l26-34 18 22 12-14 24 26z" fill="#bdbdbd"/></svg>',
};

let hashes: Promise<bigint[]> | undefined;

/** Hashes of every placeholder, computed once per process through the same sampling as candidates. */
export function placeholderHashes(): Promise<bigint[]> {
  hashes ??= Promise.all(Object.values(PLACEHOLDERS).map(async (svg) => differenceHash(await sampleOf(sharp(Buffer.from(svg), { density: 144 })))));
  return hashes;
}
