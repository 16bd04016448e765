// Sites that show other organisations' marks beside their own, shaped like the real ones where discovery stored the
// wrong brand: a parent company's logo in the top bar linking to it (caddyserver.com), a government agency identifier
// at the foot of the page (cloud.gov, login.gov), a sponsor strip, a "powered by" badge, a customer wall, a header
// image whose alt names someone else. Each has its own mark too (declared icons, the link home).
import type { FakeBody } from './fake-web.ts';
import { markPng } from './discovery-images.ts';
import { wordmarkSvg } from './site-images.ts';

/** Other organisations' marks: drawings unlike the sites' own. */
const otherWordmark = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60"><circle cx="30" cy="30" r="26" fill="${colour}"/><path fill="#222" d="M70 14h40v32H70zM120 14h30v32h-30zM160 14h50v10h-50zm0 22h50v10h-50zM220 14h60v32h-60z"/></svg>`;
const otherEmblem = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="4" y="4" width="56" height="56" rx="6" fill="${colour}"/><path fill="#fff" d="M32 10 54 32 32 54 10 32z"/><circle cx="32" cy="32" r="7" fill="${colour}"/></svg>`;

export interface WhoseMarkSite {
  domain: string;
  routes: Record<string, FakeBody>;
  /** What a careful person stores: "variant/theme path". */
  stored: string[];
  /** The other organisation's image, never stored. */
  foreign: string;
}

const svg = (body: string): FakeBody => ({ body, type: 'image/svg+xml' });
const head = (title: string, extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1">${extra}</head>`;

