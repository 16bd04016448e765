// Fixture sites whose declared icon is or is not an icon set's interface icon: one shaped like flink.apache.org (a
// Hugo docs theme whose manifest declares as its only icon the theme's default Material menu glyph, while the header
// and the hero show the brand's own mark), and sites whose declared icon is a simple real mark an icon set also
// draws a primitive of: a filled disc in the brand's colour, a white letter on a coloured square, a one-colour letter.
import { markPng } from './discovery-images.ts';
import type { FakeBody } from './fake-web.ts';

export interface IconSetGlyphSite {
  domain: string;
  routes: Record<string, FakeBody>;
}

/** The default favicon.svg of the docs theme flink.apache.org is built with (Material's "notes", three bars with a
 * short last one), byte for byte as the site serves it as its manifest's only icon. */
export const THEME_MENU_SVG = '<svg xmlns="http://www.w3.org/2000/svg" height="24" viewBox="0 0 24 24" width="24"><path d="M0 0h24v24H0V0z" fill="none"/><path d="M3 18h12v-2H3v2zM3 6v2h18V6H3zm0 7h18v-2H3v2z"/></svg>';

const svg = (body: string): FakeBody => ({ body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`, type: 'image/svg+xml' });
const page = (head: string, body: string): FakeBody => ({ body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Home</title>\n${head}\n</head>\n<body>${body}</body></html>` });
/** A bare declared SVG icon and nothing else on the page. */
const declaring = (domain: string, icon: FakeBody): IconSetGlyphSite => ({
  domain,
  routes: { '/': page('<link rel="icon" href="/icon.svg" type="image/svg+xml">', '<main><p>Welcome.</p></main>'), '/icon.svg': icon },
});

export async function iconSetGlyphSites(): Promise<IconSetGlyphSite[]> {
  const [squirrel100, squirrel500] = await Promise.all([markPng('#e6526f', 100), markPng('#e6526f', 500)]);
  return [
    {
      // flink.apache.org: the manifest's only icon is the theme's menu glyph; the navbar's home link and the hero
      // header show the brand's own mark at 100 and 500 px; no favicon.ico.
      domain: 'squirrel-test.com',
      routes: {
        '/': page(
          '<link rel="manifest" href="/manifest.json">',
          '<nav class="navbar"><a class="navbar-brand" href="/"><img src="/img/logo/png/100/squirrel_100_color.png" alt="Apache Squirrel" height="47" width="47"><span>Apache Squirrel</span></a></nav>' +
            '<header class="hero"><div class="logo"><img src="/img/logo/png/500/squirrel_500.png"></div><h1>Stateful computations over data streams</h1></header>',
        ),
        '/manifest.json': { body: JSON.stringify({ name: 'Apache Squirrel', short_name: 'Apache Squirrel', start_url: '/', icons: [{ src: '/favicon.svg', sizes: '512x512' }] }), type: 'application/json' },
        '/favicon.svg': { body: THEME_MENU_SVG, type: 'image/svg+xml' },
        '/img/logo/png/100/squirrel_100_color.png': { body: squirrel100, type: 'image/png' },
        '/img/logo/png/500/squirrel_500.png': { body: squirrel500, type: 'image/png' },
      },
    },
    declaring('disc-test.com', svg('<circle cx="32" cy="32" r="24" fill="#e4002b"/>')),
    declaring('tile-test.com', svg('<rect width="64" height="64" rx="10" fill="#1565c0"/><path fill="#ffffff" d="M27 14h10l13 36h-9l-3-9H26l-3 9h-9zm-1 20h10l-5-15z"/>')),
    declaring('letter-test.com', svg('<path fill="#2e7d32" d="M10 6h14l8 26 8-26h14v52h-10V24l-9 30h-6l-9-30v34H10z"/>')),
  ];
}
