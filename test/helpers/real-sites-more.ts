// More fixture sites, built the way common site builders and frameworks build home pages: a WordPress theme (cropped
// site icons, a TileImage, a custom-logo wordmark, Yoast JSON-LD), a Shopify theme (logo and favicon on a CDN host,
// protocol-relative, with query strings), an SPA whose header draws an external sprite, icons under wrong content
// types, sign-in buttons, a dark header with a white <img> wordmark, a consent banner's "powered by" logo, and more.
import sharp from 'sharp';
import { icoOf, markPng, markSvg, photoJpeg } from './discovery-images.ts';
import type { FakeBody } from './fake-web.ts';
import type { FixtureSite } from './real-sites.ts';
import { googleSvg, palettedIco, wordmarkPng, wordmarkSvg } from './site-images.ts';

const png = (body: Buffer, type = 'image/png'): FakeBody => ({ body, type });
const svg = (body: string, type = 'image/svg+xml'): FakeBody => ({ body, type });
const page = (head: string, body: string): FakeBody => ({
  body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Home</title>\n${head}\n</head>\n<body>${body}</body></html>`,
});
const appleSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#000" d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9a4.9 4.9 0 0 0-4.1 2.5c-1.8 3.1-.5 7.6 1.2 10.1.9 1.2 1.9 2.6 3.2 2.5 1.3 0 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.2 3.1-2.5a11 11 0 0 0 1.4-2.9 4.4 4.4 0 0 1-2.8-4zM14 5.3A4.4 4.4 0 0 0 15 2a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1c1.1 0 2.2-.5 2.9-1.3z"/></svg>';

export async function moreFixtureSites(): Promise<FixtureSite[]> {
  const wp = '/wp-content/uploads/2021/03';
  // Shopify serves theme files from /cdn/shop/ on the shop's own host (older themes: cdn.shopify.com).
  const cdn = '/cdn/shop';
  return [
    {
      domain: 'wordpress-test.com',
      finding: 'a WordPress theme: cropped site icons 32/192/180, the 270 px TileImage, a custom-logo wordmark named again by Yoast JSON-LD',
      routes: {
        '/': page(
          `<link rel="icon" href="${wp}/cropped-site-icon-32x32.png" sizes="32x32"><link rel="icon" href="${wp}/cropped-site-icon-192x192.png" sizes="192x192">
           <link rel="apple-touch-icon" href="${wp}/cropped-site-icon-180x180.png"><meta name="msapplication-TileImage" content="${wp}/cropped-site-icon-270x270.png">
           <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"/#organization","name":"Wordpress Co","logo":{"@type":"ImageObject","@id":"/#/schema/logo/image/","url":"${wp}/logo-wide.png","contentUrl":"${wp}/logo-wide.png","width":600,"height":160}}]}</script>`,
          `<div id="page" class="site"><header id="masthead" class="site-header"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img width="600" height="160" src="${wp}/logo-wide.png" class="custom-logo" alt="Wordpress Co" decoding="async"></a></div>
           <nav id="site-navigation" class="main-navigation"><button class="menu-toggle">Menu</button></nav></header></div>`,
        ),
        [`${wp}/cropped-site-icon-32x32.png`]: png(await markPng('#21759b', 32)),
        [`${wp}/cropped-site-icon-192x192.png`]: png(await markPng('#21759b', 192)),
        [`${wp}/cropped-site-icon-180x180.png`]: png(await markPng('#21759b', 180)),
        [`${wp}/cropped-site-icon-270x270.png`]: png(await markPng('#21759b', 270)),
        [`${wp}/logo-wide.png`]: png(await wordmarkPng('#21759b', 600)),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: `${wp}/cropped-site-icon-270x270.png`, format: 'png', width: 270, height: 270 },
        { variant: 'logo', theme: 'light', path: `${wp}/logo-wide.png`, format: 'png', width: 600, height: 120 },
      ],
    },
    {
      domain: 'shopify-test.com',
      finding: 'a Shopify theme: logo and favicon under /cdn/shop/, sized by query strings, the logo in a srcset',
      routes: {
        '/': page(
          `<link rel="icon" type="image/png" href="${cdn}/files/favicon.png?crop=center&height=32&v=1613&width=32">`,
          `<header class="header header--middle-left"><h1 class="header__heading"><a href="/" class="header__heading-link link link--text focus-inset">
           <img src="${cdn}/files/logo.png?v=1613&width=500" alt="Shop Co" srcset="${cdn}/files/logo.png?v=1613&width=250 250w, ${cdn}/files/logo.png?v=1613&width=500 500w" width="250" height="50" class="header__heading-logo"></a></h1></header>`,
        ),
        [`${cdn}/files/favicon.png?crop=center&height=32&v=1613&width=32`]: png(await markPng('#008060', 32)),
        [`${cdn}/files/logo.png?v=1613&width=250`]: png(await wordmarkPng('#008060', 250)),
        [`${cdn}/files/logo.png?v=1613&width=500`]: png(await wordmarkPng('#008060', 500)),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: `${cdn}/files/favicon.png?crop=center&height=32&v=1613&width=32`, format: 'png', width: 32, height: 32 },
        { variant: 'logo', theme: 'light', path: `${cdn}/files/logo.png?v=1613&width=500`, format: 'png', width: 500, height: 100 },
      ],
    },
    {
      domain: 'spasprite-test.com',
      finding: 'an SPA: the header draws <use href="/static/sprite.svg#logo"> from an external sprite, which is followed as a browser follows it; an SVG favicon and a touch icon are linked',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/apple-touch-icon.png"><script type="module" src="/assets/index-4f2a.js"></script>',
          '<div id="root"><header class="AppHeader"><a class="AppHeader-logo" href="/" aria-label="Homepage"><svg class="octicon" width="32" height="32" aria-hidden="true"><use href="/static/sprite.svg#logo"></use></svg></a></header></div>',
        ),
        '/favicon.svg': svg(markSvg('#6e40c9')),
        '/apple-touch-icon.png': png(await markPng('#6e40c9', 180)),
        '/static/sprite.svg': svg(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="logo" viewBox="0 0 64 64"><path fill="#6e40c9" d="M32 4 60 58H4z"/></symbol></svg>`),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '#inline-svg-1', format: 'svg', width: 32, height: 32 }],
    },
    {
      domain: 'jsonldstring-test.com',
      finding: 'JSON-LD names the logo as a bare string, on a WebSite publisher; the page links only a 16 px favicon',
      routes: {
        '/': page(
          '<link rel="shortcut icon" href="/favicon.ico"><script type="application/ld+json">{"@context":"http://schema.org","@type":"WebSite","url":"/","publisher":{"@type":"Organization","name":"Jsonldstring","logo":"/assets/img/logo-512.png"}}</script>',
          '<main><h1>Jsonldstring</h1></main>',
        ),
        '/favicon.ico': png(icoOf(await markPng('#c62828', 16), 16), 'image/x-icon'),
        '/assets/img/logo-512.png': png(await markPng('#c62828', 512)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/assets/img/logo-512.png', format: 'png', width: 512, height: 512 }],
    },
    {
      domain: 'wrongtype-test.com',
      finding: 'icons under wrong content types: a PNG named favicon.ico as image/x-icon, the touch icon as text/html, a JPEG as image/png',
      routes: {
        '/': page('<link rel="icon" href="/favicon.ico"><link rel="apple-touch-icon" sizes="152x152" href="/touch.png"><link rel="icon" sizes="96x96" href="/icon-96.png">', '<p>hello</p>'),
        '/favicon.ico': png(await markPng('#2e7d32', 48), 'image/x-icon'),
        '/touch.png': png(await markPng('#2e7d32', 152), 'text/html; charset=UTF-8'),
        '/icon-96.png': png(await sharp(await markPng('#2e7d32', 96)).flatten({ background: '#ffffff' }).jpeg().toBuffer()),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/touch.png', format: 'png', width: 152, height: 152 }],
    },
    {
      domain: 'rootonly-test.com',
      finding: 'the page links only a 16 px ICO; iOS finds /apple-touch-icon.png at the root',
      routes: {
        '/': page('<link rel="icon" href="/favicon.ico" type="image/x-icon">', '<div class="wrapper"><h1>Welcome</h1></div>'),
        '/favicon.ico': png(await palettedIco('#4527a0', [{ size: 16, bits: 8 }]), 'image/x-icon'),
        '/apple-touch-icon.png': png(await markPng('#4527a0', 180)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/apple-touch-icon.png', format: 'png', width: 180, height: 180 }],
    },
    {
      domain: 'loginbuttons-test.com',
      finding: 'sign-in buttons in the header (Google, Apple) beside the brand\'s own SVG logo',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon-32.png" sizes="32x32">',
          `<header class="topbar"><a href="/" class="brand"><img src="/img/brand.svg" alt="Loginbuttons"></a>
           <div class="login-options"><a class="btn btn-google" href="/auth/google"><img src="/img/g.svg" alt="Google logo" width="18"> Continue with Google</a>
           <a class="btn btn-apple" href="/auth/apple"><img src="/img/apple.svg" alt="Apple logo" width="18"> Sign in with Apple</a></div></header>`,
        ),
        '/favicon-32.png': png(await markPng('#ef6c00', 32)),
        '/img/brand.svg': svg(markSvg('#ef6c00')),
        '/img/g.svg': svg(googleSvg),
        '/img/apple.svg': svg(appleSvg),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/img/brand.svg', format: 'svg', width: 64, height: 64 }],
      foreign: ['/img/g.svg', '/img/apple.svg'],
    },
    {
      domain: 'darkheader-test.com',
      finding: 'a dark header shows a white <img> wordmark; the touch icon is the colour mark',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/apple-touch-icon.png"><style>.navbar{background:#0d1117}</style>',
          '<nav class="navbar navbar-dark"><a class="navbar-brand" href="/"><img src="/img/logo-white.svg" alt="Darkheader" height="28"></a></nav>',
        ),
        '/apple-touch-icon.png': png(await markPng('#1565c0', 180)),
        '/img/logo-white.svg': svg(wordmarkSvg('#ffffff').replace('#1f2328', '#ffffff')),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/apple-touch-icon.png', format: 'png', width: 180, height: 180 },
        { variant: 'logo', theme: 'dark', path: '/img/logo-white.svg', format: 'svg', width: 320, height: 64 },
      ],
    },
    {
      domain: 'manysizes-test.com',
      finding: 'a favicon generator\'s set: icons of 16, 32, 96 and 192 px linked, 512 px only in the manifest (purpose "any maskable")',
      routes: {
        '/': page(
          [16, 32, 96, 192].map((size) => `<link rel="icon" type="image/png" sizes="${size}x${size}" href="/favicon-${size}x${size}.png">`).join('') + '<link rel="manifest" href="/manifest.webmanifest">',
          '<main>…</main>',
        ),
        ...Object.fromEntries(await Promise.all([16, 32, 96, 192].map(async (size) => [`/favicon-${size}x${size}.png`, png(await markPng('#00838f', size))] as const))),
        '/manifest.webmanifest': { body: JSON.stringify({ name: 'Manysizes', icons: [{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' }] }), type: 'application/manifest+json' },
        '/icon-512.png': png(await markPng('#00838f', 512)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/icon-512.png', format: 'png', width: 512, height: 512 }],
    },
    {
      domain: 'builder-test.com',
      finding: 'a site-builder page: a 32 px favicon and an og:image photo; nothing larger of the mark exists',
      routes: {
        '/': page('<link rel="icon" sizes="32x32" href="/favicon.png"><meta property="og:image" content="/og/cover.jpg">', '<div id="SITE_CONTAINER"><img src="/og/cover.jpg" alt=""></div>'),
        '/favicon.png': png(await markPng('#ad1457', 32)),
        '/og/cover.jpg': { body: await photoJpeg(600, 315), type: 'image/jpeg' },
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/favicon.png', format: 'png', width: 32, height: 32 }],
      foreign: ['/og/cover.jpg'],
    },
    {
      domain: 'inlinewordmark-test.com',
      finding: 'the header\'s wordmark is an inline SVG; the only icon is a paletted favicon.ico',
      routes: {
        '/': page('', `<header class="site-header"><a class="navbar-brand" href="/" aria-label="Inlinewordmark home">${wordmarkSvg('#283593').replace(' xmlns="http://www.w3.org/2000/svg"', ' width="160" height="32"')}</a></header>`),
        '/favicon.ico': png(await palettedIco('#283593', [{ size: 16, bits: 4 }, { size: 48, bits: 8 }]), 'image/x-icon'),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/favicon.ico', format: 'png', width: 48, height: 48 },
        { variant: 'logo', theme: 'light', path: '#inline-svg-1', format: 'svg', width: 160, height: 32 },
      ],
    },
    {
      domain: 'partners-test.com',
      finding: 'the header logo, then "trusted by" and press logos in lists further down',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
          `<header><a href="/" class="logo"><img src="/images/logo.png" alt="Partners"></a></header>
           <section class="customers"><h2>Trusted by</h2><ul class="logo-list"><li><img src="/images/customers/acme-logo.png" alt="Acme"></li><li><img src="/images/customers/globex-logo.svg" alt="Globex"></li></ul></section>
           <section class="press"><div class="press-logos"><img src="/images/press/times-logo.png" alt="The Times"></div></section>`,
        ),
        '/apple-touch-icon.png': png(await markPng('#6d4c41', 180)),
        '/images/logo.png': png(await markPng('#6d4c41', 240)),
        '/images/customers/acme-logo.png': png(await markPng('#d81b60', 300)),
        '/images/customers/globex-logo.svg': svg(markSvg('#1e88e5')),
        '/images/press/times-logo.png': png(await wordmarkPng('#000000', 400)),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/images/logo.png', format: 'png', width: 240, height: 240 }],
      foreign: ['/images/customers/acme-logo.png', '/images/customers/globex-logo.svg', '/images/press/times-logo.png'],
    },
    {
      domain: 'consent-test.com',
      finding: 'a consent banner before the header carries its vendor\'s "powered by" logo in an ot-pc-logo container',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
          `<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk" class="otPcCenter"><div class="ot-pc-header"><div class="ot-pc-logo" role="img" aria-label="Company Logo"><img alt="Company Logo" src="/consent/logos/static/powered_by_logo.svg"></div></div></div></div>
           <header class="site-header"><a href="/" class="site-logo"><img src="/img/site-logo.svg" alt="Consent"></a></header>`,
        ),
        '/apple-touch-icon.png': png(await markPng('#558b2f', 180)),
        '/img/site-logo.svg': svg(markSvg('#558b2f')),
        '/consent/logos/static/powered_by_logo.svg': svg(wordmarkSvg('#68b631').replace('#1f2328', '#696969')),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/img/site-logo.svg', format: 'svg', width: 64, height: 64 }],
      foreign: ['/consent/logos/static/powered_by_logo.svg'],
    },
    {
      domain: 'oldgif-test.com',
      finding: 'an older site: a 120 px GIF logo in a home link with a title, a 16 px favicon.ico',
      routes: {
        '/': page('<link rel="shortcut icon" href="/favicon.ico">', '<table width="100%"><tr><td><a href="/" title="Oldgif home"><img src="/images/logo.gif" border="0" alt="Oldgif"></a></td></tr></table>'),
        '/favicon.ico': png(icoOf(await markPng('#f9a825', 16), 16), 'image/x-icon'),
        '/images/logo.gif': png(await sharp(await markPng('#f9a825', 120)).gif().toBuffer(), 'image/gif'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/images/logo.gif', format: 'png', width: 120, height: 120 }],
    },
  ];
}
