import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
const get = (path: string) => origin.request(path);

beforeAll(async () => {
  origin = await createTestOrigin();
});
afterAll(() => origin.cleanup());

describe('GET /v1/search', () => {
  it('answers brands with their canonical logo URL', async () => {
    const response = await get('/v1/search?q=str');
    expect(response.status).toBe(200);
    const hits = (await response.json()) as { name: string; domain: string; logo: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits).toContainEqual({ name: 'Stripe', domain: 'stripe.com', logo: 'http://localhost/v1/stripe.com', ticker: null });
  });

  it('finds a listed company by its ticker and says the symbol with each hit', async () => {
    const hits = (await (await get('/v1/search?q=AAPL&strategy=match')).json()) as { domain: string; ticker: unknown }[];
    expect(hits[0]).toMatchObject({ domain: 'apple.com', ticker: { symbol: 'AAPL', exchange: expect.stringMatching(/nasdaq/i) } });
  });

  it('accepts strategy=match and finds aliases', async () => {
    const hits = (await (await get('/v1/search?q=stripe.dev&strategy=match')).json()) as { domain: string }[];
    expect(hits[0]?.domain).toBe('stripe.com');
  });

  it.each([
    ['/v1/search', 'q is required: the text to search for'],
    ['/v1/search?q=', 'q must not be empty'],
    ['/v1/search?q=%20%20', 'q must not be empty'],
    [`/v1/search?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['/v1/search?q=stripe&strategy=fuzzy', 'strategy must be one of typeahead, match, got "fuzzy"'],
  ])('rejects %s with INVALID_PARAMETER', async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_PARAMETER', message });
  });
});

describe('GET /v1/brand/:domain', () => {
  it('answers the record with nulls for what is unknown', async () => {
    const response = await get('/v1/brand/stripe.com');
    expect(response.status).toBe(200);
    const brand = await response.json();
    expect(brand).toEqual({
      domain: 'stripe.com',
      name: 'Stripe',
      description: null,
      aliases: ['stripe.dev'],
      colors: [{ hex: '#635BFF', type: 'brand' }],
      socials: { x: 'https://x.com/stripe', github: 'https://github.com/stripe', linkedin: 'https://www.linkedin.com/company/stripe' },
      employees: null,
      ticker: null,
      founded: null,
      industry: null,
      logos: [
        expect.objectContaining({ variant: 'logo', theme: 'light', format: 'svg', url: 'http://localhost/v1/stripe.com?variant=logo&theme=light&format=svg', width: 512, height: 214 }),
        expect.objectContaining({ variant: 'symbol', theme: 'light', format: 'svg', width: 24, height: 24 }),
      ],
      // Nothing here was discovered: every fact comes from the curated sources that made the record.
      factSources: { name: 'simple-icons+facts', colors: 'simple-icons+facts', 'socials.x': 'simple-icons+facts', 'socials.github': 'simple-icons+facts', 'socials.linkedin': 'simple-icons+facts' },
      // The seed import stored its logos; discovery never looked at a curated brand.
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      checkedAt: null,
    });
  });

  it('expands the GICS code and resolves aliases to the primary brand', async () => {
    const brand = (await (await get('/v1/brand/redditinc.com')).json()) as { domain: string; industry: { sub_industry: { code: string; name: string } } };
    expect(brand.domain).toBe('reddit.com');
    expect(brand.industry.sub_industry).toEqual({ code: '50203010', name: 'Interactive Media & Services' });
  });

  it('gives a listed company its ticker, founding year and GICS from the S&P 500 constituents', async () => {
    const apple = (await (await get('/v1/brand/apple.com')).json()) as { ticker: unknown; founded: number; industry: { sub_industry: { name: string } } };
    expect(apple.ticker).toEqual({ symbol: 'AAPL', exchange: 'Nasdaq' });
    expect(apple.founded).toBe(1977);
    const abbvie = (await (await get('/v1/brand/abbvie.com')).json()) as { ticker: unknown; industry: { sub_industry: { name: string } } };
    expect(abbvie.ticker).toEqual({ symbol: 'ABBV', exchange: 'NYSE' });
    expect(abbvie.industry.sub_industry.name).toBe('Biotechnology');
  });

  it('lists only assets that are stored, and each listed URL serves an image', async () => {
    const brand = (await (await get('/v1/brand/github.com')).json()) as { logos: { url: string; variant: string; theme: string }[] };
    expect(brand.logos.map((logo) => `${logo.variant}/${logo.theme}`).sort()).toEqual(
      origin.deps.catalog.assetsOf('github.com').map((asset) => `${asset.variant}/${asset.theme}`).sort(),
    );
    for (const logo of brand.logos) {
      const image = await get(new URL(logo.url).pathname + new URL(logo.url).search);
      expect(image.status).toBe(200);
      expect(image.headers.get('x-logo-source')).not.toBe('monogram');
    }
  });

  it('answers 404 BRAND_NOT_FOUND for an unknown brand and 400 for a bad domain', async () => {
    const unknown = await get('/v1/brand/no-such-brand.example');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'BRAND_NOT_FOUND' });
    const bad = await get('/v1/brand/127.0.0.1');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_DOMAIN' });
  });
});

describe('GET /v1/name/:brand', () => {
  it('answers a name below the confidence threshold like no match, never another company', async () => {
    for (const [name, own] of [['APA%20Corporation', 'apacorp.com'], ['Dow%20Inc.', 'dow.com'], ['KLA%20Corporation', 'kla.com']]) {
      expect((await get(`/v1/name/${name}?format=svg`)).headers.get('x-logo-domain')).toBe(own);
    }
    for (const name of ['Stri%20Corporation', 'Downdet%20Inc.']) {
      const response = await get(`/v1/name/${name}?format=svg`);
      expect(response.headers.get('x-logo-source')).toBe('monogram');
      expect(response.headers.get('x-logo-domain')).toBeNull();
      expect((await get(`/v1/name/${name}?fallback=404`)).status).toBe(404);
    }
    const coke = await get('/v1/name/Coca-Cola%20Company%20(The)?format=svg');
    expect(coke.headers.get('x-logo-domain')).toBe('coca-cola.com');
  });

  it('serves the logo of the brand a name resolves to, exactly as /v1/:domain does', async () => {
    const byName = await get('/v1/name/Stripe?format=png&size=64');
    const byDomain = await get('/v1/stripe.com?format=png&size=64');
    expect(byName.status).toBe(200);
    expect(byName.headers.get('etag')).toBe(byDomain.headers.get('etag'));
    expect(byName.headers.get('x-logo-variant')).toBe('symbol');
    expect((await bodyOf(byName)).equals(await bodyOf(byDomain))).toBe(true);
  });

  it('resolves near-exact and partial names through search', async () => {
    expect((await get('/v1/name/stripe%2C%20inc.?format=svg')).headers.get('etag')).toBe((await get('/v1/stripe.com?format=svg')).headers.get('etag'));
    expect((await get('/v1/name/Git%20Hub?format=svg')).headers.get('x-logo-source')).not.toBe('monogram');
  });

  it('answers an unknown name with a monogram of its first letter, or 404 with fallback=404', async () => {
    const response = await get('/v1/name/Qwxyzzy%20Holdings?format=svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    expect((await bodyOf(response)).toString()).toContain('>Q</text>');
    const refused = await get('/v1/name/Qwxyzzy%20Holdings?fallback=404');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
  });

  it('validates the same parameters as /v1/:domain', async () => {
    const response = await get('/v1/name/Stripe?size=5');
    expect(await response.json()).toEqual({ code: 'INVALID_PARAMETER', message: 'size must be an integer from 16 to 1024, got "5"' });
  });
});
