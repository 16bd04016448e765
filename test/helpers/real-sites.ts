// Fixture sites modelled on how real home pages are built (the patterns measured in issue 11): several icon sizes,
// wrong content types, lazy-loaded and srcset logos, sprites and lower-case viewbox, logos of other companies in
// "logo" containers, www-only hosts. Each says what a careful person would store. Used by the discovery tests and by
// `npm run bench` (discovery quality).
import { markPng, markSvg } from './discovery-images.ts';
import type { Expected } from '../../pipeline/discovery/recording/format.ts';
import type { FakeBody, FakeWeb } from './fake-web.ts';
import { moreFixtureSites } from './real-sites-more.ts';
import { arrowSvg, blankSvg, googleSvg, palettedIco, whiteMarkSvg, wordmarkPng, wordmarkSvg } from './site-images.ts';

export interface ExpectedAsset {
  variant: 'icon' | 'logo';
  theme: 'light' | 'dark';
  /** Path of the stored image on the site (or "#inline-svg-1" for a lifted inline SVG). */
  path: string;
  format: 'png' | 'svg';
  width: number;
  height: number;
}

export interface FixtureSite {
  domain: string;
  finding: string;
  /** Host the site answers on, when not the domain itself (www-only sites). */
  host?: string;
  routes: Record<string, FakeBody>;
  expected: ExpectedAsset[];
  /** Paths of images on the site that are not the brand's own (other brands, glyphs, blank pictures). */
  foreign?: string[];
}

/** The reviewer's expected.json of a fixture site served on `port` (see pipeline/discovery/recording/format.ts). */
export function expectedOf(site: FixtureSite, port: number): Expected {
  const url = (path: string) => `http://${site.host ?? site.domain}:${port}${path.startsWith('#') ? `/${path}` : path}`;
  const images = Object.keys(site.routes).filter((path) => path !== '/' && !/\.(webmanifest|json)$/.test(path) && !site.foreign?.includes(path));
  const icon = site.expected.find((e) => e.variant === 'icon' && e.theme === 'light');
  const wordmark = site.expected.find((e) => e.variant === 'logo' && e.theme === 'light');
  return {
    own: [...new Set([...site.expected.map((e) => url(e.path)), ...images.map(url)])],
    largest: !icon || icon.format === 'svg' ? 'vector' : Math.max(icon.width, icon.height),
    wordmark: wordmark ? url(wordmark.path) : null,
    note: site.finding,
  };
}

const png = (body: Buffer, type = 'image/png'): FakeBody => ({ body, type });
const svg = (body: string, type = 'image/svg+xml'): FakeBody => ({ body, type });
const page = (head: string, body: string, htmlAttributes = '', bodyAttributes = ''): FakeBody => ({
  body: `<!DOCTYPE html>\n<html lang="en" ${htmlAttributes}><head><meta charset="utf-8"><title>Home</title>\n${head}\n</head>\n<body ${bodyAttributes}>${body}</body></html>`,
});

export async function fixtureSites(): Promise<FixtureSite[]> {
  return [...(await firstFixtureSites()), ...(await moreFixtureSites())];
}

