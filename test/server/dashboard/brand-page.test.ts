import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../server/dashboard/page.ts';
import { addBrandPageFixtures, DARK_BRAND, FULL_BRAND, MONOGRAM_BRAND } from '../../helpers/brand-page-fixtures.ts';
import { bodyOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

// A visitor from the internet: not loopback, and LOCAL_ACCESS off, so only the page's own origin lets its pictures in.
const VISITOR = '203.0.113.9';
let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' } });
  await addBrandPageFixtures(origin.deps);
}, 120_000);
afterAll(() => origin.cleanup());

const page = async (path: string) => {
  const response = await origin.request(path, {}, VISITOR);
  return { response, html: await response.text() };
};
/** What the browser sends for a picture or a link on the brand page (Referrer-Policy: same-origin). */
const fromPage = (path: string, domain: string) => origin.request(path, { headers: { referer: `http://localhost/brand/${domain}` } }, VISITOR);
const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('brand page', () => {
  it('shows every stored variant and theme, each with its pictures answering through the gate as the page', async () => {
    const { response, html } = await page(`/brand/${FULL_BRAND.domain}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...html.matchAll(/<article class="logo-entry" id="logo-([a-z-]+)"/g)].map((match) => match[1])).toEqual(['icon-light', 'logo-light', 'logo-dark', 'symbol-light']);
    const tiles = [...new Set(hrefs(html, /<img src="([^"]+)"[^>]*data-logo=/g))];
    expect(tiles).toHaveLength(4);
    for (const src of tiles) {
      const answer = await fromPage(src, FULL_BRAND.domain);
      expect(answer.status, src).toBe(200);
      expect(answer.headers.get('x-logo-source'), src).not.toBe('monogram');
      expect((await sharp(await bodyOf(answer)).metadata()).width, src).toBe(256);
    }
    // The wordmark keeps its 5:1 shape in the tile, as the stored source has it.
    expect(html).toContain('<img src="/v1/northwind-traders.com?variant=logo&amp;theme=light&amp;size=128&amp;retina=true" width="128" height="26"');
  });

  it('offers downloads per format and size that answer that format at that size', async () => {
    const { html } = await page(`/brand/${FULL_BRAND.domain}`);
    const links = hrefs(html, /<a href="([^"]+)" download="[^"]+"/g);
    // Four raster formats in six sizes for each of the four stored versions, and SVG where the source is a vector.
    expect(links.filter((link) => !link.includes('format=svg'))).toHaveLength(4 * 6 * 4);
    expect(links.filter((link) => link.includes('format=svg'))).toEqual([
      '/v1/northwind-traders.com?variant=icon&theme=light&format=svg',
      '/v1/northwind-traders.com?variant=logo&theme=light&format=svg',
    ]);
    const cases = [
      { link: '/v1/northwind-traders.com?variant=icon&theme=light&format=png&size=256', type: 'image/png', width: 256, height: 256 },
      { link: '/v1/northwind-traders.com?variant=logo&theme=light&format=webp&size=1024', type: 'image/webp', width: 1024, height: 205 },
      { link: '/v1/northwind-traders.com?variant=logo&theme=dark&format=jpg&size=64', type: 'image/jpeg', width: 64, height: 13 },
      { link: '/v1/northwind-traders.com?variant=symbol&theme=light&format=avif&size=32', type: 'image/avif', width: 32, height: 32 },
      { link: '/v1/northwind-traders.com?variant=icon&theme=light&format=svg', type: 'image/svg+xml', width: 64, height: 64 },
    ];
    for (const { link, type, width, height } of cases) {
      expect(links).toContain(link);
      const answer = await fromPage(link, FULL_BRAND.domain);
      expect(answer.status, link).toBe(200);
      expect(answer.headers.get('content-type'), link).toBe(type);
      const meta = await sharp(await bodyOf(answer)).metadata();
      expect([meta.width, meta.height], link).toEqual([width, height]);
    }
    expect(html).toContain('download="northwind-traders.com-icon-light-256.png"');
  });

  it('escapes everything that comes from the catalog, in the page and in the snippets it hands out', async () => {
    const { html } = await page(`/brand/${FULL_BRAND.domain}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>specialty');
    expect(html).toContain('<h1>Northwind &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Traders</h1>');
    expect(html).toContain('<title>Northwind &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Traders · logos</title>');
    // The snippet is HTML to paste, so the name is escaped inside it, and the page escapes the snippet again.
    expect(html).toContain('alt=&quot;Northwind &amp;lt;script&amp;gt;alert(&amp;quot;pwned&amp;quot;)&amp;lt;/script&amp;gt; Traders&quot;');
    // A stored link that is no web address is shown as text, never as a link.
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('<td>javascript:alert(1)</td>');
  });

  it('lists the colours with copy buttons and each fact with where it came from', async () => {
    const { html } = await page(`/brand/${FULL_BRAND.domain}`);
    expect(html).toContain('<rect width="1" height="1" fill="#0F6CBD"></rect></svg><code id="colour-0">#0F6CBD</code>');
    expect(html).toContain('data-copy="colour-1" aria-label="Copy colour #F2C811"');
    const facts = Object.fromEntries(
      [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>(?:<a [^>]+>)?([^<]+)(?:<\/a>)?<\/td><td class="[^"]+">([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], [m[2], m[3]]]),
    );
    expect(facts).toEqual({
      Name: [FULL_BRAND.name.replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'), 'brand-file'],
      Description: ['Fine foods &amp; &lt;b&gt;specialty&lt;/b&gt; imports since 1994 — “from the docks to your door”.', 'website meta description'],
      'Industry (GICS)': ['Consumer Staples › Consumer Staples Distribution &amp; Retail › Consumer Staples Distribution &amp; Retail › Food Retail', 'not recorded'],
      Employees: ['1,200', 'brand-file'],
      'Profile (x)': ['https://x.com/northwindtraders', 'website json-ld sameAs'],
      'Profile (linkedin)': ['javascript:alert(1)', 'brand-file'],
    });
    expect(html).toContain('from <a href="https://northwind-traders.com/apple-touch-icon.png" rel="nofollow noopener noreferrer">discovery</a>, found by website, score 0.91, on 2026-02-03');
    expect(html).toContain('from <span>brand-file</span>, made from the light version<span class="hint"> (lettering lightened for dark headers)</span>');
  });

  it('gives copy-ready img and picture snippets in the README\'s URL scheme, sized like the logo answered by default', async () => {
    const { html } = await page(`/brand/${DARK_BRAND.domain}`);
    const alt = 'alt=&quot;Night Owl Studio&quot; width=&quot;64&quot; height=&quot;13&quot;&gt;';
    expect(html).toContain(`<code id="snippet-img">&lt;img src=&quot;http://localhost/v1/nightowl-studio.com?size=64&amp;retina=true&quot; ${alt}</code>`);
    expect(html).toContain('&lt;source srcset=&quot;http://localhost/v1/nightowl-studio.com?size=64&amp;retina=true&amp;theme=dark&quot; media=&quot;(prefers-color-scheme: dark)&quot;&gt;');
  });

  it('offers a visitor who is not signed in a link to sign in and come back, and no report form', async () => {
    const { html } = await page(`/brand/${FULL_BRAND.domain}`);
    expect(html).toContain('<a href="/signin?next=%2Fbrand%2Fnorthwind-traders.com%23report">Sign in to report</a>');
    expect(html).not.toContain('<form id="report-form"');
    expect(html).not.toContain('/v1/brand/northwind-traders.com/report');
  });

  it('shows a brand without a stored logo with the monogram the API answers, and nothing to report', async () => {
    const { response, html } = await page(`/brand/${MONOGRAM_BRAND.domain}`);
    expect(response.status).toBe(200);
    expect(html).toContain('<h3 id="logo-monogram-title">Monogram placeholder</h3>');
    expect(html).toContain('No logo is stored for this brand, so there is none to report.');
    expect(html).not.toContain('<form id="report-form"');
    const tile = await fromPage('/v1/quietharborpartners.com?size=128&retina=true', MONOGRAM_BRAND.domain);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('x-logo-source')).toBe('monogram');
  });

  it('answers an unknown domain with a 404 page showing its monogram and saying why', async () => {
    const { response, html } = await page('/brand/unheard-of-brand.io');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(html).toContain('<h1>No brand is known for unheard-of-brand.io</h1>');
    expect(html).toContain('<img src="/v1/unheard-of-brand.io?size=64&amp;retina=true" alt="Monogram for unheard-of-brand.io"');
    expect(html).toContain('Discovery is off on this server');
    const monogram = await fromPage('/v1/unheard-of-brand.io?size=64&retina=true', 'unheard-of-brand.io');
    expect(monogram.status).toBe(200);
    expect(monogram.headers.get('x-logo-source')).toBe('monogram');
  });

  it('sends another spelling or an alias of the domain to the brand\'s own page', async () => {
    for (const asked of ['NorthWind-Traders.com', 'www.northwind-traders.com', 'northwind.com']) {
      const { response } = await page(`/brand/${asked}`);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get('location'), asked).toBe('/brand/northwind-traders.com');
    }
  });

  it('refuses what is not a domain with a 400 page naming it', async () => {
    const { response, html } = await page('/brand/not%20a%20domain');
    expect(response.status).toBe(400);
    expect(html).toContain('<h1>Not a valid address</h1>');
    expect(html).toContain('domain must be a hostname such as &quot;stripe.com&quot;, got &quot;not a domain&quot;');
  });

  it('is linked from the storefront\'s result cards', async () => {
    const { html } = await page('/?q=northwind');
    expect(html).toContain('<a class="result-link" href="/brand/northwind-traders.com"><img src="/v1/northwind-traders.com?size=64&amp;retina=true"');
  });
});

describe('brand page of an unknown domain with discovery on', () => {
  it('says a request for its logo asks the service to look for it', async () => {
    const searching = await createTestOrigin({ seed: false, env: { LOCAL_ACCESS: 'false', DISCOVERY: 'on' } });
    try {
      const response = await searching.request('/brand/unheard-of-brand.io', {}, VISITOR);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('A request for its logo (this page makes one) asks the service to look for it');
    } finally {
      await searching.cleanup();
    }
  });
});

describe('brand page with STOREFRONT=off', () => {
  it('is not there, since its pictures would not pass the gate', async () => {
    const closed = await createTestOrigin({ seed: false, env: { LOCAL_ACCESS: 'false', STOREFRONT: 'off' } });
    try {
      const response = await closed.request('/brand/stripe.com', {}, VISITOR);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Brand pages are part of the storefront, which is off on this server.');
    } finally {
      await closed.cleanup();
    }
  });
});
