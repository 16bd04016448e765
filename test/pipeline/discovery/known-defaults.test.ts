// The icons hosts, CMSs and frameworks ship on new sites: each entry of known-defaults.json matches the very file it
// names, and a site whose only icon is such a default gets no stored logo and a report that names the default.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { knownDefaultOf, knownDefaults } from '../../../pipeline/discovery/scoring/known-defaults.ts';
import { renderRaster } from '../../../pipeline/render/render.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { requireBinaryOrSkip } from '../../helpers/system-binary.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/known-defaults/${name}`, import.meta.url));
/** A build tool's resized copy of a template icon, as the Nuxt PWA module and gatsby-plugin-manifest make them. */
const resized = (name: string, size: number) => sharp(fixture(name)).resize(size, size).png().toBuffer();
// Drawn as discovery in the origin draws candidates: an SVG through the render step its render processes run.
const sampleOf = async (bytes: Buffer) => (await decodeImage(bytes, 40_000_000, renderRaster)).sample;
/** Debian's wordpress package has the file; its licence keeps it out of this repository (.ci/run extracts it). */
const WORDPRESS_FILE = requireBinaryOrSkip('the WordPress known default', {
  debianPackage: 'wordpress',
  envVar: 'LOGOS_TEST_WORDPRESS_FILE',
  candidates: ['/usr/share/wordpress/wp-includes/images/w-logo-blue-white-bg.png'],
});

describe('the known defaults list', () => {
  const shipped = knownDefaults().filter((entry) => entry.fixture);

  it.each(shipped.map((entry) => [entry.name, entry] as const))('recognises the %s it names', async (_, entry) => {
    expect(knownDefaultOf(await sampleOf(fixture(entry.fixture!)), 'example-test.com', knownDefaults())?.name).toBe(entry.name);
  });

  it.each(shipped.map((entry) => [entry.name, entry] as const))('does not call the %s a default on its owner\'s own domain', async (_, entry) => {
    expect(entry.owners.length).toBeGreaterThan(0);
    expect(knownDefaultOf(await sampleOf(fixture(entry.fixture!)), entry.owners[0], [entry])).toBeUndefined();
  });

  it.skipIf(!WORDPRESS_FILE)('recognises the WordPress /favicon.ico from the installed package', async () => {
    expect(knownDefaultOf(await sampleOf(readFileSync(WORDPRESS_FILE!)), 'example-test.com', knownDefaults())?.name).toMatch(/^WordPress/);
  });

  it('names where every entry comes from, and ships the file only with its licence', () => {
    for (const entry of knownDefaults()) {
      expect(entry.source).toMatch(/^(npm|Debian|[\w-]+\/[\w-]+@[0-9a-f]{7,}) /);
      if (entry.fixture) expect(readFileSync(new URL('../../fixtures/known-defaults/README.md', import.meta.url), 'utf8')).toContain(entry.fixture);
      else expect(entry.licence).toMatch(/hash only/);
    }
  });

  it('matches no brand mark drawn in the same way', async () => {
    for (const colour of ['#d2232a', '#1a73e8', '#0f9d58', '#222222']) expect(knownDefaultOf(await sampleOf(await markPng(colour, 64)), 'example-test.com', knownDefaults())).toBeUndefined();
  });
});

describe('a site whose only icons are a framework\'s defaults', () => {
  let fake: FakeWeb;
  let origin: TestOrigin;

  beforeAll(async () => {
    fake = await startFakeWeb();
    // A Create React App build left as generated: its favicon, its manifest's app icons, no logo of its own.
    fake.on('craapp-test.com', '/', { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"/><link rel="icon" href="/favicon.ico"/><link rel="apple-touch-icon" href="/logo192.png"/><link rel="manifest" href="/manifest.json"/><title>React App</title></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>' });
    fake.on('craapp-test.com', '/favicon.ico', { body: fixture('cra-favicon.ico'), type: 'image/x-icon' });
    fake.on('craapp-test.com', '/logo192.png', { body: fixture('cra-logo192.png'), type: 'image/png' });
    fake.on('craapp-test.com', '/manifest.json', { body: JSON.stringify({ short_name: 'React App', icons: [{ src: 'favicon.ico', sizes: '64x64 32x32 24x24 16x16', type: 'image/x-icon' }, { src: 'logo192.png', type: 'image/png', sizes: '192x192' }] }), type: 'application/json' });
    // A Vite app with the template's favicon, and a Docsy site that kept the theme's touch icon beside its own.
    fake.on('viteapp-test.com', '/', { body: '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>my-app</title></head><body><div id="app"></div></body></html>' });
    fake.on('viteapp-test.com', '/favicon.svg', { body: fixture('vite-favicon.svg'), type: 'image/svg+xml' });
    fake.on('docsy-test.com', '/', { body: '<html><head><link rel="apple-touch-icon" href="/favicons/apple-touch-icon-180x180.png" sizes="180x180"><link rel="icon" type="image/png" href="/favicons/favicon-32x32.png" sizes="32x32"></head><body></body></html>' });
    fake.on('docsy-test.com', '/favicons/apple-touch-icon-180x180.png', { body: fixture('docsy-apple-touch-icon-180x180.png'), type: 'image/png' });
    fake.on('docsy-test.com', '/favicons/favicon-32x32.png', { body: await markPng('#326ce5', 32), type: 'image/png' });
    // A Docusaurus site as `create-docusaurus` makes it: the dinosaur favicon, and the dinosaur again in the navbar.
    fake.on('docusaurus-test.com', '/', { body: '<!doctype html><html lang="en" dir="ltr" class="plugin-pages"><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v3.10.2"><title>Hello from My Site | My Site</title><meta property="og:image" content="https://your-docusaurus-site.example.com/img/docusaurus-social-card.jpg"><link rel="icon" href="/img/favicon.ico"></head><body><div id="__docusaurus"><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/logo.svg" alt="My Site Logo" class="themedComponent_mlkZ themedComponent--light_NVdE"></div><b class="navbar__title text--truncate">My Site</b></a></div></div></nav></div></body></html>' });
    fake.on('docusaurus-test.com', '/img/favicon.ico', { body: fixture('docusaurus-favicon.ico'), type: 'image/vnd.microsoft.icon' });
    fake.on('docusaurus-test.com', '/img/logo.svg', { body: fixture('docusaurus-logo.svg'), type: 'image/svg+xml' });
    // A Nuxt 2 site as create-nuxt-app made it with the PWA module: the favicon, and the app icons made from icon.png.
    fake.on('nuxtapp-test.com', '/', { body: '<!doctype html><html><head><title>my-app</title><link rel="icon" type="image/x-icon" href="/favicon.ico"><link rel="manifest" href="/_nuxt/manifest.3a7f1c2e.json"><link rel="apple-touch-icon" href="/_nuxt/icons/icon_512x512.5f6e1d.png" sizes="512x512"></head><body><div id="__nuxt"></div></body></html>' });
    fake.on('nuxtapp-test.com', '/favicon.ico', { body: fixture('nuxt-favicon.ico'), type: 'image/x-icon' });
    fake.on('nuxtapp-test.com', '/_nuxt/manifest.3a7f1c2e.json', { body: JSON.stringify({ name: 'my-app', icons: [64, 120, 144, 152, 192, 384, 512].map((size) => ({ src: `/_nuxt/icons/icon_${size}x${size}.5f6e1d.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })) }), type: 'application/json' });
    for (const size of [64, 120, 144, 152, 192, 384, 512]) fake.on('nuxtapp-test.com', `/_nuxt/icons/icon_${size}x${size}.5f6e1d.png`, { body: await resized('nuxt-icon.png', size), type: 'image/png' });
    // A Gatsby site with the starter's icon: gatsby-plugin-manifest's favicon, touch icons and manifest icons made from it.
    const gatsbySizes = [48, 72, 96, 144, 192, 256, 384, 512];
    const v = '?v=4a9773549091c227cd2eb82ccd9c5e3a';
    fake.on('gatsbysite-test.com', '/', { body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="generator" content="Gatsby 5.16.1"/><link rel="icon" href="/favicon-32x32.png${v}" type="image/png"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>${gatsbySizes.map((size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="/icons/icon-${size}x${size}.png${v}"/>`).join('')}<title>Gatsby Starter Blog</title></head><body><div id="___gatsby"></div></body></html>` });
    fake.on('gatsbysite-test.com', `/favicon-32x32.png${v}`, { body: await resized('gatsby-icon.png', 32), type: 'image/png' });
    fake.on('gatsbysite-test.com', '/manifest.webmanifest', { body: JSON.stringify({ name: 'Gatsby Starter Blog', icons: gatsbySizes.map((size) => ({ src: `icons/icon-${size}x${size}.png${v}`, sizes: `${size}x${size}`, type: 'image/png' })) }), type: 'application/manifest+json' });
    for (const size of gatsbySizes) fake.on('gatsbysite-test.com', `/icons/icon-${size}x${size}.png${v}`, { body: await resized('gatsby-icon.png', size), type: 'image/png' });
    // A Hydrogen storefront that kept the starter's favicon.
    fake.on('hydrogen-test.com', '/', { body: '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/assets/favicon-DqFD8nYl.svg"><title>Hydrogen | Home</title></head><body></body></html>' });
    fake.on('hydrogen-test.com', '/assets/favicon-DqFD8nYl.svg', { body: fixture('hydrogen-favicon.svg'), type: 'image/svg+xml' });
    origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
  }, 60_000);
  afterAll(async () => {
    await origin.cleanup();
    await fake.close();
  });

  it('stores nothing for a Create React App site, so the monogram stays, and names the default', async () => {
    const run = await origin.deps.discoverer.run('craapp-test.com');
    expect(run.outcome).toBe('not-found');
    expect(origin.deps.catalog.assetsOf('craapp-test.com')).toEqual([]);
    const favicon = run.candidates.find((c) => c.url.endsWith('/favicon.ico'))!;
    expect(favicon).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Create React App favicon', source: expect.stringContaining('cra-template') } });
    expect(favicon.reason).toMatch(/Create React App favicon.*cra-template/);
    expect(run.candidates.find((c) => c.url.endsWith('/logo192.png'))).toMatchObject({ verdict: 'known-default' });
    const monogram = await origin.request('/v1/craapp-test.com');
    expect(monogram.headers.get('x-logo-source')).toBe('monogram');
  }, 30_000);

  it('stores nothing for a Vite app that kept the template\'s favicon', async () => {
    const run = await origin.deps.discoverer.run('viteapp-test.com');
    expect(run.outcome).toBe('not-found');
    expect(run.candidates.find((c) => c.url.endsWith('/favicon.svg'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Vite favicon' } });
  }, 30_000);

  it('stores nothing for a Docusaurus site that kept the template\'s favicon and navbar logo', async () => {
    const run = await origin.deps.discoverer.run('docusaurus-test.com');
    expect(run.outcome, JSON.stringify(run.candidates, null, 1)).toBe('not-found');
    expect(origin.deps.catalog.assetsOf('docusaurus-test.com')).toEqual([]);
    expect(run.candidates.find((c) => c.url.endsWith('/img/favicon.ico'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Docusaurus favicon', source: expect.stringContaining('create-docusaurus') } });
    expect(run.candidates.find((c) => c.url.endsWith('/img/logo.svg'))).toMatchObject({ kind: 'page-logo', verdict: 'known-default', knownDefault: { name: 'Docusaurus navbar logo' } });
    expect((await origin.request('/v1/docusaurus-test.com')).headers.get('x-logo-source')).toBe('monogram');
  }, 30_000);

  it('stores nothing for a Nuxt site that kept the template\'s favicon and the PWA icons made from it', async () => {
    const run = await origin.deps.discoverer.run('nuxtapp-test.com');
    expect(run.outcome, JSON.stringify(run.candidates, null, 1)).toBe('not-found');
    expect(origin.deps.catalog.assetsOf('nuxtapp-test.com')).toEqual([]);
    expect(run.candidates.find((c) => c.url.endsWith('/favicon.ico'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Nuxt favicon (create-nuxt-app)', source: expect.stringContaining('cna-template') } });
    expect(run.candidates.find((c) => c.url.includes('icon_512x512'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Nuxt PWA icon (create-nuxt-app)' } });
  }, 30_000);

  it('stores nothing for a Gatsby site whose icons are all made from the starter\'s icon', async () => {
    const run = await origin.deps.discoverer.run('gatsbysite-test.com');
    expect(run.outcome, JSON.stringify(run.candidates.map((c) => [c.url, c.verdict]), null, 1)).toBe('not-found');
    expect(origin.deps.catalog.assetsOf('gatsbysite-test.com')).toEqual([]);
    expect(run.candidates.find((c) => c.url.includes('icon-512x512'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Gatsby starter icon' } });
  }, 30_000);

  it('stores nothing for a Hydrogen storefront that kept the starter\'s favicon', async () => {
    const run = await origin.deps.discoverer.run('hydrogen-test.com');
    expect(run.outcome).toBe('not-found');
    expect(run.candidates.find((c) => c.url.endsWith('.svg'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Shopify Hydrogen storefront favicon', source: expect.stringContaining('@shopify/create-hydrogen') } });
    expect((await origin.request('/v1/hydrogen-test.com')).headers.get('x-logo-source')).toBe('monogram');
  }, 30_000);

  it('keeps the site\'s own small icon over the theme\'s larger default touch icon', async () => {
    const run = await origin.deps.discoverer.run('docsy-test.com');
    expect(run.best?.url).toBe(`http://docsy-test.com:${fake.port}/favicons/favicon-32x32.png`);
    expect(run.candidates.find((c) => c.url.endsWith('180x180.png'))).toMatchObject({ verdict: 'known-default', knownDefault: { name: 'Docsy (Hugo theme) apple-touch-icon' } });
  }, 30_000);
});
