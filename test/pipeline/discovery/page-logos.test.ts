import { describe, expect, it } from 'vitest';
import { siteUrlsOf } from '../../../pipeline/discovery/providers/index.ts';
import { parsePage } from '../../../pipeline/discovery/website/html.ts';
import { cssRules } from '../../../pipeline/discovery/website/css-rules.ts';
import { liftInlineSvg } from '../../../pipeline/discovery/website/inline-svg.ts';
import { fileNamesLogo, labelNamesLogo, namesLogo } from '../../../pipeline/discovery/website/logo-context.ts';

describe('logo context', () => {
  it.each([
    [{ class: 'site-logo' }, true],
    [{ class: 'navbar-brand' }, true],
    [{ id: 'header__logo' }, true],
    [{ class: 'auth__provider-logo' }, false],
    [{ class: 'partner-logos' }, false],
    [{ class: 'brandSolution' }, false],
    [{ class: 'has-no-branding' }, false],
    [{ class: 'logo footer-logo' }, true],
  ])('reads %o as naming the logo: %s', (attributes, expected) => {
    expect(namesLogo(attributes)).toBe(expected);
  });

  it('reads labels and file names by whole words', () => {
    expect(labelNamesLogo('Acme logo')).toBe(true);
    expect(labelNamesLogo('Brandenburg')).toBe(false);
    expect(labelNamesLogo('Sign in with Google logo')).toBe(false);
    expect(fileNamesLogo('https://cdn.acme.com/img/logo@2x.png?v=3')).toBe(true);
    expect(fileNamesLogo('https://cdn.acme.com/img/catalogue.png')).toBe(false);
  });

  it('ranks structured data first, then the header\'s logo places in document order', () => {
    const page = parsePage(
      `<html class="html_logo_left"><head><meta property="og:logo" content="/og-logo.png"></head><body class="logo-page">
       <header><a href="/"><img src="/a.png" alt="Acme"></a><div class="brand"><svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg></div></header>
       <img src="/loose.png"></body></html>`,
      'https://acme.com/',
    );
    // In the header, <img> and <svg> rank together by document order; <body class="logo-page"> lends nothing to /loose.png.
    expect(page.logos.map((logo) => [logo.url, logo.strength])).toEqual([
      ['https://acme.com/og-logo.png', 4],
      ['https://acme.com/a.png', 3],
      ['https://acme.com/#inline-svg-1', 3],
    ]);
  });


  it('takes the first home link outside a header only when it names itself', () => {
    const named = parsePage('<body><div><a href="/"><img src="/mark.png" alt="Acme"></a></div></body>', 'https://acme.com/');
    const unnamed = parsePage('<body><div><a href="/"><img src="/arrow.png"></a><a href="/" aria-label="Home"><img src="/later.png"></a></div></body>', 'https://acme.com/');
    expect(named.logos.map((logo) => [logo.url, logo.strength])).toEqual([['https://acme.com/mark.png', 1]]);
    expect(unnamed.logos).toEqual([]);
  });
});

describe('liftInlineSvg', () => {
  it('inlines a sprite symbol, restores viewBox, fixes the namespace and carries the page CSS for its classes', () => {
    const svg = liftInlineSvg('<svg viewbox="0 0 10 10" xmlns="http://www.w3.org/1999/xhtml"><use xlink:href="#m" class="x"></use></svg>', {
      sprites: new Map([['m', '<symbol id="m" viewbox="0 0 5 5"><path class="fill-me" fill="none" d="M0 0h5v5z"/></symbol>']]),
      rules: cssRules('.header .fill-me { fill: #123456; transition: all 1s } .other{fill:red} a:hover{color:blue}'),
    });
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.fill-me{fill: #123456}</style><svg viewBox="0 0 5 5" class="x"><path class="fill-me" fill="none" d="M0 0h5v5z"/></svg></svg>');
  });

  it('paints currentColor with the colour the page\'s CSS gives the logo\'s container', () => {
    const page = parsePage(
      '<style>.site-header .brand-link { color: #e4002b; } a:hover{color:#000}</style><header><a class="brand-link" href="/"><svg viewBox="0 0 8 8"><path fill="currentColor" d="M0 0h8v8z"/></svg></a></header>',
      'https://acme.com/',
    );
    expect(page.logos[0]!.inline!.toString()).toBe('<svg color="#e4002b" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path fill="currentColor" d="M0 0h8v8z"/></svg>');
  });

  it('declares the xlink prefix a page left undeclared', () => {
    expect(liftInlineSvg('<svg><image xlink:href="#a"/></svg>', { sprites: new Map(), rules: [] })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="#a"/></svg>',
    );
  });
});

describe('siteUrlsOf', () => {
  it('tries the domain, its www. name, then both over plain HTTP', () => {
    expect(siteUrlsOf('https://{domain}/', 'acme.com')).toEqual(['https://acme.com/', 'https://www.acme.com/', 'http://acme.com/', 'http://www.acme.com/']);
    expect(siteUrlsOf('http://{domain}:8080/', 'acme.com')).toEqual(['http://acme.com:8080/', 'http://www.acme.com:8080/']);
  });
});
