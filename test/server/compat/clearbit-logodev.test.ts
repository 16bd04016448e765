import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestOrigin } from '../../helpers/origin.ts';
import { compatOrigin, expectRefused, expectSameAsNative } from './compat-origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await compatOrigin();
}, 120_000);
afterAll(() => origin.cleanup());

const CLEARBIT = '/v1/acme.com?variant=icon&format=png';
describe('Clearbit Logo API form', () => {
  it.each([
    ['/clearbit/acme.com', `${CLEARBIT}&size=128&fallback=404`],
    ['/clearbit/acme.com?size=64', `${CLEARBIT}&size=64&fallback=404`],
    ['/clearbit/ACME.com?format=jpg', '/v1/acme.com?variant=icon&format=jpg&size=128&fallback=404'],
    ['/clearbit/acme.com?greyscale=true', `${CLEARBIT}&size=128&greyscale=true&fallback=404`],
    // A known brand without an icon gets its nearest variant, as Clearbit answered every known company.
    ['/clearbit/wordy.com', '/v1/wordy.com?variant=logo&format=png&size=128&fallback=404'],
    ['http://logo.test/acme.com?size=64', `${CLEARBIT}&size=64&fallback=404`],
  ])('%s answers as %s', async (compat, native) => {
    expect((await expectSameAsNative(origin, compat, native)).status).toBe(200);
  }, 60_000);

  it('answers an unknown domain with 404 and no placeholder', async () => {
    const response = await expectSameAsNative(origin, '/clearbit/unknown-brand.io', '/v1/unknown-brand.io?variant=icon&format=png&size=128&fallback=404');
    expect(response.status).toBe(404);
  });

  it.each([
    ['/clearbit/acme.com?size=abc', 'size'],
    ['/clearbit/acme.com?size=4000', 'size'],
    ['/clearbit/acme.com?format=gif', 'format'],
    ['/clearbit/acme.com?greyscale=maybe', 'greyscale'],
  ])('refuses %s naming %s', (compat, parameter) => expectRefused(origin, compat, parameter));

  it('keeps the legacy redirect on any host COMPAT_HOSTS does not name, and the origin\'s own paths on one it does', async () => {
    const legacy = await origin.request('http://other.test/acme.com?size=64', { redirect: 'manual' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/v1/acme.com?size=64');
    expect((await origin.request('http://logo.test/health')).status).toBe(200);
    expect((await origin.request('http://logo.test/v1/acme.com?format=png')).headers.get('link')).toBeNull();
  });
});

const LOGODEV = 'format=jpg&size=128&theme=auto&fallback=monogram';
describe('logo.dev form', () => {
  it.each([
    ['/logodev/acme.com', `/v1/acme.com?${LOGODEV}`],
    ['/logo.dev/acme.com', `/v1/acme.com?${LOGODEV}`],
    ['/logodev/acme.com?size=64&format=png', '/v1/acme.com?format=png&size=64&theme=auto&fallback=monogram'],
    ['/logodev/acme.com?format=webp&retina=true', '/v1/acme.com?format=webp&size=128&retina=true&theme=auto&fallback=monogram'],
    ['/logodev/acme.com?theme=dark&greyscale=1', '/v1/acme.com?format=jpg&size=128&greyscale=true&theme=dark&fallback=monogram'],
    ['/logodev/acme.com?fallback=404', '/v1/acme.com?format=jpg&size=128&theme=auto&fallback=404'],
    ['/logodev/name/Acme', `/v1/name/Acme?${LOGODEV}`],
    ['/logodev/ticker/AAPL', `/v1/ticker/AAPL?${LOGODEV}`],
    ['/logodev/crypto/BTC', `/v1/crypto/BTC?${LOGODEV}`],
    // A publishable key names a site, which here is known by its page: the token is left out.
    ['/logodev/acme.com?token=pk_X1yZ', `/v1/acme.com?${LOGODEV}`],
    ['http://img.test/acme.com?size=64', '/v1/acme.com?format=jpg&size=64&theme=auto&fallback=monogram'],
    ['http://img.test/ticker/AAPL', `/v1/ticker/AAPL?${LOGODEV}`],
  ])('%s answers as %s', async (compat, native) => {
    expect((await expectSameAsNative(origin, compat, native)).status).toBe(200);
  }, 60_000);

  it('answers an unknown domain with a JPEG monogram, or 404 with fallback=404', async () => {
    const monogram = await expectSameAsNative(origin, '/logodev/unknown-brand.io', `/v1/unknown-brand.io?${LOGODEV}`);
    expect([monogram.status, monogram.headers.get('content-type'), monogram.headers.get('x-logo-source')]).toEqual([200, 'image/jpeg', 'monogram']);
    expect((await origin.request('/logodev/unknown-brand.io?fallback=404')).status).toBe(404);
  });

  it.each([
    ['/logodev/acme.com?size=0', 'size'],
    ['/logodev/acme.com?format=gif', 'format'],
    ['/logodev/acme.com?theme=purple', 'theme'],
    ['/logodev/acme.com?greyscale=sometimes', 'greyscale'],
    ['/logodev/acme.com?retina=2', 'retina'],
    ['/logodev/acme.com?fallback=lettermark', 'fallback'],
  ])('refuses %s naming %s', (compat, parameter) => expectRefused(origin, compat, parameter));
});
