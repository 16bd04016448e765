// What a stranger's site sends is read in time that grows with its length alone: every reader of pages, stylesheets,
// manifests, JSON-LD and SVGs is given long texts built by repeating the tokens it reacts to (unclosed tags, comments
// and `url(`, deep nesting, sprites that point at sprites), as a hostile page would, and must answer quickly. A reader
// whose cost grows with the square of its input takes seconds to minutes on these.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssLogosIn } from '../../../pipeline/discovery/website/css-logos.ts';
import { cssRules } from '../../../pipeline/discovery/website/css-rules.ts';
import { parsePage } from '../../../pipeline/discovery/website/html.ts';
import { inlineFileUses, MAX_LIFTED_SVG_CHARS } from '../../../pipeline/discovery/website/inline-svg.ts';
import { organisationsIn } from '../../../pipeline/discovery/website/json-ld.ts';
import { manifestFacts, manifestIcons } from '../../../pipeline/discovery/website/manifest.ts';
import { notSiteOf } from '../../../pipeline/discovery/website/not-site.ts';
import { parkedBy } from '../../../pipeline/discovery/website/parking.ts';
import { readSpriteFile } from '../../../pipeline/discovery/website/sprite-files.ts';
import { sanitiseSvg } from '../../../pipeline/svg/sanitise.ts';
import { hostilePages } from '../../helpers/hostile-pages.ts';

const PAGE = 'https://acme-test.com/';
const SPRITE_FILE = `${PAGE}s.svg`;
/** Long enough that a reader of quadratic cost takes seconds; a linear one takes milliseconds. */
const LENGTH = 200_000;
/** A generous bound for a linear reader on a busy machine. */
const QUICK_MS = 1_500;

const TOKENS = [
  '<', '>', '<!--', '<svg>', '<g>', '<use href="#a">', '<symbol id="a">', '<a href="/">', '<div class="logo">', '<img src=x alt=logo>',
  '<style>', '<script type="application/ld+json">', '<button>', '<body>', 'url(', '{', '}', '@x{', '@media a{', '/*', ';', 'background:',
  ' ', 'a', ',', '.logo', ':', '"', "'", '[', '=', 'class="', ' id="a"', 'viewbox="', 'data:image/svg+xml,', '&amp;', '&#', 'cookie accept',
  '<use href="/s.svg#a">', `<use href="${SPRITE_FILE}#a">`,
];

/** A long text made by repeating a short run of tokens, as hostile pages are. */
const hostileText = fc
  .array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 5 })
  .map((run) => run.join('').repeat(Math.ceil(LENGTH / run.join('').length)).slice(0, LENGTH));

function timed(read: () => unknown): number {
  const started = performance.now();
  try {
    read();
  } catch {
    // A refusal is an answer too; only the time it took matters here.
  }
  return performance.now() - started;
}

const READERS: [string, (text: string) => unknown][] = [
  ['a home page', (text) => parsePage(text, PAGE)],
  ['a page that may be a challenge or a wall', (text) => notSiteOf(text, PAGE)],
  ['a parked page', (text) => parkedBy(text, PAGE)],
  ['a stylesheet', (text) => cssLogosIn(cssRules(text), PAGE, { selectors: ['.logo', '#a'], strength: 2 })],
  ['a manifest', (text) => (manifestIcons(text, `${PAGE}site.webmanifest`), manifestFacts(text))],
  ['JSON-LD', (text) => organisationsIn(text)],
  ['an SVG', (text) => sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`)],
  ['a sprite file, and a page SVG that uses it', (text) => inlineFileUses(`<svg>${text}</svg>`, new Map([[SPRITE_FILE, readSpriteFile(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`)]]))],
];

describe('readers of hostile text', () => {
  it.each(READERS)('reads %s of repeated tokens in time linear in its length', (_, read) => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(timed(() => read(text))).toBeLessThan(QUICK_MS);
      }),
      { numRuns: 12, seed: 42 },
    );
  });

  it('reads each hostile page of the security report quickly', () => {
    for (const page of Object.values(hostilePages())) {
      expect(timed(() => parsePage(page.home, PAGE)), page.what).toBeLessThan(QUICK_MS);
      expect(timed(() => notSiteOf(page.home, PAGE)), page.what).toBeLessThan(QUICK_MS);
      if (page.stylesheet) expect(timed(() => cssLogosIn(cssRules(page.stylesheet!), PAGE, { selectors: ['.logo'], strength: 3 })), page.what).toBeLessThan(QUICK_MS);
    }
  });

  it('refuses an inline SVG whose sprites expand past the size a logo may have, keeping the rest of the page', () => {
    const { useBomb } = hostilePages();
    const page = parsePage(useBomb.home, PAGE);
    for (const logo of page.logos) expect(logo.inline?.length ?? 0).toBeLessThanOrEqual(MAX_LIFTED_SVG_CHARS);
    // The header's link home is still read: only the expanded SVGs were refused.
    expect(page.links).toContain(PAGE);
  });
});
