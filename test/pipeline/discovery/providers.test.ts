import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDERS } from '../../../pipeline/discovery/scoring/placeholders.ts';
import { icoOf, markPng, markSvg, photoJpeg, pngBomb } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;
const html = (head: string, body = '') => ({ body: `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>` });
const run = (domain: string) => origin.deps.discoverer.run(domain);

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
  const png = { type: 'image/png' };

  // A site with nothing but /favicon.ico (served with a wrong type: the bytes decide).
  fake.on('favicon-test.com', '/', html(''));
  fake.on('favicon-test.com', '/favicon.ico', { body: icoOf(await markPng('#d2232a', 64), 64), type: 'text/plain' });

  // A site with an SVG logo in its header and a manifest, behind <base href> and relative URLs.
  fake.on('svglogo-test.com', '/', html('<base href="/assets/"><link rel="manifest" href="site.webmanifest">', '<header><a href="/" class="brand"><img src="img/logo.svg" alt="Svglogo"></a></header>'));
  fake.on('svglogo-test.com', '/assets/img/logo.svg', { body: markSvg('#1a73e8'), type: 'image/svg+xml' });
  fake.on('svglogo-test.com', '/assets/site.webmanifest', { body: JSON.stringify({ icons: [{ src: 'icon-512.png', sizes: '512x512' }] }), type: 'application/manifest+json' });
  fake.on('svglogo-test.com', '/assets/icon-512.png', { body: await markPng('#1a73e8', 512), ...png });

  // A site whose only pictures are on its GitHub and X profiles.
  fake.on('socials-test.com', '/', html('', '<footer><a href="https://github.com/socials">GitHub</a> <a href="https://twitter.com/socials">X</a></footer>'));
  fake.on('*', '/github/socials.png?size=460', { status: 302, body: '', headers: { location: '/avatars/u/4242?v=4' } });
  fake.on('*', '/avatars/u/4242?v=4', { body: await markPng('#24292f', 460), ...png });
  fake.on('*', '/x/socials', html(`<meta property="og:image" content="${fake.origin}/pbs/socials.png">`));
  fake.on('*', '/pbs/socials.png', { body: await markPng('#24292f', 400), ...png });

  // Traps: a profile with the platform's default avatar; a site whose only pictures are photographs.
  fake.on('avatar-test.com', '/', html('', '<a href="https://github.com/avatartrap">code</a>'));
  fake.on('*', '/github/avatartrap.png?size=460', { body: await sharp(Buffer.from(PLACEHOLDERS['grey-silhouette']!), { density: 340 }).resize(460, 460).jpeg().toBuffer(), type: 'image/jpeg' });
  fake.on('photo-test.com', '/', html(`<meta property="og:image" content="/team.jpg">`, '<a href="https://www.instagram.com/phototrap/">insta</a>'));
  fake.on('photo-test.com', '/team.jpg', { body: await photoJpeg(), type: 'image/jpeg' });
  fake.on('*', '/instagram/phototrap', html(`<meta property="og:image" content="${fake.origin}/cdn/phototrap.jpg">`));
  fake.on('*', '/cdn/phototrap.jpg', { body: await photoJpeg(320, 320), type: 'image/jpeg' });

  // Hostile sites: a decompression bomb, a script-laden SVG, a redirect into the cloud metadata service, a tarpit.
  fake.on('bomb-test.com', '/', html('<link rel="icon" href="/bomb.png">'));
  fake.on('bomb-test.com', '/bomb.png', { body: pngBomb(), ...png });
  fake.on('evilsvg-test.com', '/', html('<link rel="icon" href="/logo.svg" type="image/svg+xml">'));
  fake.on('evilsvg-test.com', '/logo.svg', {
    type: 'image/svg+xml',
    body: markSvg('#7b1fa2').replace('<path', '<script>alert(document.cookie)</script><foreignObject><iframe src="https://evil.example/"/></foreignObject><image href="https://evil.example/track.png" width="1" height="1"/><path onclick="steal()" ').replace('<svg ', '<svg onload="alert(1)" '),
  });
  fake.on('redirect-test.com', '/', html('<link rel="icon" href="/icon">'));
  fake.on('redirect-test.com', '/icon', { status: 302, body: '', headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
  fake.on('slow-test.com', '/', (_, response) => {
    const timer = setTimeout(() => response.end('too late'), 10_000);
    response.on('close', () => clearTimeout(timer));
  });
});
afterAll(async () => {
  origin.cleanup();
  await fake.close();
});

