// fallback=monogram|404|transparent|<https URL> on every logo route, through a listening origin with its hot path,
// with the gate, rate limit and usage counting in front, and the bad fallbacks each answered 400 naming the parameter.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../pipeline/discovery/net/resolver.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { TWENTY_SECONDS_INTO_A_MINUTE } from '../../helpers/clock.ts';
import { bodyOf, pixelsOf } from '../../helpers/images.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

// Names the fallback URLs use, as DNS would answer them: a CDN, an intranet host, and a name with one public and
// one private address (refused whole).
const ADDRESSES: Record<string, string[]> = {
  'cdn.example.com': ['93.184.215.14'],
  'intranet.example.com': ['10.1.2.3'],
  'split.example.com': ['93.184.215.15', '192.168.1.20'],
};
const resolver: Resolver = async (hostname) => {
  const found = ADDRESSES[hostname];
  if (!found) throw new Error(`no test address for ${hostname}`);
  return found.map((address) => ({ address, family: 4 as const }));
};

// Each route with an input nothing in the seed answers to, and one a brand in the seed does.
const ROUTES = [
  ['domain', '/v1/unknown-brand-xyz.com', '/v1/stripe.com'],
  ['name', '/v1/name/Unknown%20Brand%20Xyz%20GmbH', '/v1/name/Stripe'],
  ['ticker', '/v1/ticker/ZZZZQ', '/v1/ticker/AAPL'],
  ['crypto', '/v1/crypto/ZZZQ', '/v1/crypto/BTC'],
] as const;

const PLACEHOLDER = 'https://cdn.example.com/img/placeholder.png?set=grey';

let origin: TestOrigin;
let server: RunningServer;
let key: string;
let accountId: string;
let tinyKey: string;

const get = (path: string, apiKey = key) =>
  fetch(`${server.url}${path}`, { headers: { 'x-api-key': apiKey, accept: 'image/avif,image/webp,*/*' }, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
const withFallback = (path: string, fallback: string, more = '') => `${path}?fallback=${encodeURIComponent(fallback)}${more}`;

beforeAll(async () => {
  const plansFile = join(tempDataDir(), 'plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { big: { rateLimitPerMinute: 100_000, monthlyQuota: null }, tiny: { rateLimitPerMinute: 3, monthlyQuota: null } }, anonymousRateLimitPerMinute: 100 }));
  origin = await createTestOrigin({ env: { LOCAL_ACCESS: 'false', PLANS_FILE: plansFile }, resolver, now: () => TWENTY_SECONDS_INTO_A_MINUTE });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
  const account = await origin.deps.accounts.createAccount('fallback@example.com', 'big');
  accountId = account.id;
  key = (await origin.deps.accounts.createKey(account.id, 'main')).key;
  tinyKey = (await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('tiny@example.com', 'tiny')).id, 'tiny')).key;
});
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
});

