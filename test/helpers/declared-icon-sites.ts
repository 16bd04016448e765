// Fixture sites modelled on the real sites whose own declared icons discovery used to refuse (issue 20): a 16 px
// favicon on a CDN, 64 px icons, icons declared on protocol-relative URLs, conventional paths that redirect or answer
// an HTML page with status 200, a dozen sizes with wrong content types, touch icons beside a white tile and a
// wordmark lettered for a dark header. The pictures are drawn here, in the spirit of each site's mark.
import sharp from 'sharp';
import { icoOf } from './discovery-images.ts';
import type { FakeBody } from './fake-web.ts';
import type { FixtureSite } from './real-sites.ts';

const svgOf = (viewBox: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
const png = async (svg: string, size: number, background?: string) => {
  const drawn = sharp(Buffer.from(svg), { density: 600 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return (background ? drawn.flatten({ background }) : drawn).png().toBuffer();
};
const image = (body: Buffer | string, type = 'image/png'): FakeBody => ({ body, type });
const page = (head: string, body: string): FakeBody => ({ body: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Home</title>\n${head}\n</head>\n<body>${body}</body></html>` });
const redirect = (to: string): FakeBody => ({ body: '', status: 307, headers: { location: to } });

/** Marks in the spirit of each site's: a play button, a letter on a tile, a hexagon, a map pin under a lens, two snakes. */
const PLAY = svgOf('0 0 64 64', '<rect x="2" y="12" width="60" height="40" rx="12" fill="#e62117"/><path d="M26 22v20l17-10z" fill="#fff"/>');
const LETTER_N = svgOf('0 0 64 64', '<rect width="64" height="64" fill="#000"/><path d="M18 8h9l10 30V8h9v48h-9L27 26v30h-9z" fill="#e50914"/>');
const ORANGE_A = svgOf('0 0 64 64', '<rect width="64" height="64" rx="10" fill="#ff6a00"/><path d="M32 10 52 54H42l-4-10H26l-4 10H12zm0 14-4 12h8z" fill="#fff"/>');
const HEXAGON = svgOf('0 0 64 64', '<path d="M32 2 58 17v30L32 62 6 47V17z" fill="#5fa04e"/><path d="M32 16 44 23v18l-12 7-12-7V23z" fill="#fff"/>');
const LENS_MAP = svgOf('0 0 64 64', '<rect x="4" y="4" width="44" height="44" fill="#b5d29f"/><path d="M4 20h44M20 4v44" stroke="#6d7f42" stroke-width="3"/><circle cx="26" cy="26" r="17" fill="none" stroke="#2d3335" stroke-width="5"/><path d="M38 38l20 20" stroke="#2d3335" stroke-width="8"/>');
const SNAKES = svgOf('0 0 64 64', '<path d="M31 4c-14 0-14 6-14 10v6h15v3H11C5 23 2 28 2 36s4 13 10 13h5v-8c0-6 5-11 11-11h15c5 0 9-4 9-9V14c0-5-4-10-21-10z" fill="#3776ab"/><path d="M33 60c14 0 14-6 14-10v-6H32v-3h21c6 0 9-5 9-13s-4-13-10-13h-5v8c0 6-5 11-11 11H21c-5 0-9 4-9 9v7c0 5 4 10 21 10z" fill="#ffd43b"/>');
const APPLE = svgOf('0 0 64 64', '<path d="M44 34c0-7 6-10 6-10-3-5-9-6-11-6-5 0-8 3-10 3s-6-3-10-3c-6 0-12 5-12 15 0 11 8 25 14 25 3 0 4-2 8-2s5 2 8 2c6 0 11-11 12-14-1 0-5-3-5-10zM37 12c2-3 4-6 3-10-3 0-7 2-9 5-2 2-4 6-3 9 4 0 7-2 9-4z" fill="#1d1d1f"/>');
const AOL = svgOf('0 0 64 64', '<circle cx="32" cy="32" r="30" fill="#31459b"/><path d="M14 44 24 20h6l10 24h-6l-2-5H22l-2 5zm10-10h6l-3-8z" fill="#fff"/><circle cx="46" cy="40" r="4" fill="#fff"/>');

/** A wordmark: the mark and the name in letter blocks; `letters` is the lettering's colour. */
const wordmark = (mark: string, letters: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewbox="0 0 290 64"><g>${mark.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>` +
  `<path fill="${letters}" d="M80 14h10v36H80zM96 14h26v9h-16v5h13v9h-13v13H96zM128 14h10v27h16v9h-26zM160 14h26v36h-26zm10 9v18h6V23zM192 14h28v9h-9v27h-10V23h-9zM226 14h10v14h9V14h10v36h-10V37h-9v13h-10z"/></svg>`;

/** A fixture site whose icons are served from a CDN host of its own as well. */
export interface DeclaredIconSite extends FixtureSite {
  cdn?: { host: string; routes: Record<string, FakeBody> };
}

/** The sites, their absolute links pointing at the fake web's `port`. */
export async function declaredIconSites(port: number): Promise<DeclaredIconSite[]> {
  return [
    {
      domain: 'alibaba-test.com',
      finding: 'its only icon, a 16 px favicon.ico on a CDN host, scored 0.124: not found, monogram served',
      routes: {
        '/': page(`<link rel="shortcut icon" href="http://alicdn-test.com:${port}/simg/single/icon/favicon.ico" type="image/x-icon">`, '<div id="header"><div class="logo"></div></div>'),
        // The conventional touch icon answers the site's HTML "not found" page with status 200.
        '/apple-touch-icon.png': page('', '<h1>Sorry, the page you requested can not be found</h1>'),
        '/apple-touch-icon-precomposed.png': page('', '<h1>Sorry, the page you requested can not be found</h1>'),
        '/favicon.ico': image(icoOf(await png(ORANGE_A, 16), 16), 'image/x-icon'),
      },
      cdn: { host: 'alicdn-test.com', routes: { '/simg/single/icon/favicon.ico': image(icoOf(await png(ORANGE_A, 16), 16), 'image/x-icon') } },
      expected: [{ variant: 'icon', theme: 'light', path: `http://alicdn-test.com:${port}/simg/single/icon/favicon.ico`, format: 'png', width: 16, height: 16 }],
    },
    {
      domain: 'netflix-test.com',
      finding: 'a 64 px PNG touch icon (0.508) and the 64 px favicon: not found',
      routes: {
        '/': page(
          `<link rel="shortcut icon" href="/ffe/siteui/common/icons/nficon2016.ico"><link rel="apple-touch-icon" href="/ffe/siteui/common/icons/nficon2016.png">`,
          '<div class="our-story-header"><a href="/" class="logo icon-logoUpdate"><span class="screen-reader-text">Netflix</span></a></div>',
        ),
        '/ffe/siteui/common/icons/nficon2016.png': image(await png(LETTER_N, 64), 'application/octet-stream'),
        '/ffe/siteui/common/icons/nficon2016.ico': image(icoOf(await png(LETTER_N, 64), 64), 'image/x-icon'),
        '/favicon.ico': image(icoOf(await png(LETTER_N, 64), 64), 'image/x-icon'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/ffe/siteui/common/icons/nficon2016.png', format: 'png', width: 64, height: 64 }],
    },
    {
      domain: 'youtube-test.com',
      finding: 'its 144, 96 and 48 px icons (0.52-0.54) and the favicon: not found',
      routes: {
        '/': page(
          `<link rel="shortcut icon" href="http://ytimg-test.com:${port}/yts/img/favicon-vflz7uhzw.ico" type="image/x-icon">
           <link rel="icon" href="//ytimg-test.com:${port}/yts/img/favicon_32.png" sizes="32x32"><link rel="icon" href="//ytimg-test.com:${port}/yts/img/favicon_48.png" sizes="48x48">
           <link rel="icon" href="//ytimg-test.com:${port}/yts/img/favicon_96.png" sizes="96x96"><link rel="icon" href="//ytimg-test.com:${port}/yts/img/favicon_144.png" sizes="144x144">`,
          '<div id="masthead"><a id="logo-container" href="/" title="YouTube home"><span id="logo" class="logo"></span></a></div>',
        ),
        '/favicon.ico': image(icoOf(await png(PLAY, 16), 16), 'image/x-icon'),
        // The conventional touch icons answer the site's 404 page.
        '/apple-touch-icon.png': { ...page('', '<h1>404 Not Found</h1>'), status: 404 },
      },
      cdn: {
        host: 'ytimg-test.com',
        routes: {
          '/yts/img/favicon-vflz7uhzw.ico': image(icoOf(await png(PLAY, 16), 16), 'image/x-icon'),
          ...Object.fromEntries(await Promise.all([32, 48, 96, 144].map(async (size) => [`/yts/img/favicon_${size}.png`, image(await png(PLAY, size))]))),
        },
      },
      expected: [{ variant: 'icon', theme: 'light', path: `http://ytimg-test.com:${port}/yts/img/favicon_144.png`, format: 'png', width: 144, height: 144 }],
    },
    {
      domain: 'nodejs-test.com',
      finding: 'its only icon, a 32 px favicon (0.30), and the header inline SVG wordmark (0.578): not found',
      routes: {
        '/': page(
          '<link rel="icon" href="/static/images/favicons/favicon.png">',
          `<nav class="navbar"><a class="logo" href="/" aria-label="Home">${wordmark(HEXAGON, '#333').replace(' xmlns="http://www.w3.org/2000/svg"', '')}</a>
           <button aria-label="menu"><svg viewBox="0 0 24 24"><path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"/></svg></button></nav>`,
        ),
        '/static/images/favicons/favicon.png': image(await png(HEXAGON, 32)),
        // The conventional paths are temporary redirects to the one icon.
        '/apple-touch-icon.png': redirect('/static/images/favicons/favicon.png'),
        '/apple-touch-icon-precomposed.png': redirect('/static/images/favicons/favicon.png'),
        '/favicon.ico': redirect('/static/images/favicons/favicon.png'),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/static/images/favicons/favicon.png', format: 'png', width: 32, height: 32 },
        { variant: 'logo', theme: 'light', path: '#inline-svg-1', format: 'svg', width: 290, height: 64 },
      ],
    },
    {
      domain: 'openstreetmap-test.com',
      finding: 'twelve own icons from 72 to 194 px, all scored 0.39-0.54: not found; the manifest also lists the header SVG as sizes="any"',
      routes: {
        '/': page(
          [57, 72, 114, 144, 152, 180].map((s) => `<link rel="apple-touch-icon" sizes="${s}x${s}" href="/assets/apple-touch-icon-${s}x${s}.png">`).join('') +
            [32, 194, 96, 16].map((s) => `<link rel="icon" type="image/png" href="/assets/favicon-${s}x${s}.png" sizes="${s}x${s}">`).join('') +
            '<link rel="manifest" href="/assets/manifest.json"><meta name="msapplication-TileImage" content="/assets/mstile-144x144.png">',
          '<header><h1><a href="/" class="geolink"><img src="/assets/osm_logo.svg" alt="OpenStreetMap logo" width="30" height="30"> OpenStreetMap</a></h1></header>',
        ),
        ...Object.fromEntries(await Promise.all([57, 72, 114, 144, 152, 180].map(async (s) => [`/assets/apple-touch-icon-${s}x${s}.png`, image(await png(LENS_MAP, s, '#ffffff'))]))),
        ...Object.fromEntries(await Promise.all([32, 194, 96, 16].map(async (s) => [`/assets/favicon-${s}x${s}.png`, image(await png(LENS_MAP, s), 'text/plain')]))),
        ...Object.fromEntries(await Promise.all([72, 96, 144, 192].map(async (s) => [`/assets/android-chrome-${s}x${s}.png`, image(await png(LENS_MAP, s))]))),
        '/assets/manifest.json': { body: JSON.stringify({ name: 'OpenStreetMap', icons: [72, 96, 144, 192].map((s) => ({ src: `/assets/android-chrome-${s}x${s}.png`, sizes: `${s}x${s}`, type: 'image/png' })).concat([{ src: '/assets/osm_logo.svg', sizes: 'any', type: 'image/svg+xml' }]) }), type: 'application/json' },
        '/assets/mstile-144x144.png': image(await png(LENS_MAP, 144)),
        '/assets/osm_logo.svg': image(LENS_MAP.replace('viewBox', 'viewbox'), 'text/xml'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/assets/osm_logo.svg', format: 'svg', width: 64, height: 64 }],
    },
    {
      domain: 'python-test.com',
      finding: 'touch icons (0.44) and favicon refused, a white tile silhouette stored, the light-grey wordmark of a dark header stored as the light logo',
      routes: {
        '/': page(
          `<link rel="icon" type="image/x-icon" href="/static/favicon.ico">
           <link rel="apple-touch-icon-precomposed" sizes="144x144" href="/static/apple-touch-icon-144x144-precomposed.png">
           <link rel="apple-touch-icon-precomposed" sizes="114x114" href="/static/apple-touch-icon-114x114-precomposed.png">
           <link rel="apple-touch-icon-precomposed" sizes="72x72" href="/static/apple-touch-icon-72x72-precomposed.png">
           <link rel="apple-touch-icon-precomposed" href="/static/apple-touch-icon-precomposed.png">
           <meta name="msapplication-TileImage" content="/static/metro-icon-144x144.png"><meta name="msapplication-TileColor" content="#3673a5">`,
          '<header class="main-header"><div class="container"><h1 class="site-headline"><a href="/"><img class="python-logo" src="/static/img/python-logo.png" alt="python&trade;"></a></h1></div></header>',
        ),
        '/static/favicon.ico': image(icoOf(await png(SNAKES, 48), 48), 'image/vnd.microsoft.icon'),
        '/static/apple-touch-icon-144x144-precomposed.png': image(await png(SNAKES, 144)),
        '/static/apple-touch-icon-114x114-precomposed.png': image(await png(SNAKES, 114)),
        '/static/apple-touch-icon-72x72-precomposed.png': image(await png(SNAKES, 72)),
        '/static/apple-touch-icon-precomposed.png': image(await png(SNAKES, 57)),
        '/static/metro-icon-144x144.png': image(await png(SNAKES.replaceAll(/#3776ab|#ffd43b/g, '#ffffff'), 144)),
        '/static/img/python-logo.png': image(await sharp(Buffer.from(wordmark(SNAKES, '#cccccc').replace('viewbox', 'viewBox')), { density: 144 }).resize(580).png().toBuffer()),
      },
      expected: [
        { variant: 'icon', theme: 'light', path: '/static/apple-touch-icon-144x144-precomposed.png', format: 'png', width: 144, height: 144 },
        { variant: 'logo', theme: 'dark', path: '/static/img/python-logo.png', format: 'png', width: 580, height: 128 },
      ],
    },
    {
      domain: 'aol-test.com',
      finding: 'a 32 px favicon (0.454) refused, so the icon slot is empty and an icon request answers the wordmark',
      routes: {
        '/': page(
          '<link rel="shortcut icon" href="/favicon.ico?v=2">',
          `<div id="header"><a class="logo" href="/"><img src="data:image/png;base64,${(await sharp(Buffer.from(wordmark(AOL, '#000000').replace('viewbox', 'viewBox')), { density: 72 }).resize(178).png().toBuffer()).toString('base64')}" alt="AOL"></a></div>`,
        ),
        '/favicon.ico?v=2': image(icoOf(await png(AOL, 32), 32), 'image/x-icon'),
        '/favicon.ico': image(icoOf(await png(AOL, 32), 32), 'image/x-icon'),
        // The conventional touch icons answer a 1-pixel GIF.
        '/apple-touch-icon.png': image(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 'image/gif'),
        '/apple-touch-icon-precomposed.png': image(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 'image/gif'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/favicon.ico?v=2', format: 'png', width: 32, height: 32 }],
    },
    {
      domain: 'apple-test.com',
      finding: 'a 152 px apple-touch-icon at the conventional path (0.593) refused and the 64 px favicon stored instead',
      routes: {
        '/': page(
          '<meta property="og:image" content="/ac/structured-data/images/open_graph_logo.png">',
          `<nav id="globalheader"><a class="globalnav-link-apple" href="/"><span class="globalnav-image-regular"><svg height="44" viewbox="0 0 14 44" width="14"><path d="m13 29c-1 2-3 4-5 4s-2-1-4-1-3 1-4 1c-2 0-5-4-5-8 0-5 3-7 5-7 2 0 3 1 4 1s2-1 4-1c1 0 3 0 4 2-3 2-3 7 1 9z" fill="#1d1d1f"/></svg></span></a></nav>`,
        ),
        '/apple-touch-icon.png': image(await png(APPLE, 152, '#ffffff')),
        '/favicon.ico': image(icoOf(await png(APPLE, 64), 64), 'image/x-icon'),
      },
      expected: [{ variant: 'icon', theme: 'light', path: '/apple-touch-icon.png', format: 'png', width: 152, height: 152 }],
    },
  ];
}
