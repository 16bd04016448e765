import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monogramColour } from '../../../pipeline/monogram.ts';
import { bodyOf, MAGIC, meanDrawnColour, pixelsOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;
const get = (path: string, headers: Record<string, string> = {}) => origin.request(path, { headers });

beforeAll(async () => {
  origin = await createTestOrigin();
});
afterAll(() => origin.cleanup());

describe('GET /v1/:domain formats', () => {
  it.each([
    ['webp', 'image/webp'],
    ['png', 'image/png'],
    ['avif', 'image/avif'],
    ['jpg', 'image/jpeg'],
    ['svg', 'image/svg+xml'],
  ])('serves %s with its magic bytes and Content-Type %s', async (format, contentType) => {
    const response = await get(`/v1/stripe.com?format=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    const body = await bodyOf(response);
    expect(MAGIC[format]!(body)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('defaults to webp at 128 px of the icon variant', async () => {
    const response = await get('/v1/stripe.com');
    const body = await bodyOf(response);
    expect(MAGIC.webp!(body)).toBe(true);
    const { width, height } = await pixelsOf(body);
    expect(Math.max(width, height)).toBe(128);
    expect(response.headers.get('x-logo-source')).toBe('rendered');
  });

  it('flattens jpg onto white', async () => {
    const { data } = await pixelsOf(await bodyOf(await get('/v1/stripe.com?format=jpg&size=64')));
    expect([data[0], data[1], data[2]].every((channel) => channel! > 245)).toBe(true);
  });

  it('chooses the format from Accept with format=auto and says it varies', async () => {
    const avif = await get('/v1/stripe.com?format=auto', { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept, Authorization, X-API-Key, Origin');
    const webp = await get('/v1/stripe.com?format=auto', { accept: 'image/webp,*/*' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const png = await get('/v1/stripe.com?format=auto', { accept: '*/*' });
    expect(png.headers.get('content-type')).toBe('image/png');
  });
});

describe('GET /v1/:domain sizes', () => {
  it.each([16, 64, 200, 1024])('renders the longest side at size=%i', async (size) => {
    const { width, height } = await pixelsOf(await bodyOf(await get(`/v1/stripe.com?format=png&size=${size}`)));
    expect(Math.max(width, height)).toBe(size);
  });

  it('doubles the pixels with retina', async () => {
    const { width, height } = await pixelsOf(await bodyOf(await get('/v1/stripe.com?format=png&size=128&retina=true')));
    expect([width, height]).toEqual([256, 256]);
  });

  it('keeps the aspect ratio of a wordmark', async () => {
    const response = await get('/v1/stripe.com?variant=logo&format=png&size=256');
    expect(response.headers.get('x-logo-variant')).toBe('logo');
    const { width, height } = await pixelsOf(await bodyOf(response));
    expect(width).toBe(256);
    expect(height).toBe(Math.round((256 * 214) / 512));
  });
});

describe('GET /v1/:domain transforms', () => {
  it('greyscale makes every pixel neutral', async () => {
    const { data } = await pixelsOf(await bodyOf(await get('/v1/stripe.com?format=png&greyscale=true')));
    for (let i = 0; i < data.length; i += 4) {
      expect(data[i]).toBe(data[i + 1]);
      expect(data[i + 1]).toBe(data[i + 2]);
    }
    const colour = await meanDrawnColour(await bodyOf(await get('/v1/stripe.com?format=png')));
    expect(colour.b - colour.g).toBeGreaterThan(50);
  });

  it('theme=dark serves the stored dark version of a dark mark', async () => {
    const light = await get('/v1/github.com?variant=symbol&format=png&theme=light');
    const dark = await get('/v1/github.com?variant=symbol&format=png&theme=dark');
    expect(dark.headers.get('x-logo-theme')).toBe('dark');
    expect((await meanDrawnColour(await bodyOf(light))).luminance).toBeLessThan(0.1);
    expect((await meanDrawnColour(await bodyOf(dark))).luminance).toBeGreaterThan(0.9);
  });

  it('theme=dark recolours a dark logo that has no stored dark version', async () => {
    const light = await get('/v1/github.com?variant=logo&format=png');
    const dark = await get('/v1/github.com?variant=logo&format=png&theme=dark');
    expect(dark.headers.get('x-logo-theme')).toBe('dark');
    expect((await meanDrawnColour(await bodyOf(light))).luminance).toBeLessThan(0.2);
    expect((await meanDrawnColour(await bodyOf(dark))).luminance).toBeGreaterThan(0.8);
  });

  it('theme=dark leaves a light-coloured mark alone', async () => {
    const auto = await meanDrawnColour(await bodyOf(await get('/v1/stripe.com?format=png')));
    const dark = await meanDrawnColour(await bodyOf(await get('/v1/stripe.com?format=png&theme=dark')));
    expect(Math.abs(auto.luminance - dark.luminance)).toBeLessThan(0.02);
  });
});

describe('GET /v1/:domain variants and fallbacks', () => {
  it('serves the nearest variant and names it', async () => {
    const response = await get('/v1/stripe.com?variant=icon');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-variant')).toBe('symbol');
  });

  it('answers 404 instead of a substitute with fallback=404', async () => {
    const missingVariant = await get('/v1/stripe.com?variant=icon&fallback=404');
    expect(missingVariant.status).toBe(404);
    expect(await missingVariant.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
    const unknown = await get('/v1/no-such-brand-here.com?fallback=404');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
  });

  it('resolves aliases to the primary domain', async () => {
    const brand = origin.deps.catalog.getBrand('stripe.com')!;
    origin.deps.catalog.upsertBrand(brand, ['stripe.dev']);
    const viaAlias = await get('/v1/stripe.dev?format=png');
    const direct = await get('/v1/stripe.com?format=png');
    expect(viaAlias.headers.get('x-logo-source')).not.toBe('monogram');
    expect(viaAlias.headers.get('etag')).toBe(direct.headers.get('etag'));
  });
});

describe('GET /v1/:domain monograms', () => {
  it('answers an unknown domain with a deterministic SVG monogram and queues it', async () => {
    const first = await get('/v1/unknown-example-brand.com?format=svg');
    const second = await get('/v1/unknown-example-brand.com?format=svg');
    expect(first.headers.get('x-logo-source')).toBe('monogram');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    const svg = (await bodyOf(first)).toString();
    expect((await bodyOf(second)).toString()).toBe(svg);
    expect(svg).toContain(`fill="${monogramColour('unknown-example-brand.com')}"`);
    expect(svg).toContain('>U</text>');
    await origin.deps.discoveryIntake.flush();
    expect(await origin.deps.discoveryQueue.get('unknown-example-brand.com')).toMatchObject({ requests: 2, status: 'pending' });
  });

  it('answers SVG for a monogram when no format is asked, as the specification says, and WebP for a real logo (finding 13.14)', async () => {
    const monogram = await get('/v1/no-format-unknown.com');
    expect([monogram.status, monogram.headers.get('content-type'), monogram.headers.get('x-logo-source')]).toEqual([200, 'image/svg+xml', 'monogram']);
    expect((await bodyOf(monogram)).toString()).toContain('>N</text>');
    const byName = await get('/v1/name/No%20Such%20Brand%20Anywhere');
    expect([byName.headers.get('content-type'), byName.headers.get('x-logo-source')]).toEqual(['image/svg+xml', 'monogram']);
    const real = await get('/v1/stripe.com');
    expect([real.headers.get('content-type'), real.headers.get('x-logo-source')]).not.toContain('monogram');
    expect(real.headers.get('content-type')).toBe('image/webp');
    const asked = await get('/v1/no-format-unknown.com?format=webp');
    expect([asked.headers.get('content-type'), asked.headers.get('x-logo-source')]).toEqual(['image/webp', 'monogram']);
  });

  it('rasterises a monogram when a raster format is asked, with the letter drawn in white', async () => {
    const response = await get('/v1/another-unknown.org?format=png&size=64');
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    const body = await bodyOf(response);
    const { data, width, height } = await pixelsOf(body);
    expect([width, height]).toEqual([64, 64]);
    let white = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++;
    expect(white).toBeGreaterThan(40);
    const corner = await sharp(body).extract({ left: 32, top: 2, width: 1, height: 1 }).raw().toBuffer();
    const expected = Number.parseInt(monogramColour('another-unknown.org').slice(1), 16);
    expect(Math.abs(corner[0]! - (expected >> 16))).toBeLessThan(3);
  });

  it('uses the first letter of an IDN in Unicode', async () => {
    const response = await get(`/v1/${encodeURIComponent('ärzte-beispiel.de')}?format=svg`);
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).toString()).toContain('>Ä</text>');
  });
});

describe('GET /v1/:domain caching', () => {
  it('answers 304 to a matching If-None-Match without a body', async () => {
    const first = await get('/v1/stripe.com?size=64');
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get('/v1/stripe.com?size=64', { 'if-none-match': header });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-logo-domain')).toBe('stripe.com');
      // A cache updates its stored headers from a 304: the 200's word on how the bytes were made stays.
      expect(again.headers.get('x-logo-source')).toBeNull();
      expect((await bodyOf(again)).length).toBe(0);
    }
    const changed = await get('/v1/stripe.com?size=64', { 'if-none-match': '"stale"' });
    expect(changed.status).toBe(200);
  });

  it('answers 304 for a request that was never rendered, without rendering it', async () => {
    const etag = (await get('/v1/stripe.com?size=96&format=avif')).headers.get('etag')!;
    origin.deps.responseCache.clear();
    const again = await get('/v1/stripe.com?size=96&format=avif', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(origin.deps.responseCache.size.entries).toBe(0);
  });

  it('keeps rendered responses in the byte-bounded cache', async () => {
    origin.deps.responseCache.clear();
    await get('/v1/stripe.com?size=48');
    const { entries, bytes } = origin.deps.responseCache.size;
    expect(entries).toBe(1);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('GET /v1/:domain SVG safety', () => {
  it('serves SVG with a restrictive CSP and nosniff', async () => {
    const response = await get('/v1/github.com?format=svg');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = (await bodyOf(response)).toString();
    expect(svg).not.toMatch(/<script|onload=|javascript:/i);
  });

  it('serves a raster-only brand as SVG by embedding the rendered PNG', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ff0000' } }).png().toBuffer();
    await origin.deps.storage.put('sources/raster-only.com/logo-light.png', png, { contentType: 'image/png' });
    origin.deps.catalog.upsertBrand({ domain: 'raster-only.com', name: 'Raster Only', description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
    origin.deps.catalog.upsertAsset({ domain: 'raster-only.com', variant: 'logo', theme: 'light', format: 'png', storageKey: 'sources/raster-only.com/logo-light.png', contentHash: 'h1', width: 200, height: 100, provenance: { source: 'test' } });

    const svg = await get('/v1/raster-only.com?format=svg&size=100');
    expect(svg.headers.get('content-security-policy')).toContain('img-src data:');
    const text = (await bodyOf(svg)).toString();
    expect(text).toMatch(/^<svg[^>]+viewBox="0 0 100 50"/);
    expect(text).toContain('href="data:image/png;base64,');

    const stored = await get('/v1/raster-only.com?variant=logo&format=png&size=200');
    expect(stored.headers.get('x-logo-source')).toBe('stored');
    expect((await bodyOf(stored)).equals(png)).toBe(true);
  });
});

describe('GET /v1/:domain bad input', () => {
  it.each([
    ['/v1/..%2F..%2Fetc%2Fpasswd', 'path traversal'],
    ['/v1/stripe.com%00', 'NUL byte'],
    [`/v1/${'a'.repeat(10_000)}.com`, '10 kB domain'],
    ['/v1/127.0.0.1', 'IP address'],
    ['/v1/localhost', 'localhost'],
    ['/v1/under_score.com', 'bad label'],
  ])('rejects %s (%s) with INVALID_DOMAIN', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('INVALID_DOMAIN');
    expect(body.message).toMatch(/^domain must be a hostname/);
  });

  it.each([
    ['size=abc', 'size must be an integer from 16 to 1024, got "abc"'],
    ['size=8', 'size must be an integer from 16 to 1024, got "8"'],
    ['size=2000', 'size must be an integer from 16 to 1024, got "2000"'],
    ['size=12.5', 'size must be an integer from 16 to 1024, got "12.5"'],
    ['format=gif', 'format must be one of webp, png, avif, jpg, svg, auto, got "gif"'],
    ['variant=banner', 'variant must be one of icon, logo, symbol, got "banner"'],
    ['theme=blue', 'theme must be one of auto, light, dark, got "blue"'],
    ['fallback=none', 'fallback must be one of monogram, 404, transparent, or an https URL of at most 1024 characters, got "none"'],
    ['retina=maybe', 'retina must be one of true, false, 1, 0, yes, no, on, off, got "maybe"'],
    ['greyscale=2', 'greyscale must be one of true, false, 1, 0, yes, no, on, off, got "2"'],
  ])('rejects %s with INVALID_PARAMETER naming it', async (query, message) => {
    const response = await get(`/v1/stripe.com?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_PARAMETER', message });
  });

  it('accepts every boolean spelling in any case and ignores v and unknown parameters', async () => {
    for (const value of ['TRUE', 'Yes', 'on', '1']) {
      const response = await get(`/v1/stripe.com?format=png&size=16&retina=${value}&v=42&utm_source=x`);
      expect(response.status).toBe(200);
      expect((await pixelsOf(await bodyOf(response))).width).toBe(32);
    }
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    const response = await get('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
