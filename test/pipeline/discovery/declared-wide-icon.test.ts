// A declared icon is the site's word whatever its shape: a site whose only icon is a wide SVG (brackets around a slash,
// as htmx.org declares) gets it centred on a square as its icon, over HTTP on 127.0.0.1 through the real discovery path,
// where it used to be refused as a banner and the site got a monogram. Drawn mostly in white, it is the dark tab bar's
// icon (the dark slot); a wide raster icon in dark colours is padded the same way into the light slot.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

// White brackets around a blue slash, 2.5 times as wide as high, as the site draws it for its dark tab bar.
const BRACKETS = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 100"><path fill="#fff" d="M60 10 10 50l50 40V74L30 50l30-24zM190 10l50 40-50 40V74l30-24-30-24z"/><path fill="#3d72d7" d="M140 5h20L110 95H90z"/></svg>`;

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  fake.on('brackets-test.com', '/', { body: '<!DOCTYPE html><html><head><meta charset="utf-8"><title>&lt;/&gt; brackets</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><nav><a href="/docs">docs</a></nav><main><h1>high power tools for HTML</h1></main></body></html>' });
  fake.on('brackets-test.com', '/favicon.svg', { body: BRACKETS, type: 'image/svg+xml' });
  fake.on('widetile-test.com', '/', { body: '<html><head><link rel="icon" type="image/png" href="/tile.png"></head><body></body></html>' });
  fake.on('widetile-test.com', '/tile.png', { body: await sharp(Buffer.from(BRACKETS.replaceAll('#fff', '#123'))).resize(300, 120).png().toBuffer(), type: 'image/png' });
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

async function storedIcon(domain: string, theme = 'light') {
  const run = await origin.deps.discoverer.run(domain);
  const assets = origin.deps.catalog.assetsOf(domain);
  return { run, assets, answer: await origin.request(`/v1/${domain}?format=png&size=128&theme=${theme}`) };
}

describe('a wide declared icon', () => {
  it('is centred on a square and stored as the icon, not refused as a banner', async () => {
    const { run, assets, answer } = await storedIcon('brackets-test.com', 'dark');
    expect(run.candidates.find((c) => c.url.endsWith('/favicon.svg'))).toMatchObject({ verdict: 'accepted', padded: true, slot: { variant: 'icon', theme: 'dark' } });
    expect(assets.map((a) => `${a.variant}/${a.theme} ${a.format}`)).toEqual(['icon/dark svg']);
    expect(answer.headers.get('x-logo-source')).not.toBe('monogram');
    const { data, info } = await sharp(Buffer.from(await answer.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 128]);
    // Transparent above and below the mark, the slash's blue in the middle.
    expect(data[(4 * 128 + 64) * 4 + 3]).toBe(0);
    const middle = (64 * 128 + 64) * 4;
    expect(data[middle + 2]!).toBeGreaterThan(data[middle]! + 80);
  }, 30_000);

  it('is padded the same way when it is a raster', async () => {
    const { run, assets } = await storedIcon('widetile-test.com');
    expect(run.candidates.find((c) => c.url.endsWith('/tile.png'))).toMatchObject({ verdict: 'accepted', padded: true, slot: { variant: 'icon', theme: 'light' } });
    expect(assets).toEqual([expect.objectContaining({ variant: 'icon', theme: 'light', width: 300, height: 300 })]);
  }, 30_000);
});