async function firstFixtureSites(): Promise<FixtureSite[]> {
  const red = '#d2232a';
  const blue = '#1a73e8';
  const green = '#0f9d58';
  const purple = '#6f42c1';
  const orange = '#e8710a';
  const teal = '#00897b';
  return [
    {
      domain: 'touchwins-test.com',
      finding: '1: a 16-32 px favicon beat the 180 px touch icon and the 512 px manifest icon',
      routes: {
        '/': page(
          `<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png"><link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">
           <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png"><link rel="manifest" href="/site.webmanifest">`,
          '<div class="container"><p>Welcome</p></div>',
        ),
        '/favicon-32x32.png': png(await markPng(red, 32)),
        '/favicon-16x16.png': png(await markPng(red, 16)),
        '/apple-touch-icon.png': png(await markPng(red, 180), 'text/plain'),
        '/site.webmanifest': { body: JSON.stringify({ name: 'Touchwins', icons: [{ src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' }, { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' }] }), type: 'text/plain' },
        '/android-chrome-192x192.png': png(await markPng(red, 192)),
        '/android-chrome-512x512.png': png(await markPng(red, 512), 'application/octet-stream'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/android-chrome-512x512.png', format: 'png', width: 512, height: 512 }],
    },
    {
      domain: 'roottouch-test.com',
      finding: '2: the only large icon sits unlinked at /apple-touch-icon-precomposed.png',
      routes: {
        '/': page('<link rel="shortcut icon" href="/favicon.ico">', '<main><h1>Hello</h1></main>'),
        '/favicon.ico': png(await palettedIco(blue, [{ size: 16, bits: 8 }]), 'image/x-icon'),
        '/apple-touch-icon-precomposed.png': png(await markPng(blue, 152)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/apple-touch-icon-precomposed.png', format: 'png', width: 152, height: 152 }],
    },
    {
      domain: 'paletteico-test.com',
      finding: '3: the favicon.ico holds only 8-, 4- and 1-bit palette bitmaps',
      routes: {
        '/': page('', '<div id="app">Loading…</div>'),
        '/favicon.ico': png(await palettedIco(green, [{ size: 16, bits: 4 }, { size: 48, bits: 8 }, { size: 32, bits: 1 }]), 'image/vnd.microsoft.icon'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/favicon.ico', format: 'png', width: 48, height: 48 }],
    },
    {
      domain: 'wordmark-test.com',
      finding: '4: the header shows a wide wordmark, which was scored as a failed square icon',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/static/touch-icon.png">',
          `<header class="site-header"><nav class="navbar"><a class="navbar-brand" href="/"><img src="/static/img/wordmark@2x.png" alt="Wordmark" height="32"></a>
           <ul class="nav"><li><a href="/pricing">Pricing</a></li></ul></nav></header>`,
        ),
        '/static/touch-icon.png': png(await markPng(purple, 180)),
        '/static/img/wordmark@2x.png': png(await wordmarkPng(purple, 640)),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/static/touch-icon.png', format: 'png', width: 180, height: 180 },
        { variant: 'logo', theme: 'light', path: '/static/img/wordmark@2x.png', format: 'png', width: 640, height: 128 },
      ],
    },
    {
      domain: 'blankforeign-test.com',
      finding: '5: a blank SVG in the logo slot, a Google sign-in mark and a play button in "logo" containers',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" sizes="152x152" href="/img/apple-touch-icon-152.png">',
          `<header><div class="header__logo"><a href="/"><img src="/img/logo-outline.svg" alt="Blankforeign"></a></div>
           <div class="auth__provider-logo"><img src="/img/google.svg" alt="Sign in with Google"></div>
           <div class="podcast-logo"><button class="play"><img src="/img/play.svg"></button></div></header>`,
        ),
        '/img/logo-outline.svg': svg(blankSvg),
        '/img/google.svg': svg(googleSvg),
        '/img/play.svg': svg(arrowSvg),
        '/img/apple-touch-icon-152.png': png(await markPng(orange, 152)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/img/apple-touch-icon-152.png', format: 'png', width: 152, height: 152 }],
      foreign: ['/img/logo-outline.svg', '/img/google.svg', '/img/play.svg'],
    },
    {
      domain: 'context-test.com',
      finding: '6: "logo" in <html>/<body> classes, a sidebar\'s partner logo, brandSolution, Brandenburg, arrows in home links',
      routes: {
        '/': page(
          '',
          `<div class="page"><header class="masthead"><a href="/" aria-label="Context home"><img src="/assets/context-mark.svg" alt=""></a></header>
           <aside class="sidebar"><img src="/media/reuters-logo.jpg" alt="Reuters"><img src="/media/Commons-logo.svg"></aside>
           <section class="brandSolution"><img src="/media/solution.png" alt="Brandenburg gate"></section>
           <footer><a href="/"><img src="/media/arrow-up.svg" width="12" height="12"></a><a href="/"><img src="/media/spacer.gif"></a></footer></div>`,
          'class="html_logo_left"',
          'class="has-no-branding"',
        ),
        '/assets/context-mark.svg': svg(markSvg(teal), 'text/xml'),
        '/media/reuters-logo.jpg': png(await markPng('#ff8000', 200)),
        '/media/Commons-logo.svg': svg(markSvg('#006699')),
        '/media/solution.png': png(await markPng('#444444', 300)),
        '/media/arrow-up.svg': svg(arrowSvg),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/assets/context-mark.svg', format: 'svg', width: 64, height: 64 }],
      foreign: ['/media/reuters-logo.jpg', '/media/Commons-logo.svg', '/media/solution.png', '/media/arrow-up.svg'],
    },
    {
      domain: 'inlinesvg-test.com',
      finding: '7: the header logo is an inline <svg viewbox> drawing <use xlink:href="#logo-mark"> from a sprite, coloured by the page CSS',
      routes: {
        '/': page(
          '<style>.header{background:#fff}.site-logo .mark-fill{fill:#1565c0}.mark-dot{fill:#ffffff}</style>',
          `<header class="header"><a class="site-logo" href="/"><svg viewbox="0 0 64 64" width="40" height="40" class="icon"><use xlink:href="#logo-mark"></use></svg></a></header>
           <main>…</main>
           <svg xmlns="http://www.w3.org/1999/xhtml" style="display:none"><symbol id="logo-mark" viewbox="0 0 64 64"><path class="mark-fill" fill="none" d="M32 4 60 58H4z"/><circle class="mark-dot" cx="32" cy="40" r="9"/></symbol></svg>`,
        ),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '#inline-svg-1', format: 'svg', width: 40, height: 40 }],
    },
    {
      domain: 'whitemark-test.com',
      finding: '7: a white inline logo made for a dark header is the dark-theme wordmark; the touch icon is the light icon',
      routes: {
        '/': page('<link rel="apple-touch-icon" href="/apple-touch-icon.png">', `<header class="dark-header" style="background:#111"><a href="/" class="logo">${whiteMarkSvg}</a></header>`),
        '/apple-touch-icon.png': png(await markPng('#c2185b', 180)),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/apple-touch-icon.png', format: 'png', width: 180, height: 180 },
        { variant: 'logo', theme: 'dark', path: '#inline-svg-1', format: 'svg', width: 320, height: 64 },
      ],
    },
    {
      domain: 'docorder-test.com',
      finding: '8: the <img> logo comes first in the header, glyph SVGs in "brand" containers after it',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
          `<header><a href="/" class="logo"><img src="/assets/logo-256.png" alt="Docorder"></a>
           <div class="brand-tools"><a class="brand-link" href="/search"><svg viewBox="0 0 24 24"><path fill="#333" d="M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z"/></svg></a>
           <a class="brand-link" href="/cart"><svg viewBox="0 0 24 24"><path fill="#333" d="M3 3h3l2 10h11l2-7H7"/></svg></a>
           <a class="brand-link" href="/menu"><svg viewBox="0 0 24 24"><path fill="#333" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"/></svg></a></div></header>`,
        ),
        '/assets/logo-256.png': png(await markPng('#5d4037', 256)),
        '/apple-touch-icon.png': png(await markPng('#5d4037', 180)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/assets/logo-256.png', format: 'png', width: 256, height: 256 }],
    },
    {
      domain: 'jsonld-test.com',
      finding: '9: the logo is named only in JSON-LD (Organization.logo as an ImageObject)',
      routes: {
        '/': page(
          `<link rel="icon" href="/favicon-16.png" sizes="16x16"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Jsonld","publisher":{"@id":"#org"}},{"@type":"Organization","@id":"#org","name":"Jsonld Inc.","logo":{"@type":"ImageObject","url":"/images/brand/jsonld-logo-400.png","width":400,"height":400},"sameAs":["https://twitter.com/jsonld"]}]}</script>`,
          '<div id="root"></div>',
        ),
        '/favicon-16.png': png(await markPng('#3949ab', 16)),
        '/images/brand/jsonld-logo-400.png': png(await markPng('#3949ab', 400)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/images/brand/jsonld-logo-400.png', format: 'png', width: 400, height: 400 }],
    },
    {
      domain: 'lazylogo-test.com',
      finding: '9: a lazy-loaded header logo (placeholder src, data-src, data-srcset with a 2x copy)',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon.png">',
          `<header id="top"><div class="logo"><a href="/"><img class="lazyload" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" data-src="/img/logo-120.png" data-srcset="/img/logo-120.png 1x, /img/logo-240.png 2x" alt="Lazylogo logo"></a></div></header>`,
        ),
        '/favicon.png': png(await markPng('#00695c', 32)),
        '/img/logo-120.png': png(await markPng('#00695c', 120)),
        '/img/logo-240.png': png(await markPng('#00695c', 240)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/img/logo-240.png', format: 'png', width: 240, height: 240 }],
    },
    {
      domain: 'fluidicon-test.com',
      finding: '9: the only large icon is a rel="fluid-icon" (GitHub-style), beside a 32 px favicon',
      routes: {
        '/': page('<link rel="icon" href="/favicon-32.png"><link rel="fluid-icon" href="/fluidicon.png" title="Fluidicon">', ''),
        '/favicon-32.png': png(await markPng('#37474f', 32)),
        '/fluidicon.png': png(await markPng('#37474f', 512)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/fluidicon.png', format: 'png', width: 512, height: 512 }],
    },
    {
      domain: 'datalogo-test.com',
      finding: '9: the header logo is a data: SVG in the page itself; the organisation logo is marked itemprop="logo" in the footer',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon-16.png">',
          `<header><div class="logo"><a href="/"><img src="data:image/svg+xml;base64,${Buffer.from(markSvg('#8e24aa')).toString('base64')}" alt="Datalogo"></a></div></header>
           <footer><div itemscope itemtype="https://schema.org/Organization"><img itemprop="logo" src="/static/org-logo.png" alt=""></div></footer>`,
        ),
        '/favicon-16.png': png(await markPng('#8e24aa', 16)),
        '/static/org-logo.png': png(await markPng('#8e24aa', 256)),
      },
      // The vector from the page wins its slot over the 256 px raster (a vector is as large as anything).
      expected: [{ variant: 'icon', theme: 'light', path: '#data-image-1', format: 'svg', width: 64, height: 64 }],
    },
    {
      domain: 'touchsizes-test.com',
      finding: '9: eight apple-touch icons smallest first, and a mask-icon (a one-colour silhouette)',
      routes: {
        '/': page(
          [57, 60, 72, 76, 114, 120, 144, 152, 180].map((size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="/icons/apple-icon-${size}x${size}.png">`).join('\n') +
            '<link rel="mask-icon" href="/icons/safari-pinned-tab.svg" color="#5bbad5">',
          '<p>hi</p>',
        ),
        ...Object.fromEntries(await Promise.all([57, 60, 72, 76, 114, 120, 144, 152, 180].map(async (size) => [`/icons/apple-icon-${size}x${size}.png`, png(await markPng('#ad1457', size))] as const))),
        '/icons/safari-pinned-tab.svg': svg(markSvg('#000000')),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/icons/apple-icon-180x180.png', format: 'png', width: 180, height: 180 }],
      // A one-colour mask for Safari's pinned tabs: the brand's shape, but never its colour icon.
      foreign: ['/icons/safari-pinned-tab.svg'],
    },
    {
      domain: 'ties-test.com',
      finding: '10: two copies of one icon with equal scores: the same one every run',
      routes: {
        '/': page('<link rel="icon" sizes="192x192" href="/static/b/icon.png"><link rel="icon" sizes="192x192" href="/static/a/icon.png">', ''),
        '/static/b/icon.png': png(await markPng('#283593', 192)),
        '/static/a/icon.png': png(await markPng('#283593', 192)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/static/a/icon.png', format: 'png', width: 192, height: 192 }],
    },
    {
      domain: 'facts-test.com',
      finding: 'brand data: JSON-LD, meta tags and the manifest; a wordmark with its dark version in <picture>; a dark-scheme icon',
      routes: {
        '/': page(
          `<meta name="description" content="Facts builds   <b>ledgers</b> for small shops. It is used in 40 countries. It was founded in 2009. More below.">
           <meta property="og:site_name" content="Facts | Home"><meta name="theme-color" content="#0b7a75"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000000">
           <link rel="icon" type="image/png" sizes="192x192" href="/icon-192.png"><link rel="icon" type="image/svg+xml" media="(prefers-color-scheme: dark)" href="/icon-dark.svg">
           <link rel="manifest" href="/manifest.json">
           <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Facts Inc.","url":"https://facts-test.com","sameAs":["https://twitter.com/factsinc","https://www.linkedin.com/company/facts-inc/"]}</script>`,
          `<header><a href="/" class="header-logo"><picture><source media="(prefers-color-scheme: dark)" srcset="/img/wordmark-dark.svg"><img src="/img/wordmark.svg" alt="Facts"></picture></a></header>
           <main><a href="https://x.com/intent/tweet?text=hi">Share</a> <a href="https://github.com/partnerco">Our partner</a></main>
           <footer><a href="https://github.com/factsinc">GitHub</a> <a href="https://www.instagram.com/facts.inc/">Instagram</a></footer>`,
        ),
        '/icon-192.png': png(await markPng('#0b7a75', 192)),
        '/icon-dark.svg': svg(markSvg('#e8f4f3')),
        '/manifest.json': { body: JSON.stringify({ name: 'Facts Ledger', theme_color: '#0B7A75', icons: [] }), type: 'application/json' },
        '/img/wordmark.svg': svg(wordmarkSvg('#0b7a75')),
        '/img/wordmark-dark.svg': svg(wordmarkSvg('#7fe0db').replace('#1f2328', '#f0f0f0')),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/icon-192.png', format: 'png', width: 192, height: 192 },
        { variant: 'icon', theme: 'dark', path: '/icon-dark.svg', format: 'svg', width: 64, height: 64 },
        { variant: 'logo', theme: 'light', path: '/img/wordmark.svg', format: 'svg', width: 320, height: 64 },
        { variant: 'logo', theme: 'dark', path: '/img/wordmark-dark.svg', format: 'svg', width: 320, height: 64 },
      ],
    },
    {
      domain: 'wwwonly-test.net',
      host: 'www.wwwonly-test.net',
      finding: '11: the apex has no address; the site answers only on www.',
      routes: {
        '/': page('<link rel="apple-touch-icon" href="/apple-touch-icon.png">', '<header><a href="/" class="brand">Wwwonly</a></header>'),
        '/apple-touch-icon.png': png(await markPng('#6a1b9a', 180)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/apple-touch-icon.png', format: 'png', width: 180, height: 180 }],
    },
  ];
}

/** Serves every fixture site from the fake web. */
export function serveSites(fake: FakeWeb, sites: readonly FixtureSite[]): void {
  for (const site of sites) for (const [path, answer] of Object.entries(site.routes)) fake.on(site.host ?? site.domain, path, answer);
}

/** Names of the fixture sites for the test resolver: the www-only site's apex has no address. */
export function siteAddresses(sites: readonly FixtureSite[]): Record<string, string[]> {
  return Object.fromEntries(sites.filter((site) => site.host).map((site) => [site.host!, ['127.0.0.1']]));
}
