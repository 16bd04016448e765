// A hash of a picture's shape that ignores its colours, size, padding and background: the "ink" (what stands out from
// the background, which is transparency or the colour of an opaque tile) is cropped to its bounds, stretched over the
// hash grid and hashed as a difference hash. A 16 px grey PNG of a menu glyph and another icon set's SVG of it, or a
// white "f" on a blue disc and a one-colour "f" disc, hash alike. The difference hash runs across the grid; a second
// one runs down it, so shapes of horizontal strokes (a menu's bars), which hash flat across, still have a shape.
import { SAMPLE_SIZE } from '../image/decode.ts';

/** Luminance step from an opaque background that counts as ink. */
const INK_STEP = 48;
/** Near-white on transparency is the hole in a mark drawn on a coloured shape, not ink. */
const PAPER = 225;
/** Ink filling this much of its own bounds is a block, not a shape. */
const BLOCK = 0.85;

/** The shape's two difference hashes: across its columns (the one known marks are matched by) and down its rows. */
export interface ShapeHashes {
  across: bigint;
  down: bigint;
}

export function shapeHash(sample: Buffer): bigint | undefined {
  return shapeHashes(sample)?.across;
}

export function shapeHashes(sample: Buffer): ShapeHashes | undefined {
  const ink = inkOf(sample);
  if (!ink) return undefined;
  const across = inkGrid(ink, 9, 8);
  const down = inkGrid(ink, 8, 9);
  let [acrossHash, downHash] = [0n, 0n];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      acrossHash = (acrossHash << 1n) | (across[y * 9 + x]! > across[y * 9 + x + 1]! ? 1n : 0n);
      downHash = (downHash << 1n) | (down[y * 8 + x]! > down[(y + 1) * 8 + x]! ? 1n : 0n);
    }
  }
  return { across: acrossHash, down: downHash };
}

/** The share of ink in each cell of a grid stretched over the ink's bounds. */
function inkGrid({ mask, left, top, right, bottom }: Ink, columns: number, rows: number): Float64Array {
  const sums = new Float64Array(columns * rows);
  const counts = new Float64Array(columns * rows);
  for (let y = top; y <= bottom; y++) {
    const row = Math.min(rows - 1, Math.floor(((y - top) * rows) / (bottom - top + 1)));
    for (let x = left; x <= right; x++) {
      const column = Math.min(columns - 1, Math.floor(((x - left) * columns) / (right - left + 1)));
      sums[row * columns + column]! += mask[y * SAMPLE_SIZE + x]!;
      counts[row * columns + column]!++;
    }
  }
  return sums.map((sum, at) => (counts[at]! > 0 ? sum / counts[at]! : 0));
}

interface Ink {
  mask: Uint8Array;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function inkOf(sample: Buffer): Ink | undefined {
  const count = SAMPLE_SIZE * SAMPLE_SIZE;
  const luminance = (i: number) => 0.2126 * sample[i]! + 0.7152 * sample[i + 1]! + 0.0722 * sample[i + 2]!;
  // An opaque tile: most pixels opaque, the commonest opaque colour is the background.
  const colours = new Map<number, number>();
  let opaque = 0;
  for (let i = 0; i < sample.length; i += 4) {
    if (sample[i + 3]! < 128) continue;
    opaque++;
    const key = ((sample[i]! >> 4) << 8) | ((sample[i + 1]! >> 4) << 4) | (sample[i + 2]! >> 4);
    colours.set(key, (colours.get(key) ?? 0) + 1);
  }
  let background: number | undefined;
  if (opaque > count * 0.6) {
    const [key] = [...colours].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]!;
    background = 0.2126 * ((key >> 8) * 17) + 0.7152 * (((key >> 4) & 15) * 17) + 0.0722 * ((key & 15) * 17);
  }
  const mask = new Uint8Array(count);
  let [left, top, right, bottom, inked] = [SAMPLE_SIZE, SAMPLE_SIZE, -1, -1, 0];
  for (let p = 0; p < count; p++) {
    const i = p * 4;
    if (sample[i + 3]! < 128) continue;
    const lum = luminance(i);
    if (background === undefined ? lum > PAPER : Math.abs(lum - background) <= INK_STEP) continue;
    mask[p] = 1;
    inked++;
    const [x, y] = [p % SAMPLE_SIZE, Math.floor(p / SAMPLE_SIZE)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  // A speck or a line has no shape to compare, and neither has a block (a tile, a photo, noise): its hash is flat.
  if (inked < 24 || right - left < 4 || bottom - top < 4 || inked > BLOCK * (right - left + 1) * (bottom - top + 1)) return undefined;
  return { mask, left, top, right, bottom };
}
