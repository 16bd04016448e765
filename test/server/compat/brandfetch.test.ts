import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestOrigin } from '../../helpers/origin.ts';
import { compatOrigin, expectRefused, expectSameAsNative } from './compat-origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await compatOrigin();
}, 120_000);
afterAll(() => origin.cleanup());

const ICON = 'variant=icon&format=webp';
describe('Brandfetch Logo API form', () => {
  it.each([
    ['/brandfetch/acme.com', `/v1/acme.com?${ICON}&size=128&theme=auto&fallback=monogram`],
    ['/brandfetch/domain/acme.com', `/v1/acme.com?${ICON}&size=128&theme=auto&fallback=monogram`],
    ['/brandfetch/acme.com/w/64', `/v1/acme.com?${ICON}&size=64&theme=auto&fallback=monogram`],
    ['/brandfetch/acme.com/h/48', `/v1/acme.com?${ICON}&size=48&theme=auto&fallback=monogram`],
    // The native size is the longest side: the larger of w and h.
    ['/brandfetch/acme.com/w/64/h/32', `/v1/acme.com?${ICON}&size=64&theme=auto&fallback=monogram`],
    // Brandfetch's theme is the logo's own colour: its dark logo is this service's logo for light backgrounds.
    ['/brandfetch/acme.com/theme/dark', `/v1/acme.com?${ICON}&size=128&theme=light&fallback=monogram`],
    ['/brandfetch/acme.com/theme/light', `/v1/acme.com?${ICON}&size=128&theme=dark&fallback=monogram`],
    ['/brandfetch/acme.com/fallback/lettermark', `/v1/acme.com?${ICON}&size=128&theme=auto&fallback=monogram`],
    ['/brandfetch/acme.com/fallback/transparent', `/v1/acme.com?${ICON}&size=128&theme=auto&fallback=transparent`],
    ['/brandfetch/acme.com/type/logo', '/v1/acme.com?variant=logo&format=webp&size=128&theme=auto&fallback=transparent'],
    ['/brandfetch/acme.com/w/400/h/400/theme/dark/fallback/404/type/symbol', '/v1/acme.com?variant=symbol&format=webp&size=400&theme=light&fallback=404'],
    ['/brandfetch/ticker/AAPL', `/v1/ticker/AAPL?${ICON}&size=128&theme=auto&fallback=monogram`],
    ['/brandfetch/crypto/BTC', `/v1/crypto/BTC?${ICON}&size=128&theme=auto&fallback=monogram`],
    // Auto-detection in Brandfetch's order: domain, ticker, ISIN, crypto.
    ['/brandfetch/AAPL', `/v1/ticker/AAPL?${ICON}&size=128&theme=auto&fallback=monogram`],
    ['/brandfetch/BTC/w/32', `/v1/crypto/BTC?${ICON}&size=32&theme=auto&fallback=monogram`],
    ['http://cdn.test/acme.com/w/64', `/v1/acme.com?${ICON}&size=64&theme=auto&fallback=monogram`],
  ])('%s answers as %s', async (compat, native) => {
    await expectSameAsNative(origin, compat, native);
  }, 60_000);

  it('answers unknown identifiers as Brandfetch does: its own-brand fallback as the monogram, ISINs and brand ids 404', async () => {
    const monogram = await expectSameAsNative(origin, '/brandfetch/unknown-brand.io', `/v1/unknown-brand.io?${ICON}&size=128&theme=auto&fallback=monogram`);
    expect(monogram.headers.get('x-logo-source')).toBe('monogram');
    const transparent = await origin.request('/brandfetch/unknown-brand.io/type/logo');
    expect([transparent.status, transparent.headers.get('x-logo-source')]).toEqual([200, 'transparent']);
    expect((await origin.request('/brandfetch/unknown-brand.io/fallback/404')).status).toBe(404);
    for (const path of ['/brandfetch/isin/US0378331005', '/brandfetch/US0378331005', '/brandfetch/id_0dwKPKT']) {
      const response = await origin.request(path);
      expect([path, response.status, ((await response.json()) as { code: string }).code]).toEqual([path, 404, 'LOGO_NOT_FOUND']);
    }
  });

  it('takes ?c= as the caller\'s key', async () => {
    const account = await origin.deps.accounts.createAccount('brandfetch@example.com', 'free');
    const { key } = await origin.deps.accounts.createKey(account.id, 'bf');
    await expectSameAsNative(origin, `/brandfetch/acme.com?c=${key}`, `/v1/acme.com?${ICON}&size=128&theme=auto&fallback=monogram&token=${key}`);
    const refused = await origin.request('/brandfetch/acme.com?c=1idNotAKeyOfOurs');
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([401, 'INVALID_API_KEY']);
  });

  it.each([
    ['/brandfetch/acme.com/w/abc', 'w'],
    ['/brandfetch/acme.com/h/5000', 'h'],
    ['/brandfetch/acme.com/theme/purple', 'theme'],
    ['/brandfetch/acme.com/fallback/brandmark', 'fallback'],
    ['/brandfetch/acme.com/type/banner', 'type'],
    ['/brandfetch/isin/NOTANISIN', 'isin'],
  ])('refuses %s naming %s', (compat, parameter) => expectRefused(origin, compat, parameter));

  it('answers a path that is no Brandfetch URL with NOT_FOUND', async () => {
    const response = await origin.request('/brandfetch/acme.com/colour/red');
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  // A proxy that decodes the path first (nginx's $uri) reads /brandfetch/acme.com/w/24: never another URL here.
  it('answers a segment holding an encoded slash as no URL of the service, on every form that reads a domain', async () => {
    for (const path of ['/brandfetch/acme.com%2Fw%2F24', '/brandfetch/wordy.com%2F..%2Facme.com/w/24', '/clearbit/wordy.com%2F..%2Facme.com', '/unavatar/acme.com%5Cx']) {
      const response = await origin.request(path);
      expect([path, response.status, ((await response.json()) as { code: string }).code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });
});
