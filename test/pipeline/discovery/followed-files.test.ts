// What a browser follows from the home page, followed by discovery over HTTP on 127.0.0.1 through the real path:
// a header logo drawn from a sprite file of the site's (lit.dev), a header logo that the site's stylesheet draws from
// another host (data.gov), both through the run's fetch and within its bounds; and rasters kept up to 1024 px.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryError } from '../../../pipeline/discovery/errors.ts';
import { inlineFileUses, MAX_LIFTED_SVG_CHARS } from '../../../pipeline/discovery/website/inline-svg.ts';
import { MAX_SPRITE_FILES, readSpriteFile } from '../../../pipeline/discovery/website/sprite-files.ts';
import { icoOf, markPng, markSvg } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeBody, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

/** The US Web Design System's image host, another site than the page's. */
const S3 = 's3-us-gov-west-1.amazonaws.com';
const BUCKET = '/cg-0817d6e3-93c4-4de8-8b32-da6919464e61';

const svg = (body: string): FakeBody => ({ body, type: 'image/svg+xml' });
const png = (body: Buffer): FakeBody => ({ body, type: 'image/png' });
const page = (head: string, body: string): FakeBody => ({ body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Home</title>${head}</head><body>${body}</body></html>` });

/** Shaped like lit.dev's /images/logo.svg: the root <svg id="full"> draws the flame and the name from two symbols. */
const LIT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 425 200" id="full">
<view id="flame" viewBox="-132.5 0 160 200"/>
<view id="name" viewBox="332.5 127.5 185 122" />
<symbol id="name-symbol" viewBox="240 78 185 122"><path fill="#000" d="M240 78h19v102h48v20h-67zM324 107h19v93h-19zM324 78h19v16h-19zM376 78h18v29h31v16h-31v77h-18z"/></symbol>
<symbol id="flame-symbol" viewBox="0 0 160 200">
<path fill="#00e8ff" d="M40 120l20-60l90 90l-30 50l-40-40h-20"/>
<path fill="#283198" d="M80 160 L80 80 L120 40 L 120 120 M0 160 L40 200 L40 120 L20 120"/>
<path fill="#324fff" d="M40 120v-80l40-40v80M120 200v-80l40-40v80M0 160v-80l40 40"/>
<path fill="#0ff" d="M40 200v-80l40 40"/>
</symbol>
<use href="#name-symbol" x="332.5" y="127.5" transform="scale(0.61)"></use>
<use href="#flame-symbol" x="-132.5"></use>
</svg>`;
const LIT_FLAME = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200"><path fill="#324fff" d="M40 120v-80l40-40v80M120 200v-80l40-40v80M0 160v-80l40 40"/><path fill="#0ff" d="M40 200v-80l40 40"/></svg>';
/** Lit SSR renders <lazy-svg> as declarative shadow DOM around an <svg> that only uses the file. */
const lazySvg = (href: string, label: string) =>
  `<lazy-svg id="headerLogo" svg-role="img" href="${href}" label="${label}" loading="eager"><template shadowroot="open" shadowrootmode="open"><style>:host{display:contents}</style><!--lit-part--><svg aria-label="${label}" role="img" part="svg"><use href="${href}"></use></svg><!--/lit-part--></template></lazy-svg>`;
/** Shaped like data.gov's logo.svg: a flag and the lettering, 882 x 210. */
const DATAGOV_LOGO = `<svg width="882" height="210" xmlns="http://www.w3.org/2000/svg"><g><title>Data.gov</title>
<rect height="9.5" width="124" fill="#E54520" y="40" x="100"/><rect height="9.5" width="124" fill="#E54520" y="78.5" x="100"/>
<rect height="9.5" width="220" fill="#E54520" y="117" x="4"/><rect height="9.5" width="220" fill="#E54520" y="155.4" x="4"/>
<rect height="67.3" width="96" fill="#22629A" y="40" x="4"/>
<path fill="#22629A" d="M284 40h40a40 40 0 0 1 40 40v40a40 40 0 0 1-40 40h-40zM400 160l30-120h20l30 120h-20l-20-80-20 80zM500 40h80v20h-30v100h-20V60h-30zM600 160l30-120h20l30 120h-20l-20-80-20 80zM720 150h20v20h-20zM800 40h60v20h-40v80h40v-40h-20v-20h40v80h-80z"/>
</g></svg>`;

const USWDS_HEADER = `<header class="usa-header usa-header--extended" role="banner"><div class="grid-container"><div class="usa-navbar">
<div class="usa-logo" id="extended-logo"><em class="usa-logo__text"><a href="/" title="Home" aria-label="Home"></a></em></div>
<button class="usa-menu-btn">Menu</button></div></div></header>`;

beforeAll(async () => {
  fake = await startFakeWeb();
  const port = fake.port;
  const s3 = `http://${S3}:${port}${BUCKET}`;

  // lit.dev: the header's logo is an <svg> around <use href="/images/logo.svg#full">; the tab icon is the flame.
  fake.on('litsprite-test.com', '/', page(
    '<link rel="icon" href="/images/flame-favicon.svg"><link rel="mask-icon" href="/images/flame-favicon.svg" color="#324fff"><meta name="theme-color" content="#fff">',
    `<mwc-drawer type="modal" id="mobileDrawer"><nav><div id="mobileSiteNav"><lazy-svg loading="visible" href="/images/flame-white.svg#full" svg-aria-hidden width="24" height="30"><template shadowrootmode="open"><svg aria-hidden="true" width="24" height="30" part="svg"><use></use></svg></template></lazy-svg></div></nav></mwc-drawer>
<header class="pageHeader"><nav><a id="homeLink" href="/" aria-label="Home">${lazySvg('/images/logo.svg#full', 'Lit Home')}</a>
<ol id="desktopNav"><li class="navItem"><a href="/docs/">Documentation</a></li><li><a href="https://github.com/lit/lit/" title="GitHub" aria-label="GitHub"><svg><use href="/images/social/github.svg#github"></use></svg></a></li></ol></nav></header>
<main id="content"><p id="tagline">Simple. Fast. Web Components.</p></main>`,
  ));
  fake.on('litsprite-test.com', '/images/flame-favicon.svg', svg(LIT_FLAME));
  fake.on('litsprite-test.com', '/images/logo.svg', svg(LIT_LOGO));

  // data.gov: an empty link in .usa-logo, drawn by the site's stylesheet with an image on the S3 host.
  fake.on('datagov-test.com', '/', page(
    `<link rel="icon" href="${s3}/favicon.ico" /><link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet"><link rel="stylesheet" href="/assets/styles/styles.css" type="text/css" />`,
    `<div class="usa-banner"><p class="usa-banner__header-text">An official website of the United States government</p></div>${USWDS_HEADER}<main id="main-content"><h1>Data.gov</h1></main>`,
  ));
  fake.on('datagov-test.com', '/assets/styles/styles.css', {
    type: 'text/css',
    body: `.usa-header{position:sticky;top:0;background:white}\n.usa-js-mobile-nav--active .usa-header{position:inherit}\n.usa-header .usa-logo a{background-image:url("${s3}/logo.svg");background-repeat:no-repeat;height:48px;width:200px;display:block;background-size:cover}`,
  });
  fake.on(S3, `${BUCKET}/favicon.ico`, { body: icoOf(await markPng('#22629a', 16), 16), type: 'image/x-icon' });
  fake.on(S3, `${BUCKET}/logo.svg`, svg(DATAGOV_LOGO));

  // A 1024 px touch icon, the largest size the API serves, beside a 600 px manifest icon of the same mark.
  fake.on('bigicon-test.com', '/', page('<link rel="apple-touch-icon" sizes="1024x1024" href="/icon-large.png"><link rel="manifest" href="/site.webmanifest">', '<main><h1>Bigicon</h1></main>'));
  fake.on('bigicon-test.com', '/icon-large.png', png(await markPng('#2e7d32', 1024)));
  fake.on('bigicon-test.com', '/site.webmanifest', { body: JSON.stringify({ name: 'Bigicon', icons: [{ src: '/icon-600.png', sizes: '600x600', type: 'image/png' }] }), type: 'application/manifest+json' });
  fake.on('bigicon-test.com', '/icon-600.png', png(await markPng('#2e7d32', 600)));
  fake.on('hugeicon-test.com', '/', page('<link rel="apple-touch-icon" href="/icon-1600.png">', '<main><h1>Hugeicon</h1></main>'));
  fake.on('hugeicon-test.com', '/icon-1600.png', png(await markPng('#6a1b9a', 1600)));

  // Bounds: a sprite file past the size limit, more sprite files than a page may fetch, a sprite on another site.
  const header = (uses: string) => page('<link rel="icon" href="/favicon.svg">', `<header>${uses}</header>`);
  const mark = (href: string, place = 'a href="/" aria-label="Home"') => `<${place}><svg viewBox="0 0 64 64"><use href="${href}"></use></svg></${place.split(' ')[0]}>`;
  const symbol = (id: string, colour: string) => `<symbol id="${id}" viewBox="0 0 64 64"><path fill="${colour}" d="M32 4 60 58H4z"/></symbol>`;
  fake.on('bigsprite-test.com', '/', header(mark('/sprite.svg#logo')));
  fake.on('bigsprite-test.com', '/favicon.svg', svg(markSvg('#ad1457')));
  fake.on('bigsprite-test.com', '/sprite.svg', svg(`<svg xmlns="http://www.w3.org/2000/svg">${symbol('logo', '#ad1457')}<desc>${'x'.repeat(MAX_LIFTED_SVG_CHARS)}</desc></svg>`));
  fake.on('manysprites-test.com', '/', header(['/a.svg', '/b.svg', '/c.svg'].map((file, i) => mark(`${file}#logo`, `div class="logo-${i + 1}"`)).join('')));
  fake.on('manysprites-test.com', '/favicon.svg', svg(markSvg('#00838f')));
  for (const file of ['/a.svg', '/b.svg', '/c.svg']) fake.on('manysprites-test.com', file, svg(`<svg xmlns="http://www.w3.org/2000/svg">${symbol('logo', '#00838f')}</svg>`));
  fake.on('othersprite-test.com', '/', header(mark(`http://spritehost-test.com:${port}/sprite.svg#logo`)));
  fake.on('othersprite-test.com', '/favicon.svg', svg(markSvg('#5d4037')));
  fake.on('spritehost-test.com', '/sprite.svg', svg(`<svg xmlns="http://www.w3.org/2000/svg">${symbol('logo', '#5d4037')}</svg>`));

  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver({ [S3]: ['127.0.0.1'] }) });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

const at = (host: string, path: string) => `http://${host}:${fake.port}${path}`;
/** Runs discovery and answers what was stored, slot by slot ("variant/theme URL"), and the requests it made. */
async function discover(domain: string) {
  const before = fake.hits.length;
  const run = await origin.deps.discoverer.run(domain);
  const stored = origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`).sort();
  return { run, stored, hits: fake.hits.slice(before) };
}

describe('a header logo drawn from a sprite file (lit.dev)', () => {
  it('fetches the file the header <use>s and stores what it draws as the wordmark', async () => {
    const { run, stored, hits } = await discover('litsprite-test.com');
    expect(stored).toEqual([`icon/light ${at('litsprite-test.com', '/images/flame-favicon.svg')}`, `logo/light ${at('litsprite-test.com', '/images/logo.svg')}`]);
    expect(run.chosen.find((c) => c.slot.variant === 'logo')).toMatchObject({ kind: 'page-logo', format: 'svg', width: 425, height: 200 });
    // Fetched once, as one of the run's requests; the drawer's flame (a <use> with no href) and the GitHub glyph's
    // file, outside any logo place, are not.
    expect(hits.filter((h) => h.endsWith('/images/logo.svg'))).toHaveLength(1);
    expect(hits.some((h) => /flame-white|github\.svg/.test(h))).toBe(false);
    expect(run.requests).toBe(hits.length);
  }, 30_000);

  it('inlines a symbol of a sprite file into the frame, sized by the symbol, within the size limit', () => {
    const file = readSpriteFile(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" id="root">${'<symbol id="logo" viewBox="0 0 5 5"><use href="#dot"/></symbol><circle id="dot" r="2"/>'}</svg>`);
    expect(file.rootId).toBe('root');
    expect(file.text.startsWith('<svg')).toBe(true);
    const files = new Map([['https://acme.com/s.svg', file]]);
    expect(inlineFileUses('<svg role="img"><use href="https://acme.com/s.svg#logo"></use></svg>', files)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5" role="img"><svg viewBox="0 0 5 5"><g><circle r="2"/></g></svg></svg>',
    );
    // An element whose <use>s multiply past the limit is refused, as the page's own sprites are.
    const wide = `<g id="w">${'<use href="#leaf"/>'.repeat(40)}</g>`;
    const bomb = readSpriteFile(`<svg xmlns="http://www.w3.org/2000/svg"><path id="leaf" d="${'M0 0h1'.repeat(2000)}"/>${wide.replace('id="w"', 'id="x"').replaceAll('#leaf', '#w2')}${wide.replace('id="w"', 'id="w2"')}</svg>`);
    expect(() => inlineFileUses('<svg viewBox="0 0 1 1"><use href="https://acme.com/s.svg#x"/></svg>', new Map([['https://acme.com/s.svg', bomb]]))).toThrow(DiscoveryError);
  });
});