describe('fallback on every logo route', () => {
  it.each(ROUTES)('an unknown %s with fallback=monogram (the default) answers a monogram', async (_route, unknown) => {
    for (const path of [unknown, withFallback(unknown, 'monogram')]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-logo-source')).toBe('monogram');
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it.each(ROUTES)('an unknown %s with fallback=404 answers LOGO_NOT_FOUND', async (_route, unknown) => {
    const response = await get(withFallback(unknown, '404'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'LOGO_NOT_FOUND' });
  });

  it.each(ROUTES)('an unknown %s with fallback=transparent answers a fully transparent PNG of the asked size', async (_route, unknown) => {
    const response = await get(withFallback(unknown, 'transparent', '&format=png&size=48'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).toBe('transparent');
    expect(response.headers.get('content-type')).toBe('image/png');
    const { data, width, height } = await pixelsOf(await bodyOf(response));
    expect({ width, height }).toEqual({ width: 48, height: 48 });
    expect(data.filter((_, index) => index % 4 === 3).every((alpha) => alpha === 0)).toBe(true);
  });

  it.each(ROUTES)('an unknown %s with fallback=transparent keeps the format: WebP retina, AVIF from Accept, SVG when none is named', async (_route, unknown) => {
    const webp = await get(withFallback(unknown, 'transparent', '&format=webp&size=40&retina=true'));
    expect(await sharp(await bodyOf(webp)).metadata()).toMatchObject({ format: 'webp', width: 80, height: 80, hasAlpha: true });
    const auto = await get(withFallback(unknown, 'transparent', '&format=auto&size=32'));
    expect(auto.headers.get('content-type')).toBe('image/avif');
    expect(auto.headers.get('vary')).toContain('Accept');
    const svg = await get(withFallback(unknown, 'transparent'));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('x-logo-source')).toBe('transparent');
    expect((await bodyOf(svg)).toString()).not.toMatch(/<(text|path|rect|circle)/);
  });

  it.each(ROUTES)('an unknown %s with an https fallback URL is redirected there', async (_route, unknown) => {
    const response = await get(withFallback(unknown, PLACEHOLDER));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(PLACEHOLDER);
    expect(response.headers.get('x-logo-source')).toBe('redirect');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  // fallback=404 alone also refuses a nearest variant (logo.test.ts); the others prefer some logo of the brand to none.
  it.each(ROUTES)('a known %s answers its logo whatever other fallback is asked', async (_route, _unknown, known) => {
    for (const fallback of ['monogram', 'transparent', PLACEHOLDER, 'https://intranet.example.com/p.png']) {
      const response = await get(withFallback(known, fallback, '&format=png&size=64'));
      expect(response.status, fallback).toBe(200);
      expect(['stored', 'rendered']).toContain(response.headers.get('x-logo-source'));
      expect(await sharp(await bodyOf(response)).metadata()).toMatchObject({ format: 'png' });
    }
  });

  it('answers a repeated transparent request from memory with the same image', async () => {
    const path = withFallback('/v1/another-unknown-brand.example', 'transparent', '&format=png&size=20');
    const first = await get(path);
    const again = await get(path);
    expect(again.headers.get('x-logo-source')).toBe('transparent');
    expect((await bodyOf(again)).equals(await bodyOf(first))).toBe(true);
  });
});

describe('bad fallback values', () => {
  const BAD = [
    ['an http: URL', 'http://cdn.example.com/placeholder.png', 'https'],
    ['a private address', 'https://10.0.0.5/placeholder.png', 'private'],
    ['a loopback address', 'https://127.0.0.1/placeholder.png', 'private'],
    ['a loopback address written as a number', 'https://2130706433/placeholder.png', 'private'],
    ['an IPv6 loopback address', 'https://[::1]/placeholder.png', 'private'],
    ['a link-local address', 'https://169.254.169.254/latest/meta-data', 'private'],
    ['localhost', 'https://localhost/placeholder.png', 'private'],
    ['a name that resolves to a private address', 'https://intranet.example.com/placeholder.png', '10.1.2.3'],
    ['a name with one private address among its addresses', 'https://split.example.com/placeholder.png', '192.168.1.20'],
    ['a URL over 1024 characters', `https://cdn.example.com/${'a'.repeat(1024)}.png`, '1024'],
    ['credentials in the URL', 'https://user:secret@cdn.example.com/p.png', 'password'],
    ['a word it does not know', 'blank', 'monogram, 404, transparent'],
  ] as const;

  it.each(ROUTES)('an unknown %s refuses each bad fallback with 400 INVALID_PARAMETER naming fallback', async (_route, unknown) => {
    for (const [what, fallback, said] of BAD) {
      const response = await get(withFallback(unknown, fallback));
      expect(response.status, what).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code, what).toBe('INVALID_PARAMETER');
      expect(body.message, what).toContain('fallback');
      expect(body.message, what).toContain(said);
    }
  });

  it.each(ROUTES)('an unknown %s refuses fallback=transparent with format=jpg, which has no transparency', async (_route, unknown) => {
    const response = await get(withFallback(unknown, 'transparent', '&format=jpg'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'INVALID_PARAMETER',
      message: 'fallback=transparent needs a format with transparency (png, webp, avif or svg), got format=jpg',
    });
  });
});

describe('fallback answers and the gate', () => {
  it('counts transparent and redirect answers in the account\'s usage', async () => {
    const before = await origin.deps.usage.monthUsed(accountId);
    for (const [, unknown] of ROUTES) {
      expect((await get(withFallback(unknown, 'transparent', '&format=png&size=24'))).status).toBe(200);
      expect((await get(withFallback(unknown, PLACEHOLDER))).status).toBe(302);
    }
    expect(await origin.deps.usage.monthUsed(accountId)).toBe(before + 2 * ROUTES.length);
  });

  it('rate limits fallback answers like every other: RateLimit-* on each, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    for (const path of [withFallback('/v1/unknown-brand-xyz.com', PLACEHOLDER), withFallback('/v1/ticker/ZZZZQ', 'transparent'), withFallback('/v1/crypto/ZZZQ', PLACEHOLDER)]) {
      const response = await get(path, tinyKey);
      statuses.push(response.status);
      remaining.push(response.headers.get('ratelimit-remaining'));
    }
    expect(statuses).toEqual([302, 200, 302]);
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await get(withFallback('/v1/name/Unknown%20Brand%20Xyz%20GmbH', PLACEHOLDER), tinyKey);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuses a fallback request without credentials before looking at the fallback', async () => {
    const response = await fetch(`${server.url}${withFallback('/v1/unknown-brand-xyz.com', 'https://10.0.0.5/x.png')}`, { redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
