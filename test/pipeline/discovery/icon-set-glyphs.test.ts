// An icon set's interface icon is refused wherever it comes from, a declared icon too, over HTTP on 127.0.0.1 through
// the real discovery path: flink.apache.org's manifest declared the theme's menu glyph as its only icon. Simple real
// marks an icon set also draws a primitive of (a disc, a letter in a square, a letter) stay the site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { iconSetGlyphSites } from '../../helpers/icon-set-glyph-sites.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  for (const site of await iconSetGlyphSites()) for (const [path, answer] of Object.entries(site.routes)) fake.on(site.domain, path, answer);
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const url = (domain: string, path: string) => `http://${domain}:${fake.port}${path}`;

async function discover(domain: string) {
  const run = await origin.deps.discoverer.run(domain);
  return { run, stored: origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort() };
}

describe('interface icons of whole icon sets', () => {
  it('refuses the theme\'s menu glyph a manifest declares as its only icon, and stores the header\'s own mark', async () => {
    const { run, stored } = await discover('squirrel-test.com');
    const glyph = url('squirrel-test.com', '/favicon.svg');
    expect(run.candidates.find((c) => c.url === glyph), JSON.stringify(run.candidates, null, 1)).toMatchObject({ kind: 'manifest-icon', verdict: 'ui-glyph' });
    expect(stored.some((line) => line.endsWith(glyph))).toBe(false);
    const own = [url('squirrel-test.com', '/img/logo/png/100/squirrel_100_color.png'), url('squirrel-test.com', '/img/logo/png/500/squirrel_500.png')];
    expect(stored.filter((line) => line.startsWith('icon/light ')).map((line) => line.slice('icon/light '.length)), JSON.stringify(run.candidates, null, 1)).toEqual([expect.toBeOneOf(own)]);
  }, 30_000);

  it.each(['disc-test.com', 'tile-test.com', 'letter-test.com'])('stores a simple real mark declared as the icon on %s', async (domain) => {
    const { run, stored } = await discover(domain);
    expect(stored, JSON.stringify(run.candidates, null, 1)).toEqual([`icon/light ${url(domain, '/icon.svg')}`]);
  }, 30_000);
});
