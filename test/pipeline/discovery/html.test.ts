import { describe, expect, it } from 'vitest';
import { profileFromUrl } from '../../../pipeline/discovery/social/profiles.ts';
import { handleSimilarity } from '../../../pipeline/discovery/social/handle.ts';
import { parsePage } from '../../../pipeline/discovery/website/html.ts';
import { manifestIcons } from '../../../pipeline/discovery/website/manifest.ts';

describe('parsePage', () => {
  const page = parsePage(
    `<!doctype html><html><head><BASE HREF="https://cdn.acme.com/static/"><link rel="shortcut icon" href="fav.ico">
     <link rel="icon" type="image/png" sizes="16x16 96x96" href="/i96.png"><link rel="apple-touch-icon" href="apple.png">
     <link rel="manifest" href="/m.json"><meta property="og:image" content="og.jpg"><meta property="og:site_name" content="Acme &amp; Co"></head>
     <body><header><a href="/" ><svg viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg></a></header>
     <svg class="icon-search"><path d="M1 1"/></svg><div id="site-logo"><img src="logo.png"></div>
     <a href="javascript:alert(1)">x</a><a href="https://github.com/acme">GitHub</a></body></html>`,
    'https://acme.com/',
  );

  it('resolves every URL against <base href>', () => {
    expect(page.icons).toEqual([
      { url: 'https://cdn.acme.com/static/fav.ico', kind: 'icon', size: 0, dark: false },
      { url: 'https://cdn.acme.com/i96.png', kind: 'icon', size: 96, dark: false },
      { url: 'https://cdn.acme.com/static/apple.png', kind: 'apple-touch-icon', size: 0, dark: false },
    ]);
    expect(page.manifest).toBe('https://cdn.acme.com/m.json');
    expect(page.ogImages).toEqual(['https://cdn.acme.com/static/og.jpg']);
    expect(page.logos.map((logo) => logo.url)).toEqual(['https://acme.com/#inline-svg-1', 'https://cdn.acme.com/static/logo.png']);
    expect(page.facts.names).toEqual([{ value: 'Acme & Co', from: 'og:site_name' }]);
  });

  it('lifts inline SVGs in a logo context only, and drops javascript: links', () => {
    expect(page.logos[0]!.inline?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>');
    expect(page.links).toContain('https://github.com/acme');
    expect(page.links.some((link) => link.startsWith('javascript'))).toBe(false);
  });
});

describe('parsePage and mask-icon', () => {
  it('reads the pinned-tab icon with the plain colour it names, and never writes any other text into a drawing', () => {
    const read = (color: string) =>
      parsePage(`<html><head><link rel="mask-icon" href="/safari-pinned-tab.svg" color="${color}"></head></html>`, 'https://acme.com/').icons;
    expect(read('#5bbad5')).toEqual([{ url: 'https://acme.com/safari-pinned-tab.svg', kind: 'mask-icon', size: 100_000, dark: false, colour: '#5bbad5' }]);
    expect(read(' Black ')[0]!.colour).toBe('Black');
    for (const hostile of ['red&quot;/&gt;&lt;script&gt;', 'red;fill:url(x)', 'url(#x)', 'rgb(1,2,3)', '']) expect(read(hostile)[0]!.colour).toBeUndefined();
  });
});

describe('manifestIcons', () => {
  it('lists icons largest first, resolved against the manifest, without monochrome masks', () => {
    const text = JSON.stringify({ icons: [{ src: 'a.png', sizes: '48x48' }, { src: '/b.png', sizes: '512x512' }, { src: 'm.png', sizes: '1024x1024', purpose: 'monochrome' }] });
    expect(manifestIcons(text, 'https://acme.com/app/manifest.json')).toEqual([
      { url: 'https://acme.com/b.png', size: 512 },
      { url: 'https://acme.com/app/a.png', size: 48 },
    ]);
  });
  it('reads nothing from a broken manifest', () => {
    expect(manifestIcons('{"icons": 5}', 'https://acme.com/m.json')).toEqual([]);
    expect(manifestIcons('not json', 'https://acme.com/m.json')).toEqual([]);
  });
});

describe('profileFromUrl', () => {
  it.each([
    ['github', 'https://github.com/acme-inc/', 'acme-inc', '/acme-inc'],
    ['x', 'https://twitter.com/acme?lang=en', 'acme', '/acme'],
    ['x', 'https://www.x.com/acme', 'acme', '/acme'],
    ['linkedin', 'https://www.linkedin.com/company/acme-corp/about', 'acme-corp', '/company/acme-corp'],
    ['facebook', 'https://fb.com/acmeofficial', 'acmeofficial', '/acmeofficial'],
    ['instagram', 'https://instagram.com/acme/', 'acme', '/acme'],
    ['youtube', 'https://www.youtube.com/@acme', 'acme', '/@acme'],
    ['youtube', 'https://youtube.com/channel/UC123', 'UC123', '/channel/UC123'],
  ] as const)('reads %s from %s', (platform, url, handle, path) => {
    expect(profileFromUrl(platform, url, 'site')).toMatchObject({ handle, path });
  });
  it.each([
    ['x', 'https://twitter.com/intent/tweet?text=hi'],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=x'],
    ['github', 'https://gitlab.com/acme'],
    ['linkedin', 'https://www.linkedin.com/in/someone'],
    ['instagram', 'javascript:alert(1)'],
  ] as const)('ignores a %s link that is no profile: %s', (platform, url) => {
    expect(profileFromUrl(platform, url, 'site')).toBeUndefined();
  });
});

describe('handleSimilarity', () => {
  it('is 1 for the domain name, high for a suffixed handle, low for someone else', () => {
    expect(handleSimilarity('stripe', 'stripe.com')).toBe(1);
    expect(handleSimilarity('stripe-inc', 'stripe.com')).toBeGreaterThan(0.9);
    expect(handleSimilarity('paypal', 'stripe.com')).toBeLessThan(0.5);
  });
});
