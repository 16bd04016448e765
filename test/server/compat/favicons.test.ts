import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestOrigin } from '../../helpers/origin.ts';
import { bytesOf, compatOrigin, expectRefused, expectSameAsNative } from './compat-origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await compatOrigin();
}, 120_000);
afterAll(() => origin.cleanup());

describe("Google's favicon service form", () => {
  it.each([
    ['/s2/favicons?domain=acme.com', '/v1/acme.com?variant=icon&format=png&size=16&fallback=monogram'],
    ['/s2/favicons?domain=acme.com&sz=64', '/v1/acme.com?variant=icon&format=png&size=64&fallback=monogram'],
    ['/s2/favicons?domain_url=https://www.acme.com/pricing&sz=32', '/v1/acme.com?variant=icon&format=png&size=32&fallback=monogram'],
    ['http://favicons.test/s2/favicons?domain=acme.com', '/v1/acme.com?variant=icon&format=png&size=16&fallback=monogram'],
  ])('%s answers as %s', async (compat, native) => {
    await expectSameAsNative(origin, compat, native);
  }, 60_000);

  it('answers an unknown site with the monogram where Google draws its globe', async () => {
    const response = await expectSameAsNative(origin, '/s2/favicons?domain=unknown-brand.io', '/v1/unknown-brand.io?variant=icon&format=png&size=16&fallback=monogram');
    expect([response.headers.get('content-type'), response.headers.get('x-logo-source')]).toEqual(['image/png', 'monogram']);
  });

  it.each([
    ['/s2/favicons', 'domain'],
    ['/s2/favicons?domain=acme.com&sz=big', 'sz'],
  ])('refuses %s naming %s', (compat, parameter) => expectRefused(origin, compat, parameter));
});

describe("DuckDuckGo's favicon service form", () => {
  it('answers /ip3/<domain>.ico with the 32 px PNG of the native URL in an ICO container', async () => {
    const native = await origin.request('/v1/acme.com?variant=icon&format=png&size=32&fallback=404');
    const ico = await origin.request('/ip3/acme.com.ico');
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
    expect(ico.headers.get('link')).toBe('</v1/acme.com?variant=icon&format=png&size=32&fallback=404>; rel="canonical"');
    const body = await bytesOf(ico);
    // ICONDIR (reserved 0, type 1, one image), then one entry of 32 x 32 whose data is the PNG at offset 22.
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4), body[6], body[7]]).toEqual([0, 1, 1, 32, 32]);
    expect(body.readUInt32LE(18)).toBe(22);
    expect(body.subarray(22).equals(await bytesOf(native))).toBe(true);
    expect(body.readUInt32LE(14)).toBe(body.length - 22);
    // Its validator is its own, and answers a conditional request.
    expect(ico.headers.get('etag')).not.toBe(native.headers.get('etag'));
    const again = await origin.request('/ip3/acme.com.ico', { headers: { 'if-none-match': ico.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the type and validator GET answers', async () => {
    const ico = await origin.request('/ip3/acme.com.ico');
    const head = await origin.request('/ip3/acme.com.ico', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('etag')]).toEqual([200, 'image/x-icon', ico.headers.get('etag')]);
  });

  it('never answers 304 to the PNG\'s validator: the ICO has its own', async () => {
    const native = await origin.request('/v1/acme.com?variant=icon&format=png&size=32&fallback=404');
    const ico = await origin.request('/ip3/acme.com.ico');
    for (const ifNoneMatch of [native.headers.get('etag')!, `W/${native.headers.get('etag')}`, `"x", ${native.headers.get('etag')}`]) {
      const conditional = await origin.request('/ip3/acme.com.ico', { headers: { 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, conditional.status, conditional.headers.get('content-type')]).toEqual([ifNoneMatch, 200, 'image/x-icon']);
    }
    const both = await origin.request('/ip3/acme.com.ico', { headers: { 'if-none-match': `${native.headers.get('etag')}, ${ico.headers.get('etag')}` } });
    expect(both.status).toBe(304);
  });

  it('answers an unknown site with 404, and a bad domain with INVALID_DOMAIN', async () => {
    expect((await origin.request('/ip3/unknown-brand.io.ico')).status).toBe(404);
    await expectRefused(origin, '/ip3/not_a..domain.ico', 'domain', 'INVALID_DOMAIN');
  });
});

