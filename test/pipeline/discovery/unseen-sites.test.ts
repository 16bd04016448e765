// Discovery on site shapes it was not tuned on (test/helpers/unseen-sites.ts), over HTTP on 127.0.0.1 through the real
// path: no UI glyph is stored, both logos of a light/dark pair go to their slots, a logo drawn by the site's CSS is
// read, and a page that answers in the site's place gives no mark and is named in the report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoverer } from '../../../pipeline/discovery/discoverer.ts';
import { readRecording } from '../../../pipeline/discovery/recording/format.ts';
import { createRecorder } from '../../../pipeline/discovery/recording/recorder.ts';
import { replayRecordings } from '../../../pipeline/discovery/recording/replay-run.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { unseenSites } from '../../helpers/unseen-sites.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  for (const site of await unseenSites(fake.port)) {
    for (const [path, answer] of Object.entries(site.routes)) fake.on(site.domain, path, answer);
    for (const [host, routes] of Object.entries(site.hosts ?? {})) for (const [path, answer] of Object.entries(routes)) fake.on(host, path, answer);
  }
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const url = (domain: string, path: string) => `http://${domain}:${fake.port}${path}`;
/** What was stored, slot by slot, as a user of /v1/{domain} would see it: "variant/theme URL". */
async function stored(domain: string): Promise<string[]> {
  await origin.deps.discoverer.run(domain);
  return origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort();
}

describe('UI glyphs are never logos', () => {
  it('stores the 600 px icon of a Docusaurus navbar, not its language, toggle, search or menu glyph', async () => {
    expect(await stored('jest-test.com')).toEqual([`icon/light ${url('jest-test.com', '/img/jest.png')}`]);
    const run = await origin.deps.discoverer.run('jest-test.com', { store: false });
    expect(run.candidates.filter((c) => c.kind === 'page-logo')).toEqual([]);
  }, 30_000);

  it('lets the declared icon beat an unnamed glyph beside the home link', async () => {
    expect(await stored('brandbar-test.com')).toEqual([`icon/light ${url('brandbar-test.com', '/apple-touch-icon.png')}`]);
    const run = await origin.deps.discoverer.run('brandbar-test.com', { store: false });
    expect(run.candidates.find((c) => c.kind === 'page-logo')).toMatchObject({ loose: true, reason: expect.stringMatching(/neither in its home link nor named as its logo/) });
  }, 30_000);
});

describe('theme pairs go to their slots', () => {
  it.each([
    ['tauri-test.com', '/_astro/logo_light.aozexz-E.svg', '/_astro/logo.cwIS-Spn.svg', 'logo'],
    ['docusaurus-test.com', '/img/logo-light.svg', '/img/logo-dark.svg', 'logo'],
    ['tailwind-test.com', '/logo.svg', '/logo-white.svg', 'logo'],
    ['picture-test.com', '/logo-light.png', '/logo-dark.png', 'logo'],
    ['vitepress-test.com', '/logo-light.svg', '/logo-dark.svg', 'icon'],
  ])('stores both logos of the pair on %s', async (domain, light, dark, variant) => {
    const assets = await stored(domain);
    expect(assets).toContain(`${variant}/light ${url(domain, light)}`);
    expect(assets).toContain(`${variant}/dark ${url(domain, dark)}`);
    // No glyph of the header's switches and menus is stored in any slot.
    expect(assets.every((a) => !a.includes('#inline-svg'))).toBe(true);
  }, 30_000);
});

describe('logos drawn by the site\'s own CSS', () => {
  it('reads the home link\'s background image from the first stylesheet, and its dark version', async () => {
    const before = fake.hits.length;
    expect(await stored('zig-test.com')).toEqual([
      `icon/light ${url('zig-test.com', '/favicon.svg')}`,
      `logo/dark ${url('zig-test.com', '/zig-logo-light.svg')}`,
      `logo/light ${url('zig-test.com', '/zig-logo-dark.svg')}`,
    ]);
    // The sheet that drew the logo was read once; the others were not needed.
    const hits = fake.hits.slice(before);
    expect(hits.filter((h) => h.includes('/css/style.css'))).toHaveLength(1);
    expect(hits.some((h) => h.includes('/css/home.css'))).toBe(false);
  }, 30_000);

  it('keeps the stylesheet it read in a recording, and the replay stores the same logos offline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logos-css-recording-'));
    try {
      const settings = origin.config.discovery;
      const recorder = createRecorder('zig-test.com', { siteUrl: settings.siteUrl, baseUrls: settings.baseUrls });
      const discoverer = createDiscoverer({ settings, catalog: origin.deps.catalog, storage: origin.deps.storage, render: origin.deps.renderPool.render, resolver: testResolver(), recorder });
      await discoverer.run('zig-test.com', { store: false });
      await discoverer.close();
      recorder.save(join(dir, 'zig-test.com'));
      const recording = readRecording(join(dir, 'zig-test.com'));
      expect(recording.recording.exchanges.map((e) => new URL(e.url).pathname)).toContain('/css/style.css');
      const replayed = await createTestOrigin({ seed: false });
      try {
        await replayRecordings({ settings: replayed.config.discovery, catalog: replayed.deps.catalog, storage: replayed.deps.storage, render: replayed.deps.renderPool.render }, [recording], async (_, run) => {
          expect(run.chosen.filter((c) => c.slot.variant === 'logo').map((c) => `${c.slot.theme} ${new URL(c.url).pathname}`).sort()).toEqual(['dark /zig-logo-light.svg', 'light /zig-logo-dark.svg']);
        });
      } finally {
        await replayed.cleanup();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('pages that are not the site', () => {
  it('names a CDN\'s bot challenge, asks it once, and stores the icon at the conventional path', async () => {
    const before = fake.hits.length;
    const run = await origin.deps.discoverer.run('challenge-test.com');
    expect(run.notSite).toMatchObject({ outcome: 'challenge', reason: expect.stringMatching(/^Cloudflare's bot challenge answered 403/) });
    expect(fake.hits.slice(before).filter((h) => h.endsWith('-test.com/'))).toHaveLength(1);
    expect(origin.deps.catalog.assetsOf('challenge-test.com').map((a) => a.provenance.url)).toEqual([url('challenge-test.com', '/favicon.ico')]);
  }, 30_000);

  it('takes no mark from a cookie wall the home page redirects to', async () => {
    const run = await origin.deps.discoverer.run('consent-test.com');
    expect(run.notSite).toMatchObject({ outcome: 'cookie-wall', url: expect.stringContaining('consent.consent-test.com') });
    expect(run.candidates.some((c) => c.url.includes('consent.consent-test.com'))).toBe(false);
    expect(origin.deps.catalog.assetsOf('consent-test.com').map((a) => a.provenance.url)).toEqual([url('consent-test.com', '/favicon.ico')]);
  }, 30_000);

  it('names a script-only shell and still reads the icons its head declares', async () => {
    const run = await origin.deps.discoverer.run('shell-test.com');
    expect(run.notSite).toMatchObject({ outcome: 'script-shell' });
    expect(origin.deps.catalog.assetsOf('shell-test.com').map((a) => a.provenance.url)).toEqual([url('shell-test.com', '/logo192.png')]);
  }, 30_000);
});
