import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STORED_PIXELS } from '../../../pipeline/discovery/image/decode.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { fixtureSites, serveSites, siteAddresses, type FixtureSite } from '../../helpers/real-sites.ts';

let fake: FakeWeb;
let origin: TestOrigin;
let sites: FixtureSite[];

beforeAll(async () => {
  fake = await startFakeWeb();
  sites = await fixtureSites();
  serveSites(fake, sites);
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver(siteAddresses(sites)) });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const DOMAINS = [
  'touchwins-test.com', 'roottouch-test.com', 'paletteico-test.com', 'wordmark-test.com', 'blankforeign-test.com', 'context-test.com', 'inlinesvg-test.com',
  'whitemark-test.com', 'docorder-test.com', 'jsonld-test.com', 'lazylogo-test.com', 'fluidicon-test.com', 'datalogo-test.com', 'touchsizes-test.com', 'ties-test.com', 'facts-test.com', 'wwwonly-test.net',
  // Built the way site builders and frameworks build home pages (test/helpers/real-sites-more.ts).
  'wordpress-test.com', 'shopify-test.com', 'spasprite-test.com', 'jsonldstring-test.com', 'wrongtype-test.com', 'rootonly-test.com', 'loginbuttons-test.com',
  'darkheader-test.com', 'manysizes-test.com', 'builder-test.com', 'inlinewordmark-test.com', 'partners-test.com', 'consent-test.com', 'oldgif-test.com',
];

const siteUrl = (site: FixtureSite, path: string) => `http://${site.host ?? site.domain}:${fake.port}${path.startsWith('#') ? `/${path}` : path}`;

describe('discovery on sites built like real ones (issue 11)', () => {
  it('covers every fixture site', () => {
    expect(sites.length).toBeGreaterThanOrEqual(30);
    expect([...DOMAINS].sort()).toEqual(sites.map((site) => site.domain).sort());
  });

  it.each(DOMAINS)('stores what a careful person would on %s', async (domain) => {
    const site = sites.find((s) => s.domain === domain)!;
    const run = await origin.deps.discoverer.run(domain);
    const stored = origin.deps.catalog.assetsOf(domain).map((asset) => ({ variant: asset.variant, theme: asset.theme, url: asset.provenance.url, format: asset.format }));
    const expected = site.expected.map((e) => ({ variant: e.variant, theme: e.theme, url: siteUrl(site, e.path), format: e.format }));
    expect(stored, `${site.finding}\n${JSON.stringify(run.candidates, null, 1)}`).toEqual(expect.arrayContaining(expected));
    expect(stored).toHaveLength(expected.length);
    // The decoded size of what was chosen, as the report gives it, and what the stored object really holds.
    for (const e of site.expected) {
      const chosen = run.chosen.find((c) => c.slot.variant === e.variant && c.slot.theme === e.theme)!;
      expect({ width: chosen.width, height: chosen.height }).toEqual({ width: e.width, height: e.height });
      const asset = origin.deps.catalog.assetsOf(domain).find((a) => a.variant === e.variant && a.theme === e.theme)!;
      const body = (await origin.deps.storage.get(asset.storageKey))!.body;
      const meta = await sharp(body).metadata();
      if (e.format === 'png') expect(Math.max(meta.width!, meta.height!)).toBe(Math.min(MAX_STORED_PIXELS, Math.max(e.width, e.height)));
      // Nothing blank is ever stored: the object, rendered, draws something.
      const { data } = await sharp(body, { density: 72 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let drawn = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! >= 128) drawn++;
      expect(drawn / (data.length / 4)).toBeGreaterThan(0.05);
    }
  });

  it('rejects the blank SVG as blank and never offers the Google mark or the play glyph', async () => {
    const run = await origin.deps.discoverer.run('blankforeign-test.com', { store: false });
    expect(run.candidates.find((c) => c.url.endsWith('/img/logo-outline.svg'))).toMatchObject({ verdict: 'blank', score: 0 });
    expect(run.candidates.some((c) => /google|play/.test(c.url))).toBe(false);
  });

  it('offers none of the sidebar, section or footer images of a page full of "logo" words', async () => {
    const run = await origin.deps.discoverer.run('context-test.com', { store: false });
    expect(run.candidates.filter((c) => c.kind === 'page-logo').map((c) => c.url)).toEqual([siteUrl(sites.find((s) => s.domain === 'context-test.com')!, '/assets/context-mark.svg')]);
  });

  it('chooses the same image on every run when two score the same', async () => {
    const urls = new Set<string>();
    for (let i = 0; i < 3; i++) urls.add((await origin.deps.discoverer.run('ties-test.com', { store: false })).best!.url);
    expect([...urls]).toEqual([`http://ties-test.com:${fake.port}/static/a/icon.png`]);
  });

  it('offers the itemprop="logo" image as structured data, ahead of the page\'s own places', async () => {
    const run = await origin.deps.discoverer.run('datalogo-test.com', { store: false });
    expect(run.candidates.filter((c) => c.provider === 'website').map((c) => c.kind).slice(0, 2)).toEqual(['schema-logo', 'page-logo']);
    expect(run.candidates.find((c) => c.kind === 'schema-logo')).toMatchObject({ url: `http://datalogo-test.com:${fake.port}/static/org-logo.png`, width: 256, verdict: 'accepted' });
  });

  it('records where the home page was found', async () => {
    const run = await origin.deps.discoverer.run('wwwonly-test.net', { store: false });
    expect(run.site).toBe(`http://www.wwwonly-test.net:${fake.port}/`);
    expect(run.failures).toEqual([]);
  });
});
