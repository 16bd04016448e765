// Measures of a 64x64 RGBA sample that tell logos from photos and placeholders: how many colours, how busy the
// edges are, how much is transparent, how saturated, and how much of it is drawn in the brand's colours.
import { SAMPLE_SIZE } from '../image/decode.ts';

export interface ImageStats {
  /** log2(1 + distinct 4-bit-per-channel colours) / 12: flat logos are low, photos and noise high. */
  colours: number;
  /** Share of neighbouring pixel pairs whose luminance differs by more than EDGE_STEP (on white). */
  edges: number;
  transparency: number;
  /** Mean HSV saturation of the drawn pixels: default avatars are grey. */
  saturation: number;
  /** Share of all pixels in the four most common colours (transparency counting as one): a logo is a few flat
   * colours, a photograph spreads over hundreds, however smooth it is. */
  dominance: number;
  /** Share of the sample that is drawn and differs from the commonest drawn colour's surroundings: 0 for an
   * empty or fully transparent picture, and for a flat square with nothing on it. */
  coverage: number;
  /** Every drawn pixel is near white: a mark made for dark headers. */
  whiteOnly: boolean;
  /** Share of the drawn pixels that are near white. */
  whiteShare: number;
}

const EDGE_STEP = 24;

export function imageStats(sample: Buffer): ImageStats {
  const seen = new Map<number, number>();
  let transparent = 0;
  let saturation = 0;
  let drawn = 0;
  let white = 0;
  const luminance = new Float32Array(SAMPLE_SIZE * SAMPLE_SIZE);
  for (let i = 0, p = 0; i < sample.length; i += 4, p++) {
    const [r, g, b, a] = [sample[i]!, sample[i + 1]!, sample[i + 2]!, sample[i + 3]!];
    const alpha = a / 255;
    luminance[p] = (0.2126 * r + 0.7152 * g + 0.0722 * b) * alpha + 255 * (1 - alpha);
    if (a < 128) {
      transparent++;
      continue;
    }
    drawn++;
    if (r > 225 && g > 225 && b > 225) white++;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const max = Math.max(r, g, b);
    saturation += max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
  }
  let edges = 0;
  let pairs = 0;
  for (let y = 0; y < SAMPLE_SIZE; y++) {
    for (let x = 0; x < SAMPLE_SIZE; x++) {
      const here = luminance[y * SAMPLE_SIZE + x]!;
      if (x + 1 < SAMPLE_SIZE) {
        pairs++;
        if (Math.abs(here - luminance[y * SAMPLE_SIZE + x + 1]!) > EDGE_STEP) edges++;
      }
      if (y + 1 < SAMPLE_SIZE) {
        pairs++;
        if (Math.abs(here - luminance[(y + 1) * SAMPLE_SIZE + x]!) > EDGE_STEP) edges++;
      }
    }
  }
  const common = [...seen.values(), transparent].sort((a, b) => b - a).slice(0, 4);
  return {
    colours: Math.log2(1 + seen.size) / 12,
    dominance: common.reduce((sum, n) => sum + n, 0) / (SAMPLE_SIZE * SAMPLE_SIZE),
    edges: edges / pairs,
    transparency: transparent / (SAMPLE_SIZE * SAMPLE_SIZE),
    saturation: drawn === 0 ? 0 : saturation / drawn,
    // A single flat colour filling the square draws nothing either (a blank tile); a mark needs some contrast.
    coverage: seen.size <= 1 && transparent === 0 ? 0 : drawn / (SAMPLE_SIZE * SAMPLE_SIZE),
    whiteOnly: drawn > 0 && white / drawn > 0.95,
    whiteShare: drawn === 0 ? 0 : white / drawn,
  };
}

/** -1 (drawn in other colours) to 1 (drawn in the brand's colours); 0 when the brand's colours are unknown. */
export function brandColourMatch(sample: Buffer, brandHexes: readonly string[]): number {
  if (brandHexes.length === 0) return 0;
  const colours = brandHexes.map((hex) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)));
  let near = 0;
  let drawn = 0;
  for (let i = 0; i < sample.length; i += 4) {
    if (sample[i + 3]! < 128) continue;
    drawn++;
    const [r, g, b] = [sample[i]!, sample[i + 1]!, sample[i + 2]!];
    // White and near-black are everyone's colours (backgrounds, outlines): they count for no brand and against none.
    if ((r > 235 && g > 235 && b > 235) || (r < 20 && g < 20 && b < 20)) {
      drawn--;
      continue;
    }
    if (colours.some(([cr, cg, cb]) => (r - cr!) ** 2 + (g - cg!) ** 2 + (b - cb!) ** 2 < 60 ** 2)) near++;
  }
  return drawn === 0 ? 0 : (near / drawn) * 2 - 1;
}

/** The commonest drawn colours of a sample (white, near-black and rare colours left out), commonest first, as hex. */
export function dominantColours(sample: Buffer, count = 2): string[] {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  let drawn = 0;
  for (let i = 0; i < sample.length; i += 4) {
    if (sample[i + 3]! < 200) continue;
    const [r, g, b] = [sample[i]!, sample[i + 1]!, sample[i + 2]!];
    drawn++;
    if ((r > 235 && g > 235 && b > 235) || (r < 20 && g < 20 && b < 20)) continue;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    Object.assign(bucket, { n: bucket.n + 1, r: bucket.r + r, g: bucket.g + g, b: bucket.b + b });
    buckets.set(key, bucket);
  }
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return [...buckets.entries()]
    .filter(([, bucket]) => bucket.n >= drawn * 0.05)
    .sort((a, b) => b[1].n - a[1].n || a[0] - b[0])
    .slice(0, count)
    .map(([, { n, r, g, b }]) => `#${hex(r / n)}${hex(g / n)}${hex(b / n)}`);
}

/** Share of the drawn pixels that are pale and neutral (light grey to white), and of those that are dark, in a sample;
 * and the share that is transparent beyond the letterbox a wide picture gets in its square sample. */
export function lightness(sample: Buffer, aspect: number): { pale: number; dark: number; ownTransparency: number } {
  let drawn = 0;
  let pale = 0;
  let dark = 0;
  for (let i = 0; i < sample.length; i += 4) {
    if (sample[i + 3]! < 128) continue;
    drawn++;
    const [r, g, b] = [sample[i]!, sample[i + 1]!, sample[i + 2]!];
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const max = Math.max(r, g, b);
    if (luminance >= 180 && (max - Math.min(r, g, b)) / max < 0.2) pale++;
    if (luminance < 80) dark++;
  }
  const letterbox = 1 - 1 / Math.max(1, aspect);
  return { pale: drawn && pale / drawn, dark: drawn && dark / drawn, ownTransparency: 1 - drawn / (SAMPLE_SIZE * SAMPLE_SIZE) - letterbox };
}
