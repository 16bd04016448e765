// Issue 20: the icon a site declares is its mark unless a rule names why not. Each fixture is modelled on a real site
// whose own icon the model refused (test/helpers/declared-icon-sites.ts), discovered over HTTP on 127.0.0.1.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredIconSites, type DeclaredIconSite } from '../../helpers/declared-icon-sites.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;
let sites: DeclaredIconSite[];

beforeAll(async () => {
  fake = await startFakeWeb();
  sites = await declaredIconSites(fake.port);
  for (const site of sites) {
    for (const [path, answer] of Object.entries(site.routes)) fake.on(site.domain, path, answer);
    for (const [path, answer] of Object.entries(site.cdn?.routes ?? {})) fake.on(site.cdn!.host, path, answer);
  }
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const urlOf = (site: DeclaredIconSite, path: string) => (path.startsWith('http') ? path : `http://${site.domain}:${fake.port}${path.startsWith('#') ? `/${path}` : path}`);
const site = (domain: string) => sites.find((s) => s.domain === domain)!;

describe('discovery keeps the icon a site declares', () => {
  it.each(['alibaba-test.com', 'netflix-test.com', 'youtube-test.com', 'nodejs-test.com', 'openstreetmap-test.com', 'python-test.com', 'aol-test.com', 'apple-test.com'])(
    'stores the own mark at its largest on %s',
    async (domain) => {
      const run = await origin.deps.discoverer.run(domain);
      const stored = origin.deps.catalog.assetsOf(domain).map((a) => ({ variant: a.variant, theme: a.theme, url: a.provenance.url }));
      const expected = site(domain).expected.map((e) => ({ variant: e.variant, theme: e.theme, url: urlOf(site(domain), e.path) }));
      expect(stored, `${site(domain).finding}\n${JSON.stringify(run.candidates, null, 1)}`).toEqual(expect.arrayContaining(expected));
      // Nothing lands in a light slot that was drawn for dark backgrounds, and every stored object draws something.
      for (const asset of origin.deps.catalog.assetsOf(domain)) {
        const { data } = await sharp((await origin.deps.storage.get(asset.storageKey))!.body, { density: 72 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        let drawn = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! >= 128) drawn++;
        expect(drawn / (data.length / 4)).toBeGreaterThan(0.02);
      }
      for (const e of site(domain).expected) {
        const chosen = run.chosen.find((c) => c.slot.variant === e.variant && c.slot.theme === e.theme)!;
        expect({ width: chosen.width, height: chosen.height }).toEqual({ width: e.width, height: e.height });
      }
    },
    30_000,
  );

  it('stores the 16 px favicon rather than leaving the domain to a monogram', async () => {
    const run = await origin.deps.discoverer.run('alibaba-test.com', { store: false });
    expect(run.outcome).toBe('found');
    expect(run.best).toMatchObject({ width: 16, height: 16, verdict: 'accepted' });
    // The conventional touch icon that answers an HTML page says why it was not taken.
    expect(run.candidates.find((c) => c.url.endsWith('/apple-touch-icon.png'))).toMatchObject({ verdict: 'error', error: { code: 'NOT_AN_IMAGE' } });
  });

  it('counts a conventional path that redirects to the declared icon once, under the declared URL', async () => {
    const run = await origin.deps.discoverer.run('nodejs-test.com', { store: false });
    const icon = urlOf(site('nodejs-test.com'), '/static/images/favicons/favicon.png');
    expect(run.candidates.find((c) => c.url.endsWith('/apple-touch-icon.png'))).toMatchObject({ location: icon, duplicateOf: icon });
    // The header wordmark the model doubted is drawn in the colours of the site's own icon.
    expect(run.candidates.find((c) => c.url.endsWith('#inline-svg-1'))).toMatchObject({ verdict: 'accepted', slot: { variant: 'logo', theme: 'light' } });
  });

  it('puts neither the white tile nor the light-grey wordmark of a dark header in a light slot', async () => {
    const run = await origin.deps.discoverer.run('python-test.com', { store: false });
    const slotOf = (path: string) => run.candidates.find((c) => c.url.endsWith(path))?.slot?.theme;
    expect(slotOf('/static/metro-icon-144x144.png')).toBe('dark');
    expect(slotOf('/static/img/python-logo.png')).toBe('dark');
    expect(run.chosen.filter((c) => c.slot.theme === 'light').map((c) => c.url)).toEqual([urlOf(site('python-test.com'), '/static/apple-touch-icon-144x144-precomposed.png')]);
  });

  it('prefers the 152 px touch icon at the conventional path to the 64 px favicon', async () => {
    const run = await origin.deps.discoverer.run('apple-test.com', { store: false });
    expect(run.best?.url).toBe(urlOf(site('apple-test.com'), '/apple-touch-icon.png'));
    expect(run.candidates.find((c) => c.url.endsWith('/favicon.ico'))?.reason).toMatch(/slot went to .*apple-touch-icon\.png \(152 px/);
  });
});
