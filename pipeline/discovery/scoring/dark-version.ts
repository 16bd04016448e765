// The version of a mark made for dark backgrounds is often one pale colour. Shown on dark it is a bare silhouette, and
// the model doubts one-colour silhouettes (the look of UI glyphs) however clearly the page declares them. A careful
// person accepts it because it is the site's own mark in other colours: the same shape as the light mark it shows.
import { differenceHash, hashSimilarity } from './phash.ts';

/** Silhouettes this alike (at most 4 of 64 hash bits differ) are one shape. */
export const SAME_SHAPE = 0.94;
/** A silhouette that fills (almost) all or none of the square says nothing about the shape: tiles, specks. */
const MIN_OPAQUE = 0.05;
const MAX_OPAQUE = 0.95;

/** The opaque pixels of a sample, black on transparent, or undefined when the shape is no shape (see above). */
function silhouette(sample: Buffer): Buffer | undefined {
  const out = Buffer.alloc(sample.length);
  let opaque = 0;
  for (let i = 3; i < sample.length; i += 4) {
    if (sample[i]! < 128) continue;
    out[i] = 255;
    opaque++;
  }
  const share = opaque / (sample.length / 4);
  return share >= MIN_OPAQUE && share <= MAX_OPAQUE ? out : undefined;
}

/** True when both samples have an informative silhouette and the two are the same shape. */
export function sameShape(a: Buffer, b: Buffer): boolean {
  const [first, second] = [silhouette(a), silhouette(b)];
  return first !== undefined && second !== undefined && hashSimilarity(differenceHash(first), differenceHash(second)) >= SAME_SHAPE;
}