describe('sprite files stay bounded', () => {
  it('refuses a sprite file past the size limit and keeps the declared icon', async () => {
    const { run, stored, hits } = await discover('bigsprite-test.com');
    expect(hits.filter((h) => h.endsWith('/sprite.svg'))).toHaveLength(1);
    expect(stored).toEqual([`icon/light ${at('bigsprite-test.com', '/favicon.svg')}`]);
    expect(run.candidates.find((c) => c.kind === 'page-logo')?.verdict).not.toBe('accepted');
  }, 30_000);

  it(`fetches at most ${MAX_SPRITE_FILES} sprite files per page, each counted as a request`, async () => {
    const { run, hits } = await discover('manysprites-test.com');
    expect(hits.filter((h) => /\/[abc]\.svg$/.test(h))).toEqual([`manysprites-test.com/a.svg`, `manysprites-test.com/b.svg`]);
    expect(run.requests).toBe(hits.length);
  }, 30_000);

  it('never fetches a sprite from another site', async () => {
    const { stored, hits } = await discover('othersprite-test.com');
    expect(hits.some((h) => h.startsWith('spritehost-test.com'))).toBe(false);
    expect(stored).toEqual([`icon/light ${at('othersprite-test.com', '/favicon.svg')}`]);
  }, 30_000);
});

