// Prints the perceptual hash that known-defaults.json records for each image file given, decoded as discovery decodes
// a candidate: `node --import tsx scripts/known-default-hash.ts <file>...`
import { readFileSync } from 'node:fs';
import { decodeImage } from '../pipeline/discovery/image/decode.ts';
import { differenceHash } from '../pipeline/discovery/scoring/phash.ts';

for (const file of process.argv.slice(2)) {
  const image = await decodeImage(readFileSync(file), 40_000_000);
  process.stdout.write(`${differenceHash(image.sample).toString(16).padStart(16, '0')}  ${file}\n`);
}