export async function whoseMarkSites(): Promise<WhoseMarkSite[]> {
  const icon = { body: await markPng('#1e6f4f', 192), type: 'image/png' };
  const touch = { body: await markPng('#1e6f4f', 180), type: 'image/png' };
  const own = svg(wordmarkSvg('#1e6f4f'));
  return [
    {
      // The top bar says "A ZeroSSL Project" with the parent's logo in a link to its site, before the header's own pair.
      domain: 'topbar-test.com',
      routes: {
        '/': { body: `${head('Topbar - The Ultimate Server', '<link rel="icon" href="/resources/images/favicon.png">')}<body><div class="hero"><header class="dark-header"><div class="topbar"><div class="wrapper">
<a href="https://www.parentco-test.org/" id="parent-link">
 A <img src="/old/resources/images/parentco-logo.svg" alt="ParentCo" id="parentco-logo"> Project
</a></div></div>
<nav><a href="/" class="logo-link"><img src="/resources/images/logo-light.svg" id="logo-light" alt="Topbar"></a>
<a href="/docs">Docs</a> <a href="/download">Download</a></nav></header></div></body></html>` },
        '/resources/images/favicon.png': icon,
        '/resources/images/logo-light.svg': own,
        '/old/resources/images/parentco-logo.svg': svg(otherWordmark('#0c5eb5')),
      },
      stored: ['icon/light /resources/images/favicon.png', 'logo/light /resources/images/logo-light.svg'],
      foreign: '/old/resources/images/parentco-logo.svg',
    },
    {
      // The US Web Design System's agency identifier: the parent agency's vector logo at the foot of the page.
      domain: 'agencysite-test.com',
      routes: {
        '/': { body: `${head('agencysite', '<link rel="apple-touch-icon" href="/assets/images/apple-touch-icon.png"><link rel="manifest" href="/site.webmanifest">')}<body>
<header class="usa-header"><a href="/" title="Home" aria-label="agencysite home"><img src="/assets/images/content/site-logo.svg" alt=""></a></header>
<main><h1>Ship faster</h1></main>
<div class="usa-identifier"><section class="usa-identifier__section usa-identifier__section--masthead" aria-label="Agency identifier,">
<div class="usa-identifier__container"><div class="usa-identifier__logos"><a href="" class="usa-identifier__logo">
<img class="usa-identifier__logo-img" src="/assets/images/logos/footer-mark.svg" alt="" role="img"></a></div></div></section></div></body></html>` },
        '/assets/images/apple-touch-icon.png': touch,
        '/site.webmanifest': { body: JSON.stringify({ name: 'agencysite', icons: [{ src: '/assets/images/icon-192.png', sizes: '192x192', type: 'image/png' }] }), type: 'application/manifest+json' },
        '/assets/images/icon-192.png': icon,
        '/assets/images/content/site-logo.svg': own,
        '/assets/images/logos/footer-mark.svg': svg(otherEmblem('#112e51')),
      },
      stored: ['icon/light /assets/images/icon-192.png', 'logo/light /assets/images/content/site-logo.svg'],
      foreign: '/assets/images/logos/footer-mark.svg',
    },
    {
      // Sponsors under a heading, each in a place named "logo", and no link out.
      domain: 'sponsored-test.com',
      routes: {
        '/': { body: `${head('Sponsored', '<link rel="icon" type="image/png" sizes="192x192" href="/icon.png">')}<body><header><a href="/"><img src="/brand.svg" alt="Sponsored"></a></header>
<div class="band"><h2>Thanks to</h2><div class="sponsor-strip"><div class="logo"><img src="/img/s1.svg"></div><div class="logo"><img src="/img/s2.svg"></div></div></div></body></html>` },
        '/icon.png': icon,
        '/brand.svg': own,
        '/img/s1.svg': svg(otherEmblem('#a31515')),
        '/img/s2.svg': svg(otherWordmark('#6b2fa3')),
      },
      stored: ['icon/light /icon.png', 'logo/light /brand.svg'],
      foreign: '/img/s1.svg',
    },
    {
      // A "powered by" badge in a place named "logo" at the top of the page, ahead of the header.
      domain: 'poweredpage-test.com',
      routes: {
        '/': { body: `${head('Powered Page', '<link rel="icon" type="image/png" sizes="192x192" href="/icon.png">')}<body><div class="logo-bar">Powered by <span class="logo"><img src="/badge.svg"></span></div>
<header><a href="/"><img src="/poweredpage.svg" alt="Powered Page"></a></header></body></html>` },
        '/icon.png': icon,
        '/poweredpage.svg': own,
        '/badge.svg': svg(otherWordmark('#e34c26')),
      },
      stored: ['icon/light /icon.png', 'logo/light /poweredpage.svg'],
      foreign: '/badge.svg',
    },
    {
      // A header image whose alt names another company, in a logo place with no link: a co-brand beside the own mark.
      domain: 'cobrand-test.com',
      routes: {
        '/': { body: `${head('Cobrand shop', '<link rel="icon" type="image/png" sizes="192x192" href="/icon.png">')}<body><header><div class="logo"><img src="/img/partner-mark.svg" alt="Initech"></div>
<a href="/" class="brand"><img src="/img/cobrand.svg" alt="Cobrand"></a></header></body></html>` },
        '/icon.png': icon,
        '/img/cobrand.svg': own,
        '/img/partner-mark.svg': svg(otherWordmark('#2d6a4f')),
      },
      stored: ['icon/light /icon.png', 'logo/light /img/cobrand.svg'],
      foreign: '/img/partner-mark.svg',
    },
    {
      // A vector in the header's logo place that nothing says is the brand's, and a small declared icon: the icon.
      domain: 'plainwall-test.com',
      routes: {
        '/': { body: `${head('Plainwall', '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">')}<body><header><div class="logo"><img src="/img/emblem.svg"></div>
<nav><a href="/about">About</a></nav></header><main><p>Plain</p></main></body></html>` },
        '/favicon-32.png': { body: await markPng('#1e6f4f', 32), type: 'image/png' },
        '/img/emblem.svg': svg(otherEmblem('#005ea2')),
      },
      stored: ['icon/light /favicon-32.png'],
      foreign: '/img/emblem.svg',
    },
    {
      // A band of companies' logos below the fold, drawn by style attributes in places named "logo", no heading.
      domain: 'bandwall-test.com',
      routes: {
        '/': { body: `${head('Bandwall', '<link rel="icon" type="image/png" sizes="192x192" href="/icon.png">')}<body><header><a href="/"><img src="/bandwall.svg" alt="Bandwall"></a></header>
<div class="orange-band"><div class="row"><div class="logo" style="background-image:url(/img/logos/co1.svg)"></div><div class="logo" style="background-image:url(/img/logos/co2.svg)"></div></div></div></body></html>` },
        '/icon.png': icon,
        '/bandwall.svg': own,
        '/img/logos/co1.svg': svg(otherWordmark('#111111')),
        '/img/logos/co2.svg': svg(otherEmblem('#e50914')),
      },
      stored: ['icon/light /icon.png', 'logo/light /bandwall.svg'],
      foreign: '/img/logos/co1.svg',
    },
  ];
}
