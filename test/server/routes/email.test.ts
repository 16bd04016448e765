// Logos from email addresses through a listening origin on 127.0.0.1: a company address answers its company's logo, a
// personal address its Gravatar (a local stand-in for Gravatar), else the fallback, never the mail provider's logo.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { startFakeWeb, type FakeWeb } from '../../helpers/fake-web.ts';
import { bodyOf, MAGIC, meanDrawnColour, pixelsOf } from '../../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK } from '../../helpers/small-catalog.ts';

const STRIPE = '#635BFF';
const GMAIL = '#EA4335';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Gravatar's behaviour as documented: /avatar/<sha256>, s= the size, d=404 answers 404 for an address with no avatar.
const AVATARS: Record<string, { colour: string; type: string }> = {
  [sha256('jane.doe@gmail.com')]: { colour: '#1E88E5', type: 'image/jpeg' },
  // A real CDN answer with a generic type: the bytes, not the header, say what it is.
  [sha256('sam@outlook.com')]: { colour: '#43A047', type: 'application/octet-stream' },
};

let gravatar: FakeWeb;
let origin: TestOrigin;
let server: RunningServer;
const asked: URL[] = [];

async function avatarHandler(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://gravatar.test');
  asked.push(url);
  const hash = url.pathname.split('/').pop() ?? '';
  if (hash === sha256('slow@gmail.com')) return; // never answers: the origin's deadline must end the wait
  if (hash === sha256('broken@gmail.com')) return void response.writeHead(200, { 'content-type': 'image/png' }).end('<html>maintenance</html>');
  const avatar = AVATARS[hash];
  if (!avatar || url.searchParams.get('d') !== '404') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  const size = Number(url.searchParams.get('s') ?? 80);
  const body = await sharp({ create: { width: size, height: size, channels: 3, background: avatar.colour } }).jpeg({ quality: 90 }).toBuffer();
  response.writeHead(200, { 'content-type': avatar.type, 'cache-control': 'max-age=300' }).end(body);
}

beforeAll(async () => {
  gravatar = await startFakeWeb();
  origin = await createTestOrigin({
    seed: false,
    env: { GRAVATAR: 'on', GRAVATAR_BASE_URL: gravatar.origin, GRAVATAR_TIMEOUT_MS: '400', DISCOVERY_ALLOW: `127.0.0.1:${gravatar.port}` },
  });
  await addBrand(origin, 'stripe.com', { icon: MARK(STRIPE) });
  // The mail provider has a logo of its own, which a person's address must never answer.
  await addBrand(origin, 'gmail.com', { icon: MARK(GMAIL) });
  server = await listen(origin.app, 0, '127.0.0.1', origin.fastPath);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await origin?.cleanup();
  await gravatar?.close();
});

