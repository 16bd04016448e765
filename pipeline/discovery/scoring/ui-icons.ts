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
  /** The memory its shapes take. */
  bytes: number;
  /** The fewest bits (of 128) by which a shape differs from an icon's, when at most `limit`; else undefined. */
  nearest(shape: ShapeHashes, limit: number): number | undefined;
}

export function loadUiIcons(file: URL = UI_ICONS_FILE): UiIcons {
  return uiIconsOf(uiIconsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).hashes);
}

export function uiIconsOf(base64: string): UiIcons {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length % RECORD_BYTES !== 0) throw new Error(`the icon shapes must be ${RECORD_BYTES}-byte records, got ${bytes.length} bytes`);
  // Four 32-bit words per icon: across high, across low, down high, down low.
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = bytes.readUInt32BE(i * 4);
  return {
    size: words.length / 4,
    bytes: words.byteLength,
    nearest(shape, limit) {
      const [a0, a1, d0, d1] = wordsOf(shape);
      let best = limit + 1;
      for (let i = 0; i < words.length; i += 4) {
        // Most icons differ from the shape in more than `best` bits in the first word already.
        const first = bitCount(words[i]! ^ a0);
        if (first >= best) continue;
        const distance = first + bitCount(words[i + 1]! ^ a1) + bitCount(words[i + 2]! ^ d0) + bitCount(words[i + 3]! ^ d1);
        if (distance < best) best = distance;
      }
      return best <= limit ? best : undefined;
    },
  };
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
