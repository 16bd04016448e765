// The icon sets' interface icons discovery refuses by shape (scoring/ui-icons.ts) are data written at build time by
// scripts/ui-icons.ts: they hold the sets' glyphs, not their brand icons, plain shapes, letters or digits.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { knownMarks, shapesOfSvg } from '../../../pipeline/discovery/scoring/known-marks.ts';
import { loadModel } from '../../../pipeline/discovery/scoring/model.ts';
import { bitCount } from '../../../pipeline/discovery/scoring/phash.ts';
import { scoreCandidate, type Scorer } from '../../../pipeline/discovery/scoring/score.ts';
import type { ShapeHashes } from '../../../pipeline/discovery/scoring/shape-hash.ts';
import { loadUiIcons, UI_ICONS_FILE, UI_ICON_SIMILARITY, uiIconsFileSchema, type UiIcons } from '../../../pipeline/discovery/scoring/ui-icons.ts';
import { iconSvg, leftOutByName, NEAR_LEFT_OUT, UI_SETS } from '../../../scripts/ui-icons.ts';
import { THEME_MENU_SVG } from '../../helpers/icon-set-glyph-sites.ts';

const require = createRequire(import.meta.url);
/** The bits of 128 the rule allows a drawing to differ by. */
const RULE = Math.round((1 - UI_ICON_SIMILARITY) * 128);

let icons: UiIcons;
beforeAll(() => {
  icons = loadUiIcons();
});

const shapeOf = async (svg: string) => (await shapesOfSvg(svg))!;
const iconShape = (id: string) => shapeOf(iconSvg(id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)));
const bits = (a: ShapeHashes, b: ShapeHashes) =>
  [BigInt.asUintN(64, a.across ^ b.across), BigInt.asUintN(64, a.down ^ b.down)].reduce((sum, word) => sum + bitCount(Number(word & 0xffffffffn)) + bitCount(Number(word >> 32n)), 0);

describe('the icon sets\' interface icons', () => {
  it('were written from the icon sets installed now (run scripts/ui-icons.ts after updating one)', () => {
    const file = uiIconsFileSchema.parse(JSON.parse(readFileSync(UI_ICONS_FILE, 'utf8')));
    expect(file.sets.map((set) => set.prefix)).toEqual(UI_SETS.map((set) => set.prefix));
    for (const set of file.sets) {
      const installed = (JSON.parse(readFileSync(require.resolve(`@iconify-json/${set.prefix}/package.json`), 'utf8')) as { version: string }).version;
      expect(set.package).toBe(`@iconify-json/${set.prefix}@${installed}`);
      expect(set.kept).toBeGreaterThan(0);
    }
    expect(icons.size).toBeGreaterThan(30_000);
  });

  it('hold the glyphs the sets draw: menus, search, cart, language', async () => {
    for (const id of ['ic:baseline-notes', 'lucide:search', 'fa6-solid:magnifying-glass', 'ph:shopping-cart', 'lucide:languages', 'heroicons:bars-3']) expect(icons.nearest(await iconShape(id), RULE), id).toBe(0);
    // Material's three bars come close to Ghost's mark and are left out; the sets' other menus stand in for them.
    expect(icons.nearest(await iconShape('material-symbols:menu'), RULE)).toBeLessThanOrEqual(RULE);
    expect(icons.nearest(await shapeOf(THEME_MENU_SVG), RULE)).toBe(0);
  });

  it('hold no brand icon, plain shape, letter or digit, nor anything near one', async () => {
    for (const id of ['tabler:brand-github', 'mdi:github', 'bi:twitter', 'ri:github-fill', 'octicon:mark-github-24', 'carbon:logo-github', 'ph:github-logo', 'lucide:circle', 'material-symbols:circle', 'bi:1-square', 'tabler:letter-a', 'fa6-solid:a']) {
      expect(icons.nearest(await iconShape(id), NEAR_LEFT_OUT - RULE), id).toBeUndefined();
    }
  });

  it('find every icon within the rule\'s bits by their sorted parts, as a scan of all of them does', () => {
    const records = Buffer.from(uiIconsFileSchema.parse(JSON.parse(readFileSync(UI_ICONS_FILE, 'utf8'))).hashes, 'base64');
    let seed = 7;
    const random = (below: number) => Math.floor(((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * below);
    for (let query = 0; query < 500; query++) {
      const at = random(icons.size) * 16;
      const shape = { across: records.readBigUInt64BE(at), down: records.readBigUInt64BE(at + 8) };
      // Up to 6 bits flipped, some in the same 16-bit part, so matches at 0 to 4 bits and misses beyond are both met.
      for (let flips = random(7); flips > 0; flips--) {
        const bit = BigInt(random(128));
        if (bit < 64n) shape.across ^= 1n << bit;
        else shape.down ^= 1n << (bit - 64n);
      }
      const scanned = icons.nearest(shape, RULE + 1);
      expect(icons.nearest(shape, RULE)).toBe(scanned !== undefined && scanned <= RULE ? scanned : undefined);
    }
  });

  it('leave out icons by their category or name', () => {
    const [mdi, tabler] = [UI_SETS.find((set) => set.prefix === 'mdi')!, UI_SETS.find((set) => set.prefix === 'tabler')!];
    const brands = new Set(['github', 'slack']);
    expect(leftOutByName(mdi, 'language-python', ['Brand / Logo', 'Developer / Languages'], brands)).toBe('brand');
    expect(leftOutByName(tabler, 'brand-figma', [], brands)).toBe('brand');
    expect(leftOutByName(tabler, 'slack', [], brands)).toBe('brand');
    for (const name of ['letter-a', 'square-letter-m', 'number-1', '1-square-fill', 'circle', 'square-rounded-filled', 'hexagon', 'counter-3']) expect(leftOutByName(tabler, name, [], brands), name).toBe('plain');
    for (const name of ['menu-2', 'search', 'x', 'filter-3', 'arrow-right']) expect(leftOutByName(tabler, name, [], brands), name).toBeUndefined();
  });
});

describe('the interface icon rule', () => {
  let scorer: Scorer;
  beforeAll(async () => {
    scorer = { model: loadModel(), placeholders: [], known: await knownMarks(), icons, threshold: 0.6 };
  });
  const verdictOf = async (svg: string) =>
    scoreCandidate(await decodeImage(Buffer.from(svg), 1e7), { reliability: 0.9, handle: 1, brandColours: [], domain: 'acme-test.com' }, scorer, { pageLogo: false, declared: true }).verdict;

  it('refuses a declared icon that is an icon set\'s glyph in one colour, in any colour', async () => {
    expect(await verdictOf(THEME_MENU_SVG)).toBe('ui-glyph');
    expect(await verdictOf(iconSvg('lucide', 'search').replaceAll('currentColor', '#0b7a75'))).toBe('ui-glyph');
  });

  it('keeps simple real marks whose primitive the sets draw: a disc, a letter', async () => {
    const disc = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="24" fill="#e4002b"/></svg>';
    // The sets do draw it: only leaving their plain shapes out keeps the disc a mark.
    expect(bits(await shapeOf(disc), await iconShape('material-symbols:circle'))).toBeLessThanOrEqual(RULE);
    expect(await verdictOf(disc)).toBe('accepted');
    const letter = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#2e7d32" d="M5 3h4l3 9 3-9h4v18h-3V9l-3 9h-2L8 9v12H5z"/></svg>';
    expect(await verdictOf(letter)).toBe('accepted');
  });
});
