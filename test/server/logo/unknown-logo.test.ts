// What every logo route answers for something it does not know: one table, four routes, the same placeholder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bodyOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin;

beforeAll(async () => {
  origin = await createTestOrigin();
});
afterAll(() => origin.cleanup());

// Each route with an input no brand, company or coin in the seed answers to, as a new user would type it.
const UNKNOWN = [
  ['domain', '/v1/unknown-brand-xyz.com'],
  ['name', '/v1/name/Unknown%20Brand%20Xyz%20GmbH'],
  ['ticker', '/v1/ticker/ZZZZQ'],
  ['crypto', '/v1/crypto/ZZZQ'],
] as const;

describe('Unknown logo requests', () => {
  it.each(UNKNOWN)('an unknown %s asked for no format answers an SVG monogram', async (_route, path) => {
    const response = await origin.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    expect(await sharp(await bodyOf(response)).metadata()).toMatchObject({ format: 'svg' });
  });

  it.each(UNKNOWN)('an unknown %s asked for PNG answers a PNG monogram of the asked size', async (_route, path) => {
    const response = await origin.request(`${path}?format=png&size=64`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    expect(await sharp(await bodyOf(response)).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it.each(UNKNOWN)('an unknown %s with format=auto answers the best raster format Accept names', async (_route, path) => {
    const response = await origin.request(`${path}?format=auto`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('vary')).toContain('Accept');
  });

  it.each(UNKNOWN)('an unknown %s with fallback=404 answers LOGO_NOT_FOUND', async (_route, path) => {
    const response = await origin.request(`${path}?fallback=404`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
  });
});
