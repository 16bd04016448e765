// Prints the perceptual hash that known-defaults.json records for each image file given, decoded as discovery decodes
// a candidate: `node --import tsx scripts/known-default-hash.ts <file>...`
import { readFileSync } from 'node:fs';
import { decodeImage } from '../pipeline/discovery/image/decode.ts';
import { differenceHash } from '../pipeline/discovery/scoring/phash.ts';
import { renderRaster } from '../pipeline/render/render.ts';

for (const file of process.argv.slice(2)) {
  // An SVG's sample is drawn by the render step, as the origin's render processes draw it for discovery.
  const image = await decodeImage(readFileSync(file), 40_000_000, renderRaster);
  process.stdout.write(`${differenceHash(image.sample).toString(16).padStart(16, '0')}  ${file}\n`);
}
