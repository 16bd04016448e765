// The interface glyphs that stand beside a logo and are never one (known-glyphs.json: each drawing with where it came
// from and its licence): menus, search, theme toggles, language menus, carets, external-link arrows, RSS, and the
// social platforms' link glyphs. The file is written by scripts/known-glyphs.ts from the icon sets, beside the
// documentation themes' own drawings taken from the markup they serve; the script also records each drawing's shape.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const GLYPHS_FILE = new URL('./known-glyphs.json', import.meta.url);

export const glyphsFileSchema = z.object({
  about: z.string(),
  glyphs: z.array(
    z.object({
      /** What the glyph is for ("translate", "menu") or, for a platform's link glyph, the platform. */
      name: z.string().min(1),
      /** Domains whose own mark it is (a platform's glyph on the platform's own site): there it is no glyph. */
      owners: z.array(z.string()),
      source: z.string().min(1),
      licence: z.string().min(1),
      svg: z.string().startsWith('<svg'),
      /** The drawing's shape hash (shape-hash.ts, drawn as known-marks.ts draws a mark), kept so no process draws them. */
      hash: z.string().regex(/^[0-9a-f]{16}$/),
    }),
  ),
});

export type GlyphEntry = z.infer<typeof glyphsFileSchema>['glyphs'][number];

export function knownGlyphs(): GlyphEntry[] {
  return glyphsFileSchema.parse(JSON.parse(readFileSync(GLYPHS_FILE, 'utf8'))).glyphs;
}
