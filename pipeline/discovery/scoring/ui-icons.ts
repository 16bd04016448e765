// The interface icons of whole icon sets (Material Symbols and Icons, Material Design Icons, Lucide, Tabler, Font
// Awesome, Bootstrap Icons, Heroicons, Phosphor, Remix, Octicons, Carbon), by shape: ui-icons.json holds the two
// difference hashes (shape-hash.ts) of every icon the sets draw, less their brand icons, the icons that look like a
// brand's mark, and their plain shapes, letters and digits, which simple real marks are. Written by scripts/ui-icons.ts
// from the @iconify-json packages at build time; read once per process and scanned, never drawn.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { bitCount } from './phash.ts';
import type { ShapeHashes } from './shape-hash.ts';

export const UI_ICONS_FILE = new URL('./ui-icons.json', import.meta.url);

/** Likeness (of both hashes, 128 bits) from which a one-colour picture is an interface icon (score.ts): at most 4 bits
 * differ. An icon set's menu drawn as an SVG favicon comes 0 bits close; of the 140 one-colour own marks of the
 * recorded real sites none comes within 6. */
export const UI_ICON_SIMILARITY = 124 / 128;

/** Bytes per icon in `hashes`: the across hash then the down hash, each 8 bytes big-endian. */
export const RECORD_BYTES = 16;

export const uiIconsFileSchema = z.object({
  about: z.string(),
  /** Each set as installed when the file was written, and how many of its icons are in `hashes`. */
  sets: z.array(z.object({ prefix: z.string(), name: z.string(), package: z.string(), licence: z.string(), icons: z.number().int(), kept: z.number().int() })),
  /** Why the other icons are not in it, with how many. */
  leftOut: z.record(z.string(), z.number().int()),
  /** Base64 of the sorted, distinct 16-byte records. */
  hashes: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

export type UiIconsFile = z.infer<typeof uiIconsFileSchema>;

export interface UiIcons {
  /** How many distinct shapes it holds. */
  size: number;
  /** The memory its shapes and their sorted orders take. */
  bytes: number;
  /** The fewest bits (of 128) by which a shape differs from an icon's, when at most `limit`; else undefined. */
  nearest(shape: ShapeHashes, limit: number): number | undefined;
}

export function loadUiIcons(file: URL = UI_ICONS_FILE): UiIcons {
  return uiIconsOf(uiIconsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).hashes);
}

/** The 16-bit parts of a record (0-3 across, 4-7 down) the icons are also sorted by: a shape within 4 bits of an icon
 * equals it in at least one of five parts (pigeonhole), so a close match looks only at the icons sharing one. These
 * five spread most: an icon shares one with about 500 others on average, instead of 41,605 to scan. */
const PARTS = [0, 1, 2, 3, 7] as const;
/** The most bits a sorted look-up finds every match within; a wider `limit` scans every icon. */
const SORTED_LIMIT = PARTS.length - 1;

export function uiIconsOf(base64: string): UiIcons {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length % RECORD_BYTES !== 0) throw new Error(`the icon shapes must be ${RECORD_BYTES}-byte records, got ${bytes.length} bytes`);
  // Four 32-bit words per icon: across high, across low, down high, down low.
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32BE(i * 4);
  const size = words.length / 4;
  const partOf = (icon: number, part: number) => (part % 2 === 0 ? words[icon * 4 + (part >> 1)]! >>> 16 : words[icon * 4 + (part >> 1)]! & 0xffff);
  const sorted = PARTS.map((part) => sortedBy(size, (icon) => partOf(icon, part)));
  const distance = (at: number, [a0, a1, d0, d1]: readonly number[]) => bitCount(words[at]! ^ a0!) + bitCount(words[at + 1]! ^ a1!) + bitCount(words[at + 2]! ^ d0!) + bitCount(words[at + 3]! ^ d1!);
  return {
    size,
    bytes: words.byteLength + sorted.reduce((sum, ids) => sum + ids.byteLength, 0),
    nearest(shape, limit) {
      const query = wordsOf(shape);
      let best = limit + 1;
      if (limit <= SORTED_LIMIT) {
        PARTS.forEach((part, p) => {
          const ids = sorted[p]!;
          const key = part % 2 === 0 ? query[part >> 1]! >>> 16 : query[part >> 1]! & 0xffff;
          for (let at = lowerBound(ids, key, (icon) => partOf(icon, part)); at < ids.length && partOf(ids[at]!, part) === key; at++) best = Math.min(best, distance(ids[at]! * 4, query));
        });
        return best <= limit ? best : undefined;
      }
      for (let i = 0; i < words.length; i += 4) {
        // Most icons differ from the shape in more than `best` bits in the first word already.
        if (bitCount(words[i]! ^ query[0]) >= best) continue;
        best = Math.min(best, distance(i, query));
      }
      return best <= limit ? best : undefined;
    },
  };
}

/** The icons' numbers ordered by a 16-bit key (a counting sort). */
function sortedBy(size: number, key: (icon: number) => number): Uint16Array | Uint32Array {
  const starts = new Uint32Array(65537);
  for (let icon = 0; icon < size; icon++) starts[key(icon) + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const ids = size <= 65536 ? new Uint16Array(size) : new Uint32Array(size);
  for (let icon = 0; icon < size; icon++) ids[starts[key(icon)]!++] = icon;
  return ids;
}

function lowerBound(ids: Uint16Array | Uint32Array, key: number, keyOf: (icon: number) => number): number {
  let [low, high] = [0, ids.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(ids[middle]!) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The 16-byte record of a shape, as the file stores it. */
export function recordOf(shape: ShapeHashes): Buffer {
  const record = Buffer.alloc(RECORD_BYTES);
  record.writeBigUInt64BE(BigInt.asUintN(64, shape.across), 0);
  record.writeBigUInt64BE(BigInt.asUintN(64, shape.down), 8);
  return record;
}

function wordsOf({ across, down }: ShapeHashes): [number, number, number, number] {
  return [Number((across >> 32n) & 0xffffffffn), Number(across & 0xffffffffn), Number((down >> 32n) & 0xffffffffn), Number(down & 0xffffffffn)];
}
