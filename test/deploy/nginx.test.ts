import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/build/build.ts';
import { listen, type RunningServer } from '../../server/listen.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { NGINX, requireBinaryOrSkip } from '../helpers/system-binary.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

const BUILD_POLICY = 'public, max-age=86400, s-maxage=604800';
const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(10_000) });
const pixelsOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

const skip = !requireBinaryOrSkip('test/deploy/nginx.test.ts', NGINX);

describe.skipIf(skip)('the nginx CDN configuration in front of a running origin', () => {
  let origin: TestOrigin;
  let server: RunningServer;
  let nginx: Nginx;
  let key: string;
  const reachedOrigin: string[] = [];

  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false, env: { TRUST_PROXY: '1', TRUSTED_ORIGINS: 'app.example.com' } });
    // Through the proxy nothing is "local": callers show a key or a trusted page, as internet clients do.
    ({ key } = await origin.deps.accounts.createKey((await origin.deps.accounts.createAccount('ops@example.com', 'pro')).id, 'cdn-test'));
    await addBrand(origin, 'acme.com', { icon: MARK('#1F6FEB') });
    const summary = await runBuild(
      { catalog: origin.deps.catalog, sources: origin.deps.storage, target: origin.deps.assetStore },
      { formats: ['webp', 'png', 'svg'], sizes: [64], concurrency: 2, dryRun: false },
    );
    expect(summary.failed).toBe(0);
    const app = origin.app;
    const counting = {
      fetch(request: Request, env: unknown) {
        reachedOrigin.push(new URL(request.url).pathname + new URL(request.url).search);
        return app.fetch(request, env);
      },
    };
    server = await listen(counting as never, 0, '127.0.0.1');
    nginx = await startNginx({ origin: `127.0.0.1:${server.port}`, assets: origin.config.assetStore });
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    origin?.cleanup();
  });

  it('serves a built object itself, with its type and the build caching policy, without asking the origin', async () => {
    reachedOrigin.length = 0;
    const response = await get(`${nginx.url}/v1/acme.com/icon/light/64.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(BUILD_POLICY);
    expect(response.headers.get('x-cache')).toBe('HIT');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect(await pixelsOf(response)).toBe(64);
    const vector = await get(`${nginx.url}/v1/acme.com/icon/dark/vector.svg`);
    expect(vector.headers.get('content-type')).toBe('image/svg+xml');
    expect(vector.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(reachedOrigin).toEqual([]);
  });

  it('forwards an asset that was not built to the origin, which renders it', async () => {
    reachedOrigin.length = 0;
    const response = await get(`${nginx.url}/v1/acme.com/icon/light/48.png`, { headers: { referer: 'https://app.example.com/crm' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBeNull();
    expect(response.headers.get('x-logo-source')).toBe('rendered');
    expect(await pixelsOf(response)).toBe(48);
    expect(reachedOrigin).toEqual(['/v1/acme.com/icon/light/48.png']);
  });

  it('forwards an asset URL with a query or a key, and every other path, to the origin', async () => {
    reachedOrigin.length = 0;
    await (await get(`${nginx.url}/v1/acme.com/icon/light/64.webp?greyscale=true`, { headers: { origin: 'https://app.example.com' } })).arrayBuffer();
    await (await get(`${nginx.url}/v1/acme.com/icon/light/64.webp`, { headers: { authorization: `Bearer ${key}` } })).arrayBuffer();
    const search = await get(`${nginx.url}/v1/search?q=acme`, { headers: { authorization: `Bearer ${key}` } });
    expect(search.status).toBe(200);
    expect(((await search.json()) as Array<{ domain: string }>)[0]?.domain).toBe('acme.com');
    expect(reachedOrigin).toEqual(['/v1/acme.com/icon/light/64.webp?greyscale=true', '/v1/acme.com/icon/light/64.webp', '/v1/search?q=acme']);
  });

  it('does not let a key-less internet request in as local, although nginx connects from this machine', async () => {
    const response = await get(`${nginx.url}/v1/acme.com?format=png`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it("passes the origin's own Cache-Control through, on images and on errors", async () => {
    const monogram = await get(`${nginx.url}/v1/not-built.example/icon/light/64.png`, { headers: { origin: 'https://app.example.com' } });
    expect(monogram.headers.get('x-logo-source')).toBe('monogram');
    expect(monogram.headers.get('cache-control')).toBe('public, max-age=3600');
    await monogram.arrayBuffer();
    const invalid = await get(`${nginx.url}/v1/acme.com?size=abc`, { headers: { origin: 'https://app.example.com' } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toBe('no-store');
    expect(((await invalid.json()) as { code: string }).code).toBe('INVALID_PARAMETER');
  });
});

describe.skipIf(skip)('the Cache-Control rule of the nginx CDN configuration', () => {
  let upstream: Server;
  let nginx: Nginx;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#000' } }).png().toBuffer();
    // An upstream that answers the cases the origin never produces, each by path (none a canonical /v1/<domain>).
    upstream = createServer((request, response) => {
      const cases: Record<string, [number, Record<string, string>, Buffer | string]> = {
        '/health': [200, { 'content-type': 'application/json' }, '{}'],
        '/v1/files/plain.png': [200, { 'content-type': 'image/png' }, png],
        '/v1/files/own-policy.png': [200, { 'content-type': 'image/png', 'cache-control': 'no-store' }, png],
        '/v1/text': [200, { 'content-type': 'text/plain' }, 'not an image'],
        '/v1/files/gone.png': [404, { 'content-type': 'image/png' }, png],
      };
      const [status, headers, body] = cases[request.url ?? ''] ?? [500, {}, ''];
      response.writeHead(status, headers).end(body);
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    nginx = await startNginx({ origin: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, assets: '/nonexistent' });
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((done) => upstream?.close(done));
  });

  it('adds the build policy to a successful image only when the upstream sent none', async () => {
    const headerOf = async (path: string) => {
      const response = await get(`${nginx.url}${path}`);
      await response.arrayBuffer();
      return [response.status, response.headers.get('cache-control')];
    };
    expect(await headerOf('/v1/files/plain.png')).toEqual([200, BUILD_POLICY]);
    expect(await headerOf('/v1/files/own-policy.png')).toEqual([200, 'no-store']);
    expect(await headerOf('/v1/text')).toEqual([200, null]);
    expect(await headerOf('/v1/files/gone.png')).toEqual([404, null]);
  });
});