describe('discovery against local fake sites and platforms', () => {
  it('takes /favicon.ico when a site has nothing else, whatever type it was served with', async () => {
    const result = await run('favicon-test.com');
    expect(result.outcome).toBe('found');
    expect(result.best).toMatchObject({ provider: 'website', kind: 'favicon', url: `http://favicon-test.com:${fake.port}/favicon.ico` });
    expect(result.storeOutcome).toMatchObject({ stored: true, asset: { domain: 'favicon-test.com', variant: 'icon', format: 'png', width: 64, height: 64 } });
  });

  it('finds an SVG logo and the manifest icons, resolving URLs against <base href>, and keeps the vector', async () => {
    const result = await run('svglogo-test.com');
    const kinds = result.candidates.map((c) => `${c.kind} ${c.url}`);
    expect(kinds).toContain(`page-logo http://svglogo-test.com:${fake.port}/assets/img/logo.svg`);
    expect(kinds).toContain(`manifest-icon http://svglogo-test.com:${fake.port}/assets/icon-512.png`);
    expect(result.best).toMatchObject({ kind: 'page-logo' });
    expect(result.storeOutcome).toMatchObject({ stored: true, asset: { format: 'svg' } });
  });

  it('follows the site\'s links to its GitHub and X profiles when the site has no icon', async () => {
    const result = await run('socials-test.com');
    expect(result.outcome).toBe('found');
    const providers = result.candidates.map((c) => c.provider);
    expect(providers).toEqual(expect.arrayContaining(['github', 'x']));
    expect(result.candidates.find((c) => c.provider === 'github')).toMatchObject({ url: `${fake.origin}/github/socials.png?size=460`, verdict: 'accepted' });
    expect(result.candidates.find((c) => c.provider === 'x')).toMatchObject({ url: `${fake.origin}/pbs/socials.png`, verdict: 'accepted' });
    expect(['github', 'x']).toContain(result.best?.provider);
  });

  it('does not take a platform\'s default avatar for a logo', async () => {
    const result = await run('avatar-test.com');
    expect(result.candidates.find((c) => c.provider === 'github')).toMatchObject({ verdict: 'placeholder', score: 0 });
    expect(result.outcome).toBe('not-found');
    expect(result.storeOutcome).toBeUndefined();
    expect(origin.deps.catalog.assetsOf('avatar-test.com')).toEqual([]);
  });

  it('does not take a photograph for a logo', async () => {
    const result = await run('photo-test.com');
    const photos = result.candidates.filter((c) => c.kind === 'og-image' || c.kind === 'instagram');
    expect(photos.length).toBe(2);
    for (const photo of photos) expect(photo.verdict).toBe('below-threshold');
    expect(result.outcome).toBe('not-found');
  });

  it('refuses a decompression bomb before decoding its pixels', async () => {
    const result = await run('bomb-test.com');
    expect(result.candidates.find((c) => c.url.endsWith('/bomb.png'))?.error?.code).toBe('IMAGE_TOO_LARGE');
    expect(result.outcome).toBe('not-found');
  });

  it('stores a hostile SVG only after cleaning it', async () => {
    const result = await run('evilsvg-test.com');
    expect(result.storeOutcome).toMatchObject({ stored: true, asset: { format: 'svg' } });
    const asset = origin.deps.catalog.assetsOf('evilsvg-test.com')[0]!;
    const svg = (await origin.deps.storage.get(asset.storageKey))!.body.toString();
    expect(svg).toContain('<path');
    for (const bad of ['<script', 'onload', 'onclick', 'foreignObject', 'iframe', 'evil.example']) expect(svg).not.toContain(bad);
  });

  it('refuses a redirect from a site into the metadata service', async () => {
    const result = await run('redirect-test.com');
    expect(result.candidates.find((c) => c.url.endsWith('/icon'))?.error?.code).toBe('BLOCKED_ADDRESS');
    expect(fake.hits.some((hit) => hit.includes('latest/meta-data'))).toBe(false);
  });

  it('gives up on a slow site within its deadline and calls the run failed', async () => {
    const started = performance.now();
    const result = await run('slow-test.com');
    expect(result.outcome).toBe('failed');
    expect(result.failures).toContainEqual(expect.objectContaining({ provider: 'website', code: 'TIMEOUT' }));
    // Well before the site's late answer, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(9000);
  });
});
