// Fixture sites whose logo place holds a known interface glyph outside any control and without aria-hidden: a plain
// language glyph and a GitHub link glyph beside the home link, where only the glyph's drawing says it is no logo; and
// github.com, whose header's octocat is its own mark (the drawings are the ones Docusaurus and Starlight serve).
import { markPng } from './discovery-images.ts';
import type { FakeBody } from './fake-web.ts';

export interface GlyphSite {
  domain: string;
  routes: Record<string, FakeBody>;
}

const page = (head: string, body: string): FakeBody => ({ body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Home</title>\n${head}\n</head>\n<body>${body}</body></html>` });

/** Material's "translate" as Docusaurus' navbar draws it, here in a site's own grey. */
const TRANSLATE = '<path fill="#3c4043" d="M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"/>';
/** The octocat as Starlight's social links draw it. */
export const OCTOCAT = '<path fill="currentColor" d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57L9 21.07c-3.34.72-4.04-1.61-4.04-1.61-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.08 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3Z"/>';

export async function glyphSites(): Promise<GlyphSite[]> {
  return [
    {
      // A brand bar: the home link in words, then the language switch's glyph as a bare inline SVG (no button, no
      // aria-hidden, its own colour), and no icon declared: nothing but its drawing tells it from a logo.
      domain: 'lingo-test.com',
      routes: {
        '/': page('', `<div class="site-brand"><a href="/">Lingo</a><svg viewBox="0 0 24 24" width="20" height="20">${TRANSLATE}</svg><a href="/de/">Deutsch</a></div><main><p>Lingo teaches languages.</p></main>`),
      },
    },
    {
      // The same bar with the project's GitHub link glyph beside the home link, painted in the text colour.
      domain: 'octolink-test.com',
      routes: {
        '/': page('<style>.site-brand{color:#24292f}</style>', `<div class="site-brand"><a href="/">Octolink</a><a href="https://github.com/octolink"><svg viewBox="0 0 24 24" width="20" height="20">${OCTOCAT}</svg></a></div><main><p>Octolink links things.</p></main>`),
      },
    },
    {
      // github.com's header: the octocat in its home link, named "Homepage"; no icon declared.
      domain: 'github.com',
      routes: {
        '/': page('<style>.Header{color:#1f2328}</style>', `<header class="Header"><a class="Header-link" href="/" aria-label="Homepage"><svg height="32" aria-hidden="true" viewBox="0 0 24 24" width="32" class="octicon octicon-mark-github">${OCTOCAT}</svg></a></header><main><h1>Build and ship software</h1></main>`),
      },
    },
    {
      // A control's glyph is never the logo, but the site's own mark in the same bar still is.
      domain: 'ownmark-test.com',
      routes: {
        '/': page('', `<div class="site-brand"><a href="/"><img src="/mark.png" alt="Ownmark"></a><svg viewBox="0 0 24 24" width="20" height="20">${TRANSLATE}</svg></div>`),
        '/mark.png': { body: await markPng('#0b7a75', 192), type: 'image/png' },
      },
    },
  ];
}
