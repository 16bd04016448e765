// Known interface glyphs are refused by their drawing wherever they stand in the page, in a control or not, over HTTP
// on 127.0.0.1 through the real discovery path; a platform's link glyph is still that platform's own mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { glyphSites } from '../../helpers/glyph-sites.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  for (const site of await glyphSites()) for (const [path, answer] of Object.entries(site.routes)) fake.on(site.domain, path, answer);
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver({ 'github.com': ['127.0.0.1'] }) });
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

describe('known interface glyphs', () => {
  it('refuses a bare language glyph beside the home link, though no control or aria-hidden marks it', async () => {
    const { run, stored } = await discover('lingo-test.com');
    expect(run.candidates.find((c) => c.url === url('lingo-test.com', '/#inline-svg-1'))).toMatchObject({ kind: 'page-logo', verdict: 'ui-glyph' });
    expect(stored).toEqual([]);
  }, 30_000);

  it('refuses a GitHub link glyph beside the home link of another site', async () => {
    const { run, stored } = await discover('octolink-test.com');
    expect(run.candidates.find((c) => c.url === url('octolink-test.com', '/#inline-svg-1'))?.verdict).toMatch(/^(ui-glyph|foreign-mark)$/);
    expect(stored).toEqual([]);
  }, 30_000);

  it('stores the octocat in github.com\'s own header as its icon', async () => {
    const { stored } = await discover('github.com');
    expect(stored).toEqual([`icon/light ${url('github.com', '/#inline-svg-1')}`]);
  }, 30_000);

  it('still stores the site\'s own mark beside a refused glyph', async () => {
    const { stored } = await discover('ownmark-test.com');
    expect(stored).toEqual([`icon/light ${url('ownmark-test.com', '/mark.png')}`]);
  }, 30_000);
});
