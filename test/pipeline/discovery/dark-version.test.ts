// A pale or white icon the page declares for dark backgrounds is judged as shown there and stored as
// the dark theme, through the render pool as the origin runs it; blank, flat and foreign "dark icons" never are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { sameShape } from '../../../pipeline/discovery/scoring/dark-version.ts';
import { markPng, markSvg } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { arrowSvg } from '../../helpers/site-images.ts';

let fake: FakeWeb;
let origin: TestOrigin;

const svg = (body: string) => ({ body, type: 'image/svg+xml' });
const page = (darkIcons: string[]) => ({
  body: `<!doctype html><html><head><title>Night</title><link rel="icon" type="image/png" sizes="192x192" href="/icon-192.png">
    ${darkIcons.map((href) => `<link rel="icon" type="image/svg+xml" media="(prefers-color-scheme: dark)" href="${href}">`).join('\n')}</head><body><main>hi</main></body></html>`,
});
const whiteGlyph = arrowSvg.replace('#333', '#ffffff');

beforeAll(async () => {
  fake = await startFakeWeb();
  const light = await markPng('#0b7a75', 192);
  fake.on('palenight-test.com', '/', page(['/icon-dark.svg']));
  fake.on('palenight-test.com', '/icon-192.png', { body: light, type: 'image/png' });
  fake.on('palenight-test.com', '/icon-dark.svg', svg(markSvg('#ffffff')));
  fake.on('blanknight-test.com', '/', page(['/dark-clear.svg', '/dark-tile.svg', '/dark-speck.svg']));
  fake.on('blanknight-test.com', '/icon-192.png', { body: light, type: 'image/png' });
  // Drawn at 2 % opacity: the triangle is there in the file, not on the screen.
  fake.on('blanknight-test.com', '/dark-clear.svg', svg(markSvg('#ffffff').replace('<path ', '<path fill-opacity="0.02" ').replace('<circle ', '<circle fill-opacity="0.02" ')));
  fake.on('blanknight-test.com', '/dark-tile.svg', svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4f4f4"/></svg>'));
  fake.on('blanknight-test.com', '/dark-speck.svg', svg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="1.5" fill="#ffffff"/></svg>'));
  // A site takes at most three icons of a kind: the glyph sits on a site of its own.
  fake.on('glyphnight-test.com', '/', page(['/dark-arrow.svg']));
  fake.on('glyphnight-test.com', '/icon-192.png', { body: light, type: 'image/png' });
  fake.on('glyphnight-test.com', '/dark-arrow.svg', svg(whiteGlyph));
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

describe('pale icons declared for dark backgrounds', () => {
  it('stores a white version of the site\'s mark as the dark icon, judged on dark as the same shape as the light one', async () => {
    const run = await origin.deps.discoverer.run('palenight-test.com');
    const dark = run.candidates.find((c) => c.url.endsWith('/icon-dark.svg'))!;
    // The model alone doubts a one-colour silhouette; the same shape as the site's light icon is what accepts it.
    expect(dark).toMatchObject({ verdict: 'accepted', slot: { variant: 'icon', theme: 'dark' }, darkVersionOf: `http://palenight-test.com:${fake.port}/icon-192.png` });
    expect(dark.score).toBeLessThan(origin.config.discovery.threshold);
    const stored = origin.deps.catalog.assetsOf('palenight-test.com').map((a) => `${a.variant}/${a.theme} ${a.format} ${a.provenance.url?.replace(/^.*:\d+/, '')}`).sort();
    expect(stored).toEqual(['icon/dark svg /icon-dark.svg', 'icon/light png /icon-192.png']);
  }, 30_000);

  it('accepts no blank, flat, speck or foreign picture as the dark icon', async () => {
    const run = await origin.deps.discoverer.run('blanknight-test.com');
    const verdict = (path: string) => run.candidates.find((c) => c.url.endsWith(path))?.verdict;
    expect(verdict('/dark-clear.svg')).toBe('blank');
    expect(verdict('/dark-tile.svg')).toBe('blank');
    expect(verdict('/dark-speck.svg')).toBe('blank');
    const glyph = await origin.deps.discoverer.run('glyphnight-test.com');
    expect(glyph.candidates.find((c) => c.url.endsWith('/dark-arrow.svg'))?.verdict).toBe('below-threshold');
    for (const one of [run, glyph]) expect(one.candidates.filter((c) => c.darkVersionOf)).toEqual([]);
    for (const domain of ['blanknight-test.com', 'glyphnight-test.com']) expect(origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme}`)).toEqual(['icon/light']);
  }, 30_000);
});

describe('sameShape', () => {
  const sample = async (svgText: string) => (await decodeImage(Buffer.from(svgText), 1e7)).sample;

  it('sees one shape in a mark and its pale recolouring, and none between a mark and a glyph, a tile or a speck', async () => {
    const mark = await sample(markSvg('#0b7a75'));
    expect(sameShape(mark, await sample(markSvg('#e8f4f3')))).toBe(true);
    expect(sameShape(mark, await sample(whiteGlyph))).toBe(false);
    const tile = await sample('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fff"/></svg>');
    expect(sameShape(tile, tile)).toBe(false);
    const speck = await sample('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="1.5" fill="#fff"/></svg>');
    expect(sameShape(speck, speck)).toBe(false);
  });
});
