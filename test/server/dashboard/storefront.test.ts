import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

// A visitor from the internet: not loopback, and LOCAL_ACCESS off, so only the page's own origin can let it in.
const VISITOR = '203.0.113.9';
let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false' } });
});
afterAll(() => origin.cleanup());

describe('storefront page', () => {
  it('renders search results on the server for ?q=, so the search works without JavaScript', async () => {
    const response = await origin.request('/?q=stripe', {}, VISITOR);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<a class="result-link" href="/brand/stripe.com"><img src="/v1/stripe.com?size=64&amp;retina=true" alt="" width="48" height="48"/><span class="result-name">Stripe</span>');
    expect(html).toMatch(/role="status" aria-live="polite">\d+ brands? found\.</);
    expect(html).toContain('curl -H &quot;Authorization: Bearer la_…&quot; &quot;http://localhost/v1/stripe.com?format=png&amp;size=256&quot; -o stripe.png');
  });

  it('escapes what was typed', async () => {
    const html = await (await origin.request('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', {}, VISITOR)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('lets the page\'s own search and logo requests through the gate, and nobody else\'s without a key', async () => {
    const fromPage = await origin.request('/v1/search?q=stripe', { headers: { referer: 'http://localhost/?q=str' } }, VISITOR);
    expect(fromPage.status).toBe(200);
    expect(await fromPage.json()).toContainEqual(expect.objectContaining({ domain: 'stripe.com' }));
    const logo = await origin.request('/v1/stripe.com?size=64&retina=true', { headers: { referer: 'http://localhost/' } }, VISITOR);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    const strangers: Record<string, string>[] = [{}, { referer: 'https://elsewhere.example/' }, { origin: 'http://localhost.evil.example' }];
    for (const headers of strangers) {
      expect((await origin.request('/v1/search?q=stripe', { headers }, VISITOR)).status).toBe(401);
    }
  });
});

describe('STOREFRONT=off', () => {
  it('sends / to the dashboard and stops trusting the origin\'s own pages', async () => {
    const closed = await createTestOrigin({ seed: false, env: { LOCAL_ACCESS: 'false', STOREFRONT: 'off' } });
    try {
      const root = await closed.request('/', {}, VISITOR);
      expect(root.status).toBe(303);
      expect(root.headers.get('location')).toBe('/dashboard');
      const fromPage = await closed.request('/v1/search?q=stripe', { headers: { referer: 'http://localhost/' } }, VISITOR);
      expect(fromPage.status).toBe(401);
    } finally {
      closed.cleanup();
    }
  });
});
