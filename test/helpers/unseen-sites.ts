// Fixture sites shaped like the recordings discovery was measured on before anyone tuned it for them: a Docusaurus
// navbar whose language menu, theme toggle and hamburger are inline glyphs (jestjs.io), a Starlight header with a
// light and a dark wordmark (tauri.app), a wordmark drawn by the site's stylesheet (ziglang.org), VitePress and
// Docusaurus headers with their theme pairs and switches, a <picture> pair, Tailwind's dark:hidden, and pages that
// answer in the site's place (a CDN's bot challenge, a cookie wall, a script-only shell).
import sharp from 'sharp';
import { icoOf, markPng, markSvg } from './discovery-images.ts';
import type { FakeBody } from './fake-web.ts';
import { wordmarkSvg } from './site-images.ts';

export interface UnseenSite {
  domain: string;
  routes: Record<string, FakeBody>;
  /** Other hosts the site sends the visitor to (a consent manager's). */
  hosts?: Record<string, Record<string, FakeBody>>;
}

const svg = (body: string): FakeBody => ({ body, type: 'image/svg+xml' });
const png = (body: Buffer): FakeBody => ({ body, type: 'image/png' });
const page = (head: string, body: string, status = 200): FakeBody => ({ status, body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Home</title>\n${head}\n</head>\n<body>${body}</body></html>` });
/** A wordmark lettered for dark backgrounds: every stroke white. */
const whiteWordmark = (colour: string) => wordmarkSvg(colour).replace('#1f2328', '#ffffff').replace(`fill="${colour}"`, 'fill="#ffffff"');
const wide = (width: number) => sharp({ create: { width, height: width / 5, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });

/** The glyphs of the recorded Docusaurus navbar (Material icons painted in currentColor). */
const TRANSLATE = '<path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"></path>';
const SUN = '<path fill="currentColor" d="M12,9c1.65,0,3,1.35,3,3s-1.35,3-3,3s-3-1.35-3-3S10.35,9,12,9 M12,7c-2.76,0-5,2.24-5,5s2.24,5,5,5s5-2.24,5-5 S14.76,7,12,7L12,7z"></path>';
const MOON = '<path fill="currentColor" d="M9.37,5.51C9.19,6.15,9.1,6.82,9.1,7.5c0,4.08,3.32,7.4,7.4,7.4c0.68,0,1.35-0.09,1.99-0.27C17.45,17.19,14.93,19,12,19 c-3.86,0-7-3.14-7-7C5,9.07,6.81,6.55,9.37,5.51z"></path>';
const HAMBURGER = '<svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" stroke-linecap="round" stroke-miterlimit="10" stroke-width="2" d="M4 7h22M4 15h22M4 23h22"></path></svg>';
const SEARCH = '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor"><path d="M21.71 20.29 18 16.61A9 9 0 1 0 16.61 18l3.68 3.68a.999.999 0 0 0 1.42 0 1 1 0 0 0 0-1.39ZM11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z"></path></svg>';
const TOGGLE = `<div class="toggle_vylO colorModeToggle_DEke"><button class="clean-btn toggleButton_gllP" type="button" title="Switch between dark and light mode (currently light mode)"><svg viewBox="0 0 24 24" width="24" height="24" class="lightToggleIcon_pyhR">${SUN}</svg><svg viewBox="0 0 24 24" width="24" height="24" class="darkToggleIcon_wfgR">${MOON}</svg></button></div>`;

const CLOUDFLARE_CHALLENGE = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15}</style><meta http-equiv="refresh" content="390"></head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">challenge-test.com</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2><noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"><div class="heading-icon warning-icon"></div></span><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: "challenge-test.com",cType: 'managed',cNounce: '41522',cRay: '8a1b2c3d4e5f6a7b',cHash: '0a1b2c3d4e5f6a7'};var cpo = document.createElement('script');cpo.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f6a7b';document.getElementsByTagName('head')[0].appendChild(cpo);}());</script></body></html>`;

export async function unseenSites(port: number): Promise<UnseenSite[]> {
  const jestPng = await markPng('#99425b', 600);
  const favicon = icoOf(await markPng('#99425b', 48), 48);
  return [
    {
      // The recorded jestjs.io navbar: a title but no logo image, and glyphs in a dropdown, a toggle and buttons.
      domain: 'jest-test.com',
      routes: {
        '/': page(
          '<link rel="icon" href="/img/favicon/favicon.ico"><link rel="icon" href="/img/jest.png"><link rel="apple-touch-icon" href="/img/jest.png"><link rel="mask-icon" href="/img/jest.svg" color="#15c213">',
          `<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><button aria-label="Toggle navigation bar" aria-expanded="false" class="navbar__toggle clean-btn" type="button">${HAMBURGER}</button><a class="navbar__brand" href="/"><b class="navbar__title text--truncate">Jest</b></a></div>` +
            `<div class="navbar__items navbar__items--right"><a class="navbar__item navbar__link" href="/docs/getting-started">Docs</a><div class="navbar__item dropdown dropdown--hoverable dropdown--right"><a href="#" aria-haspopup="true" aria-expanded="false" role="button" class="navbar__link"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="iconLanguage_nlXk">${TRANSLATE}</svg>English</a></div>${TOGGLE}` +
            `<div class="navbarSearchContainer_Bca1"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search">${SEARCH}</button></div></div></div></nav><div class="hero jest-hero"><h1>Jest</h1></div>`,
        ),
        '/img/favicon/favicon.ico': { body: favicon, type: 'image/vnd.microsoft.icon' },
        '/img/jest.png': png(jestPng),
        '/img/jest.svg': svg(wordmarkSvg('#15c213')),
      },
    },
    {
      // A "brand" wrapper around the home link and a locale badge beside it, drawn in colours of its own (no known glyph).
      domain: 'brandbar-test.com',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
          `<header class="site-header"><div class="header-brand"><a href="/" class="home">BrandBar</a><span class="locale"><span><svg viewBox="0 0 24 24" width="20" height="20"><rect x="2" y="5" width="20" height="14" rx="2" fill="#3c4043"/><path fill="#f4b400" d="M5 8h6v2H5zm0 3h4v2H5zm8-3h6v8h-6z"/></svg></span> EN</span></div></header><main><p>BrandBar builds things.</p></main>`,
        ),
        '/apple-touch-icon.png': png(await markPng('#0b7a75', 180)),
      },
    },
    {
      // The recorded tauri.app header (Starlight): the dark wordmark first, the light one second, then glyphs.
      domain: 'tauri-test.com',
      routes: {
        '/': page(
          '<link rel="shortcut icon" href="/favicon.svg" type="image/svg+xml">',
          `<header class="header astro-vrdttmbt"><div class="header sl-flex astro-3ef6ksr2"><div class="full-width sl-flex astro-3ef6ksr2"><a href="/" class="site-title sl-flex astro-m46x6ez3"><img class="light:sl-hidden print:hidden astro-m46x6ez3" alt="" src="/_astro/logo.cwIS-Spn.svg" width="432" height="137"><img class="dark:sl-hidden print:block astro-m46x6ez3" alt="" src="/_astro/logo_light.aozexz-E.svg" width="432" height="137"><span class="sr-only astro-m46x6ez3" translate="no">Tauri</span></a>` +
            `<starlight-select class="mobile astro-2d2xjtho"><label class="astro-2d2xjtho"><select aria-label="Menu" class="astro-2d2xjtho"><option value="" disabled selected>Menu</option><option value="/start/">Guides</option></select><svg aria-hidden="true" class="icon caret astro-2d2xjtho" width="16" height="16" viewBox="0 0 24 24" fill="currentColor"><path d="M17 9.17a1 1 0 0 0-1.41 0L12 12.71 8.46 9.17a1 1 0 1 0-1.41 1.42l4.24 4.24a1.002 1.002 0 0 0 1.42 0L17 10.59a1.002 1.002 0 0 0 0-1.42Z"></path></svg></label></starlight-select></div>` +
            `<div class="sl-flex astro-3ef6ksr2"><site-search class="astro-v37mnknz"><button data-open-modal disabled aria-label="Search" class="astro-v37mnknz">${SEARCH}<span class="sl-hidden md:sl-block" aria-hidden="true">Search</span></button></site-search></div></div></header>`,
        ),
        '/favicon.svg': svg(markSvg('#24c8db')),
        '/_astro/logo.cwIS-Spn.svg': svg(whiteWordmark('#24c8db')),
        '/_astro/logo_light.aozexz-E.svg': svg(wordmarkSvg('#24c8db')),
      },
    },
    {
      // VitePress: VPImage's dark copy first, its light one second, then the appearance switch and the hamburger.
      domain: 'vitepress-test.com',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon.ico">',
          `<header class="VPNav"><div class="VPNavBar"><div class="wrapper"><div class="container"><div class="title"><div class="VPNavBarTitle"><a class="title" href="/"><img class="VPImage dark logo" src="/logo-dark.svg" alt=""><img class="VPImage light logo" src="/logo-light.svg" alt=""><span>Vite</span></a></div></div>` +
            `<div class="content"><div class="VPNavBarSearch search"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search">${SEARCH}</button></div><div class="VPFlyout VPNavBarTranslations translations"><button type="button" class="button" aria-haspopup="true" aria-expanded="false" aria-label="Change language"><span class="text"><svg class="option-icon" viewBox="0 0 24 24" aria-hidden="true">${TRANSLATE}</svg></span></button></div>` +
            `<div class="VPNavBarAppearance appearance"><button class="VPSwitch VPSwitchAppearance" type="button" role="switch" title="Switch to dark theme" aria-checked="false"><span class="check"><span class="icon"><svg class="sun" viewBox="0 0 24 24">${SUN}</svg><svg class="moon" viewBox="0 0 24 24">${MOON}</svg></span></span></button></div>` +
            `<button type="button" class="VPNavBarHamburger hamburger" aria-label="mobile navigation" aria-expanded="false"><span class="container"><span class="top"></span><span class="middle"></span><span class="bottom"></span></span></button></div></div></div></div></header>`,
        ),
        '/favicon.ico': { body: icoOf(await markPng('#646cff', 32), 32), type: 'image/x-icon' },
        '/logo-light.svg': svg(markSvg('#646cff')),
        '/logo-dark.svg': svg(markSvg('#ffffff').replace('fill="#ffffff"/>', 'fill="#646cff"/>')),
      },
    },
    {
      // Docusaurus's ThemedImage (CSS-module suffixes on its classes), beside the theme toggle.
      domain: 'docusaurus-test.com',
      routes: {
        '/': page(
          '<link rel="icon" href="/img/favicon.png">',
          `<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><button aria-label="Toggle navigation bar" class="navbar__toggle clean-btn" type="button">${HAMBURGER}</button><a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/logo-dark.svg" alt="" class="themedImage_ToTc themedImage--dark_i4oU"><img src="/img/logo-light.svg" alt="" class="themedImage_ToTc themedImage--light_HNdA"></div></a></div><div class="navbar__items navbar__items--right">${TOGGLE}</div></div></nav>`,
        ),
        '/img/favicon.png': png(await markPng('#2e8555', 64)),
        '/img/logo-light.svg': svg(wordmarkSvg('#2e8555')),
        '/img/logo-dark.svg': svg(whiteWordmark('#2e8555')),
      },
    },
    {
      // <picture> with a source for dark schemes, and Tailwind's pair in the mobile header.
      domain: 'picture-test.com',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon.png">',
          `<header class="hidden md:block"><a href="/" aria-label="Picture home"><picture><source srcset="/logo-dark.png" media="(prefers-color-scheme: dark)"><img src="/logo-light.png" alt="Picture" width="320" height="64"></picture></a></header>`,
        ),
        '/favicon.png': png(await markPng('#7c3aed', 64)),
        '/logo-light.png': png(await wide(640).composite([{ input: Buffer.from(wordmarkSvg('#7c3aed')), density: 144 }]).png().toBuffer()),
        '/logo-dark.png': png(await wide(640).composite([{ input: Buffer.from(whiteWordmark('#7c3aed')), density: 144 }]).png().toBuffer()),
      },
    },
    {
      domain: 'tailwind-test.com',
      routes: {
        '/': page(
          '<link rel="icon" href="/favicon.png">',
          `<header class="sticky top-0"><a href="/" class="flex items-center"><img src="/logo-white.svg" class="hidden h-8 dark:block" alt="Tailwind"><img src="/logo.svg" class="block h-8 dark:hidden" alt="Tailwind"></a><button type="button" class="p-2" aria-label="Toggle theme"><svg class="h-5 w-5" viewBox="0 0 24 24">${MOON}</svg></button></header>`,
        ),
        '/favicon.png': png(await markPng('#0ea5e9', 64)),
        '/logo.svg': svg(wordmarkSvg('#0ea5e9')),
        '/logo-white.svg': svg(whiteWordmark('#0ea5e9')),
      },
    },
    {
      // The recorded ziglang.org: an empty span in the home link, drawn by /css/style.css, the dark version under
      // prefers-color-scheme: dark; two more stylesheets that discovery need not read.
      domain: 'zig-test.com',
      routes: {
        '/': page(
          '<meta name="color-scheme" content="light dark"><link rel="icon" href="/favicon.svg"><link type="text/css" rel="stylesheet" href="/css/style.css"><link type="text/css" rel="stylesheet" href="/css/navigation.css"><link type="text/css" rel="stylesheet" href="/css/home.css">',
          `<div class="container"><a href="http://zig-test.com:${port}/"><span id="header-image"></span></a></div><nav id="mobile-navbar" class="nav container"><label for="mobile-toggle" id="hamburger">☰</label></nav><div class="container"><p>Zig is a general-purpose programming language.</p></div>`,
        ),
        '/css/style.css': {
          type: 'text/css; charset=utf-8',
          body: 'body { font-family: system-ui; }\n.container { max-width: 1024px; }\n#header-image {\n  background-image: url(/zig-logo-dark.svg);\n  background-repeat: no-repeat;\n  width: 257px;\n  height: 90px;\n  display: block;\n}\n@media print { #header-image { background-image: none; } }\n@media (prefers-color-scheme: dark) {\n  body { background: #111; color: #bbb; }\n  #header-image {\n    background-image: url(/zig-logo-light.svg);\n  }\n}\n',
        },
        '/css/navigation.css': { type: 'text/css', body: '#hamburger { cursor: pointer; }' },
        '/css/home.css': { type: 'text/css', body: '.hero { background-image: url(/hero.svg); }' },
        '/favicon.svg': svg(markSvg('#f7a41d')),
        '/zig-logo-dark.svg': svg(wordmarkSvg('#f7a41d')),
        '/zig-logo-light.svg': svg(whiteWordmark('#f7a41d')),
      },
    },
    {
      // A CDN's bot manager answers every page with its challenge; static files pass.
      domain: 'challenge-test.com',
      routes: {
        '/': { status: 403, body: CLOUDFLARE_CHALLENGE, headers: { 'cf-mitigated': 'challenge' } },
        '/favicon.ico': { body: icoOf(await markPng('#f38020', 64), 64), type: 'image/x-icon' },
      },
    },
    {
      // A consent manager's wall with its own header logo, which the home page redirects a first visitor to.
      domain: 'consent-test.com',
      routes: {
        '/': { status: 302, body: '', headers: { location: `http://consent.consent-test.com:${port}/v2/collectConsent?sessionId=3_cc-session_1a2b` } },
        '/favicon.ico': { body: icoOf(await markPng('#0f69ff', 32), 32), type: 'image/x-icon' },
      },
      hosts: {
        'consent.consent-test.com': {
          '/v2/collectConsent?sessionId=3_cc-session_1a2b': page(
            '<link rel="icon" href="/consent-icon.png">',
            `<div class="con-wizard"><header><a href="/"><img class="logo" src="/consent-logo.png" alt="Consent Manager"></a></header><h1>We value your privacy</h1><p>We and our partners use cookies to store and access information on your device.</p><form method="post" action="/v2/collectConsent"><button type="submit" name="agree" value="agree" class="btn primary">Accept all</button><button type="submit" name="reject" value="reject" class="btn secondary">Reject all</button></form></div>`,
          ),
          '/consent-logo.png': png(await markPng('#6001d2', 192)),
          '/consent-icon.png': png(await markPng('#6001d2', 192)),
        },
      },
    },
    {
      // A page that only scripts fill: its head's icons are the site's own; its body shows nothing.
      domain: 'shell-test.com',
      routes: {
        '/': page(
          '<link rel="apple-touch-icon" href="/logo192.png"><link rel="manifest" href="/manifest.json"><script defer="defer" src="/static/js/main.3f2a1b.js"></script>',
          '<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>',
        ),
        '/logo192.png': png(await markPng('#e11d48', 192)),
        '/manifest.json': { type: 'application/json', body: JSON.stringify({ short_name: 'Shell', icons: [{ src: 'logo192.png', sizes: '192x192', type: 'image/png' }] }) },
      },
    },
  ];
}
