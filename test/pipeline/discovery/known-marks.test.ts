// Another brand's sign-in or platform mark, and an interface glyph beside the logo, are ruled out by
// their shape, whatever their colours and size; the site's own marks, and a provider's mark on its own domain, are not.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { knownMarks, type KnownMark } from '../../../pipeline/discovery/scoring/known-marks.ts';
import { loadModel } from '../../../pipeline/discovery/scoring/model.ts';
import { scoreCandidate, type Scorer } from '../../../pipeline/discovery/scoring/score.ts';
import { GLYPHS_FILE, knownGlyphs } from '../../../pipeline/discovery/scoring/known-glyphs.ts';
import { knownGlyphsText } from '../../../scripts/known-glyphs.ts';
import { markSvg } from '../../helpers/discovery-images.ts';
import { wordmarkSvg } from '../../helpers/site-images.ts';

// The official multi-colour "G" as sign-in buttons show it, from another icon set than the rule's own (simple-icons).
const logos = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/logos/icons.json'), 'utf8')) as { icons: Record<string, { body: string; width?: number; height?: number }> };
const googleG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logos.icons['google-icon']!.width ?? 256} ${logos.icons['google-icon']!.height ?? 256}">${logos.icons['google-icon']!.body}</svg>`;

let scorer: Scorer;
let known: KnownMark[];
beforeAll(async () => {
  known = await knownMarks();
  scorer = { model: loadModel(), placeholders: [], known, threshold: 0.6 };
});

const context = (domain: string) => ({ reliability: 0.9, handle: 1, brandColours: [], domain });
const verdictOf = async (bytes: Buffer, domain: string, pageLogo: boolean) => scoreCandidate(await decodeImage(bytes, 1e7), context(domain), scorer, { pageLogo }).verdict;
const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: 600 }).resize(size, size, { fit: 'contain', background: '#ffffff00' }).png().toBuffer();
// A hamburger menu as a site's own stylesheet draws it: three rounded bars, in the site's grey.
const menu = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><g fill="#444"><rect x="2" y="3" width="16" height="2.4" rx="1.2"/><rect x="2" y="8.8" width="16" height="2.4" rx="1.2"/><rect x="2" y="14.6" width="16" height="2.4" rx="1.2"/></g></svg>';

describe('known marks', () => {
  it('rules out the Google "G" of a sign-in button in the page\'s markup, but not on google.com nor as a favicon', async () => {
    expect(await verdictOf(Buffer.from(googleG), 'acme-test.com', true)).toBe('foreign-mark');
    expect(await verdictOf(await png(googleG, 40), 'acme-test.com', true)).toBe('foreign-mark');
    expect(await verdictOf(Buffer.from(googleG), 'google.com', true)).not.toBe('foreign-mark');
    expect(await verdictOf(Buffer.from(googleG), 'acme-test.com', false)).not.toBe('foreign-mark');
  });

  it('rules out a menu glyph in the page\'s markup, and leaves a favicon of the same shape to the model', async () => {
    expect(await verdictOf(await png(menu, 24), 'acme-test.com', true)).toBe('ui-glyph');
    expect(await verdictOf(await png(menu, 24), 'acme-test.com', false)).not.toBe('ui-glyph');
  });

  it('leaves the site\'s own marks and wordmarks to the model', async () => {
    for (const bytes of [Buffer.from(markSvg('#0b7a75')), await png(markSvg('#c2185b'), 180), Buffer.from(wordmarkSvg('#5d4037'))]) {
      expect(['accepted', 'below-threshold']).toContain(await verdictOf(bytes, 'acme-test.com', true));
    }
  });

  it('holds no mark whose shape is a plain block (such hashes match every tile and photo)', () => {
    expect(known.length).toBeGreaterThan(70);
    for (const mark of known) expect(mark.hash).not.toBe(0n);
  });

  it('keeps the glyphs as data: each drawing with its source, licence and shape, as the script writes them', async () => {
    const text = readFileSync(GLYPHS_FILE, 'utf8');
    expect(await knownGlyphsText(text)).toBe(text);
    const glyphs = knownGlyphs();
    for (const name of ['translate', 'theme toggle', 'menu', 'search', 'caret', 'external link', 'rss', 'github', 'x', 'mastodon']) expect(glyphs.some((g) => g.name === name)).toBe(true);
    expect(glyphs.filter((g) => g.source.startsWith('Docusaurus')).length).toBeGreaterThan(3);
    for (const glyph of glyphs) expect(glyph.licence).toMatch(/^(MIT|Apache-2\.0|CC-BY-4\.0)$/);
  });
});

