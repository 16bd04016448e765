// A 64-bit difference hash (dHash) of a sample composited on white: near-identical pictures (a default avatar
// re-encoded, resized or slightly recoloured) differ in few bits, unrelated ones in about half.
import { SAMPLE_SIZE } from '../image/decode.ts';

export function differenceHash(sample: Buffer): bigint {
  const grid = boxAverage(sample, 9, 8);
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (grid[y * 9 + x]! > grid[y * 9 + x + 1]! ? 1n : 0n);
  }
  return hash;
}

/** 1 for equal hashes, about 0.5 for unrelated pictures, 0 for opposite ones. */
export function hashSimilarity(a: bigint, b: bigint): number {
  const diff = BigInt.asUintN(64, a ^ b);
  return 1 - (bitCount(Number(diff & 0xffffffffn)) + bitCount(Number(diff >> 32n))) / 64;
}

/** The set bits of a 32-bit number (a scan over tens of thousands of hashes counts them, so no loop per bit). */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function boxAverage(sample: Buffer, columns: number, rows: number): Float64Array {
  const sums = new Float64Array(columns * rows);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < SAMPLE_SIZE; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / SAMPLE_SIZE));
    for (let x = 0; x < SAMPLE_SIZE; x++) {
      const column = Math.min(columns - 1, Math.floor((x * columns) / SAMPLE_SIZE));
      const i = (y * SAMPLE_SIZE + x) * 4;
      const alpha = sample[i + 3]! / 255;
      const luminance = 0.2126 * sample[i]! + 0.7152 * sample[i + 1]! + 0.0722 * sample[i + 2]!;
      sums[row * columns + column]! += luminance * alpha + 255 * (1 - alpha);
      counts[row * columns + column]!++;
    }
  }
  return sums.map((sum, at) => sum / counts[at]!);
}
