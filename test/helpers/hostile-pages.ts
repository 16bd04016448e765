// Hostile websites, as a security review built them to stall discovery: each a home page (and a stylesheet where the
// attack is in one) whose reading cost the square of its size, or whose sprites expand to gigabytes. Deterministic.

export interface HostilePage {
  what: string;
  home: string;
  /** Served at /site.css, which the home page links. */
  stylesheet?: string;
}

// A logo place with no image in it: discovery reads the site's stylesheet for the logo it draws there.
const DRAWN_LOGO_HOME = '<!doctype html><html><head><meta charset="utf-8"><title>Acme</title><link rel="stylesheet" href="/site.css"></head>' +
  '<body><header class="site-header"><a href="/" class="logo" aria-label="Acme home"></a><nav><a href="/about">About</a></nav></header><main><p>Welcome.</p></main></body></html>';

/** Six header SVGs, each using a sprite 95 times, that sprite another 95 times, and that one a third: gigabytes when
 * expanded, from a page of a few kilobytes. */
function useBombHome(): string {
  const uses = (id: string) => `<use href="#${id}"></use>`.repeat(95);
  const path = `<path d="${'M1 1h2v2z'.repeat(62)}"/>`;
  const sprites = `<svg style="display:none"><symbol id="a" viewBox="0 0 8 8">${uses('b')}</symbol><symbol id="b" viewBox="0 0 8 8">${uses('c')}</symbol><symbol id="c" viewBox="0 0 8 8">${path}</symbol></svg>`;
  const marks = Array.from({ length: 6 }, (_, i) => `<a href="/" class="logo logo-${i}"><svg viewBox="0 0 8 8" aria-label="Acme">${uses('a')}</svg></a>`).join('');
  return `<!doctype html><html><head><title>Acme</title></head><body>${sprites}<header>${marks}</header></body></html>`;
}

export function hostilePages(): Record<'cssUrls' | 'cssNesting' | 'pageStyle' | 'useBomb' | 'unclosedTags' | 'deepTags', HostilePage> {
  return {
    cssUrls: { what: 'a 400 KB stylesheet of `url(` repeated in one background', home: DRAWN_LOGO_HOME, stylesheet: `.a{background:${'url('.repeat(99_990)}` },
    cssNesting: { what: 'a stylesheet of at-rules nested 100,000 deep', home: DRAWN_LOGO_HOME, stylesheet: '@x{'.repeat(100_000) },
    pageStyle: {
      what: "a page's own 190 KB <style> beside currentColor header SVGs",
      home: `<!doctype html><html><head><title>Acme</title><style>${'a'.repeat(190_000)}</style></head><body><header class="site-header">${Array.from({ length: 6 }, (_, i) => `<a href="/" class="brand brand-${i}"><svg class="mark" viewBox="0 0 8 8" aria-label="Acme"><path class="fill" fill="currentColor" d="M0 0h8v8z"/></svg></a>`).join('')}</header></body></html>`,
    },
    useBomb: { what: 'six header SVGs of sprites using sprites three levels deep', home: useBombHome() },
    unclosedTags: { what: 'a page of 200,000 unclosed `<`', home: '<'.repeat(200_000) },
    deepTags: { what: 'a page of 60,000 nested elements', home: `<html><body>${'<div class="logo">'.repeat(60_000)}` },
  };
}