describe('a header logo the site\'s stylesheet draws from another host (data.gov)', () => {
  it('reads the rule that draws the bare home link inside .usa-logo and stores the image from the S3 host', async () => {
    const { stored, hits } = await discover('datagov-test.com');
    expect(stored).toEqual([`icon/light ${at(S3, `${BUCKET}/favicon.ico`)}`, `logo/light ${at(S3, `${BUCKET}/logo.svg`)}`]);
    // The site's own stylesheet is read; the CDN's is not.
    expect(hits.filter((h) => h.endsWith('/assets/styles/styles.css'))).toEqual(['datagov-test.com/assets/styles/styles.css']);
    expect(hits.some((h) => h.includes('bootstrap'))).toBe(false);
  }, 30_000);
});

describe('rasters up to 1024 px, the largest size served', () => {
  it('stores a 1024 px icon at 1024 px, over a 600 px copy of the same mark', async () => {
    const { run } = await discover('bigicon-test.com');
    expect(run.chosen).toEqual([expect.objectContaining({ url: at('bigicon-test.com', '/icon-large.png'), width: 1024, height: 1024 })]);
    const asset = origin.deps.catalog.assetsOf('bigicon-test.com').find((a) => a.variant === 'icon' && a.theme === 'light')!;
    expect(await sharp((await origin.deps.storage.get(asset.storageKey))!.body).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
  }, 30_000);

  it('scales a larger source down to 1024 px', async () => {
    await discover('hugeicon-test.com');
    const asset = origin.deps.catalog.assetsOf('hugeicon-test.com')[0]!;
    expect(await sharp((await origin.deps.storage.get(asset.storageKey))!.body).metadata()).toMatchObject({ width: 1024, height: 1024 });
  }, 30_000);
});
