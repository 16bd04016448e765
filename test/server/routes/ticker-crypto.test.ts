// Ticker and crypto lookups through the real app and the real seed import: the right company or coin, every logo
// parameter, the same gate as every /v1 route, and no other company's logo for a symbol we do not know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bodyOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { parseTicker } from '../../../server/routes/ticker.ts';

let origin: TestOrigin;
const get = (path: string, ip?: string) => origin.request(path, undefined, ip);

beforeAll(async () => {
  origin = await createTestOrigin();
});
afterAll(() => origin.cleanup());

describe('GET /v1/ticker/:symbol', () => {
  it.each([
    ['AAPL', 'apple.com'],
    ['aapl', 'apple.com'],
    ['AAPL:NASDAQ', 'apple.com'],
    ['MSFT', 'microsoft.com'],
    ['GOOGL', 'abc.xyz'],
    ['GOOG', 'abc.xyz'],
    ['F', 'ford.com'],
    ['KO', 'coca-cola.com'],
  ])('%s answers %s', async (symbol, domain) => {
    const response = await get(`/v1/ticker/${symbol}?format=svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-domain')).toBe(domain);
  });

  it('serves exactly what /v1/:domain serves, with every parameter', async () => {
    const byTicker = await get('/v1/ticker/AAPL?format=png&size=64&theme=dark');
    const byDomain = await get('/v1/apple.com?format=png&size=64&theme=dark');
    expect(byTicker.headers.get('etag')).toBe(byDomain.headers.get('etag'));
    expect(await sharp(await bodyOf(byTicker)).metadata()).toMatchObject({ format: 'png' });
  });

  it('answers an unknown symbol like no match, never another company', async () => {
    const unknown = await get('/v1/ticker/ZZZZQ?format=svg');
    expect(unknown.headers.get('x-logo-source')).toBe('monogram');
    expect(unknown.headers.get('x-logo-domain')).toBeNull();
    const refused = await get('/v1/ticker/ZZZZQ?fallback=404');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
    expect((await get('/v1/ticker/AAPL:NYSE?fallback=404')).status).toBe(404);
  });

  it('rejects what is not a symbol with INVALID_PARAMETER naming what came', async () => {
    const response = await get('/v1/ticker/not%20a%20symbol');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_PARAMETER',
      message: 'symbol must be a ticker such as "AAPL", "BRK.B" or "AAPL:NASDAQ" (exchanges NYSE, NASDAQ, CBOE, OTC), got "not a symbol"',
    });
  });

  it('passes the same gate as every /v1 route', async () => {
    expect((await get('/v1/ticker/AAPL', '203.0.113.7')).status).toBe(401);
    expect((await get('/v1/crypto/BTC', '203.0.113.7')).status).toBe(401);
  });
});

describe('parseTicker', () => {
  it.each([
    ['brk-b', { symbol: 'BRK.B', exchange: undefined }],
    ['BRK.B', { symbol: 'BRK.B', exchange: undefined }],
    ['aapl.nasdaq', { symbol: 'AAPL', exchange: 'NASDAQ' }],
    ['BRK.B:NYSE', { symbol: 'BRK.B', exchange: 'NYSE' }],
  ])('reads %j', (raw, expected) => {
    expect(parseTicker(raw)).toEqual(expected);
  });
});

describe('GET /v1/crypto/:symbol', () => {
  it('serves a coin\'s icon in the asked format, named by its asset id', async () => {
    const response = await get('/v1/crypto/btc?format=png&size=64');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-domain')).toBe('crypto:btc');
    expect(response.headers.get('x-logo-source')).toBe('rendered');
    expect(await sharp(await bodyOf(response)).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect((await get('/v1/crypto/ETH?format=svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers an unknown coin with a monogram, or 404 with fallback=404', async () => {
    expect((await get('/v1/crypto/NOPECOIN?format=svg')).headers.get('x-logo-source')).toBe('monogram');
    expect((await get('/v1/crypto/NOPECOIN?fallback=404')).status).toBe(404);
    expect((await get('/v1/crypto/%24%24')).status).toBe(400);
  });
});