// The fake registers per exact path; every avatar path goes to one handler instead.
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe('GET /v1/email/:address', () => {
  beforeAll(() => {
    for (const hash of [...Object.keys(AVATARS), sha256('slow@gmail.com'), sha256('broken@gmail.com'), sha256('bob@gmail.com'), sha256('nobody@outlook.com')]) {
      for (const size of [32, 64, 128, 256, 512]) gravatar.on('*', `/avatar/${hash}?s=${size}&d=404`, avatarHandler);
    }
  });

  it.each([
    ['/v1/email/jane@stripe.com?format=png&size=64'],
    ['/v1/email/Jane.Doe%40Stripe.com?format=png&size=64'],
    ['/v1/jane@stripe.com?format=png&size=64'],
  ])('answers %s with the company\'s logo, as GET /v1/stripe.com does', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-domain')).toBe('stripe.com');
    expect(response.headers.get('x-logo-source')).toMatch(/^(stored|rendered)$/);
    expect(response.headers.get('content-type')).toBe('image/png');
    const body = await bodyOf(response);
    expect(await pixelsOf(body)).toMatchObject({ width: 64, height: 64 });
    expect(await meanDrawnColour(body)).toMatchObject({ r: expect.closeTo(0x63, -1.5), g: expect.closeTo(0x5b, -1.5), b: expect.closeTo(0xff, -1.5) });
    const direct = await get('/v1/stripe.com?format=png&size=64');
    expect(response.headers.get('etag')).toBe(direct.headers.get('etag'));
  });

  it('answers a personal address with its Gravatar, asked by the SHA-256 of the trimmed lower-cased address', async () => {
    const response = await get(`/v1/email/${encodeURIComponent(' Jane.Doe@GMAIL.com ')}?format=png&size=64`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).toBe('gravatar');
    expect(response.headers.get('x-logo-domain')).toBeNull();
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = await bodyOf(response);
    expect(MAGIC.png!(body)).toBe(true);
    expect(await pixelsOf(body)).toMatchObject({ width: 64, height: 64 });
    expect(await meanDrawnColour(body)).toMatchObject({ r: expect.closeTo(0x1e, -1.5), g: expect.closeTo(0x88, -1.5), b: expect.closeTo(0xe5, -1.5) });
    const last = asked.at(-1)!;
    expect(last.pathname).toBe(`/avatar/${sha256('jane.doe@gmail.com')}`);
    expect(Object.fromEntries(last.searchParams)).toEqual({ s: '64', d: '404' });
  });

  it('serves each size and format from the avatar, whatever type Gravatar\'s answer declared', async () => {
    for (const [query, format, width] of [['size=32&retina=1&format=webp', 'webp', 64], ['size=256&format=avif', 'avif', 256], ['size=128&format=jpg', 'jpg', 128]] as const) {
      const response = await get(`/v1/email/sam@outlook.com?${query}`);
      expect(response.headers.get('x-logo-source')).toBe('gravatar');
      const body = await bodyOf(response);
      expect(MAGIC[format]!(body), format).toBe(true);
      expect(await pixelsOf(body)).toMatchObject({ width, height: width });
      expect((await meanDrawnColour(body)).g).toBeGreaterThan(120);
    }
    const svg = await get('/v1/email/sam@outlook.com?format=svg&size=64');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain('img-src data:');
    expect(await bodyOf(svg).then((body) => body.toString())).toContain('data:image/png;base64,');
  });

  it('asks Gravatar once for a repeated request, and answers a matching If-None-Match with 304', async () => {
    const path = '/v1/email/jane.doe@gmail.com?format=webp&size=128';
    const first = await get(path);
    const asks = asked.length;
    const again = await get(path);
    expect(again.status).toBe(200);
    expect(await bodyOf(again)).toEqual(await bodyOf(first));
    const revalidated = await get(path, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('x-logo-source')).toBe('gravatar');
    // As every logo's 304: the cache keeps the 200's X-Logo-Source.
    expect(revalidated.headers.get('x-logo-source')).toBeNull();
    expect(asked.length).toBe(asks);
  });

  it.each([
    ['/v1/email/bob@gmail.com?format=png&size=64', 'bob@gmail.com'],
    ['/v1/bob@gmail.com?format=png&size=64', 'bob@gmail.com'],
    ['/v1/email/nobody@outlook.com?format=png&size=64', 'nobody@outlook.com'],
  ])('answers %s, which has no Gravatar, with a monogram and never the provider\'s logo', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-source')).toBe('monogram');
    expect(response.headers.get('x-logo-domain')).toBeNull();
    const colour = await meanDrawnColour(await bodyOf(response));
    // Gmail's mark is red; a monogram is one of the palette's dark tiles with a white letter.
    expect(Math.abs(colour.r - 0xea) + Math.abs(colour.g - 0x43) + Math.abs(colour.b - 0x35)).toBeGreaterThan(60);
  });

  it('draws the first letter of the address on the placeholder, as SVG when no format was named', async () => {
    const response = await get('/v1/email/bob@gmail.com');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect((await bodyOf(response)).toString()).toMatch(/>B<\/text>/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404 LOGO_NOT_FOUND with fallback=404 for a personal address without a Gravatar', async () => {
    const response = await get('/v1/email/bob@gmail.com?fallback=404');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'LOGO_NOT_FOUND', message: expect.stringContaining('no Gravatar') });
  });

  it('answers the fallback within its deadline when Gravatar does not answer or answers no image', async () => {
    const started = Date.now();
    const slow = await get('/v1/email/slow@gmail.com?format=png&size=64');
    expect(slow.headers.get('x-logo-source')).toBe('monogram');
    expect(Date.now() - started).toBeLessThan(5000);
    const broken = await get('/v1/email/broken@gmail.com?format=png&size=64');
    expect(broken.status).toBe(200);
    expect(broken.headers.get('x-logo-source')).toBe('monogram');
    expect(origin.logs.some((line) => line.includes('gravatar unreachable'))).toBe(true);
  });

  it.each([
    ['/v1/email/not-an-address', 'address', 'no "@"'],
    ['/v1/email/%40stripe.com', 'address', 'nothing before'],
    ['/v1/email/jane%00@gmail.com', 'address', 'control characters'],
    ['/v1/email/jane%20doe@gmail.com', 'address', 'characters an address cannot have'],
    ['/v1/email/jane@localhost', 'address', 'not a public hostname'],
    ['/v1/email/jane@127.0.0.1', 'address', 'not a public hostname'],
    [`/v1/email/${'j'.repeat(250)}@gmail.com`, 'address', 'longer than 254'],
    [`/v1/email/${'j'.repeat(65)}@gmail.com`, 'address', 'longer than 64'],
    ['/v1/jane%20doe@gmail.com', 'domain', 'characters an address cannot have'],
  ])('answers %s with 400 INVALID_EMAIL naming %s', async (path, name, why) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('INVALID_EMAIL');
    expect(body.message).toMatch(new RegExp(`^${name} must be an email address`));
    expect(body.message).toContain(why);
  });

  it('answers a bad query parameter as every logo route does', async () => {
    const response = await get('/v1/email/jane@stripe.com?size=9000');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringMatching(/^size must be/) });
  });
});

describe('GET /v1/brand/:domain with an address', () => {
  it('answers the company of a company address', async () => {
    const response = await get('/v1/brand/jane@stripe.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ domain: 'stripe.com' });
  });

  it('answers BRAND_NOT_FOUND for a personal address, never the mail provider', async () => {
    const response = await get('/v1/brand/jane.doe@gmail.com');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'BRAND_NOT_FOUND', message: expect.stringContaining('personal address') });
  });
});