describe('besticon form', () => {
  it.each([
    ['/icon?url=acme.com&size=16..32..64', '/v1/acme.com?variant=icon&format=png&size=32&fallback=monogram'],
    ['/icon?url=https://acme.com/&size=48', '/v1/acme.com?variant=icon&format=png&size=48&fallback=monogram'],
    ['/icon?url=acme.com&size=64&formats=gif,svg', '/v1/acme.com?variant=icon&format=svg&size=64&fallback=monogram'],
    ['/icon?url=acme.com&size=64&fallback_icon_color=ff0000', '/v1/acme.com?variant=icon&format=png&size=64&fallback=monogram'],
    ['/icon?url=unknown-brand.io&size=64', '/v1/unknown-brand.io?variant=icon&format=png&size=64&fallback=monogram'],
  ])('%s answers as %s', async (compat, native) => {
    await expectSameAsNative(origin, compat, native);
  }, 60_000);

  it('redirects an unknown site to fallback_icon_url, and serves formats=ico as ICO', async () => {
    const redirect = await origin.request('/icon?url=unknown-brand.io&size=32&fallback_icon_url=https://cdn.example.com/icon.png', { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, 'https://cdn.example.com/icon.png']);
    const ico = await origin.request('/icon?url=acme.com&size=16..48..64&formats=ico');
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect((await sharp((await bytesOf(ico)).subarray(22)).metadata()).width).toBe(48);
  });

  it('lists the stored icons in /allicons.json, none for an unknown site', async () => {
    const listed = (await (await origin.request('/allicons.json?url=acme.com')).json()) as { url: string; icons: { url: string }[] };
    expect(listed.url).toBe('https://acme.com');
    expect(listed.icons.map((icon) => new URL(icon.url).pathname + new URL(icon.url).search).sort()).toEqual([
      '/v1/acme.com?variant=icon&theme=light&format=png',
      '/v1/acme.com?variant=logo&theme=light&format=png',
    ]);
    expect(await (await origin.request('/allicons.json?url=unknown-brand.io')).json()).toEqual({ url: 'https://unknown-brand.io', icons: [] });
  });

  it('names PUBLIC_URL in /allicons.json whatever Host the request names', async () => {
    for (const host of ['evil.example', 'other.test', 'localhost:8080']) {
      const listed = (await (await origin.request(`http://${host}/allicons.json?url=acme.com`)).json()) as { icons: { url: string }[] };
      expect([host, listed.icons.map((icon) => new URL(icon.url).origin)]).toEqual([host, ['http://localhost', 'http://localhost']]);
    }
  });

  it.each([
    ['/icon?size=32', 'url'],
    ['/icon?url=acme.com', 'size'],
    ['/icon?url=acme.com&size=64..32..16', 'size'],
    ['/icon?url=acme.com&size=32&formats=gif', 'formats'],
    ['/icon?url=acme.com&size=32&formats=bmp', 'formats'],
    ['/icon?url=acme.com&size=32&fallback_icon_color=red', 'fallback_icon_color'],
    ['/icon?url=acme.com&size=32&fallback_icon_url=http://127.0.0.1/x.png', 'fallback_icon_url'],
  ])('refuses %s naming %s', (compat, parameter) => expectRefused(origin, compat, parameter));
});

describe("unavatar's domain form", () => {
  it.each([
    ['/unavatar/acme.com', '/v1/acme.com?variant=icon&format=png&size=128&fallback=monogram'],
    ['/unavatar/clearbit/acme.com', '/v1/acme.com?variant=icon&format=png&size=128&fallback=monogram'],
    ['/unavatar/google/acme.com', '/v1/acme.com?variant=icon&format=png&size=128&fallback=monogram'],
    ['/unavatar/unknown-brand.io?fallback=false', '/v1/unknown-brand.io?variant=icon&format=png&size=128&fallback=404'],
    ['http://icons.test/acme.com', '/v1/acme.com?variant=icon&format=png&size=128&fallback=monogram'],
    // On unavatar's host, /clearbit/<domain> is unavatar's provider (a placeholder when unknown), not Clearbit's 404.
    ['http://icons.test/clearbit/unknown-brand.io', '/v1/unknown-brand.io?variant=icon&format=png&size=128&fallback=monogram'],
  ])('%s answers as %s', async (compat, native) => {
    await expectSameAsNative(origin, compat, native);
  }, 60_000);

  it('redirects to a fallback URL and refuses one that leads to this machine', async () => {
    const redirect = await origin.request('/unavatar/unknown-brand.io?fallback=https://cdn.example.com/a.png', { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, 'https://cdn.example.com/a.png']);
    await expectRefused(origin, '/unavatar/acme.com?fallback=https://localhost/a.png', 'fallback');
  });
});
