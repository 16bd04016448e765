import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../pipeline/build/build.ts';
import { assetKey } from '../../pipeline/build/keys.ts';
import { bodyOf } from '../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { startS3Server, type S3Server } from '../helpers/s3-server.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

describe('the origin in front of prebuilt objects', () => {
  let origin: TestOrigin;
  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false });
    await addBrand(origin, 'acme.com', { icon: MARK('#112233') });
  });
  afterAll(() => origin.cleanup());

  it('serves the prebuilt object for a request as is, without rendering', async () => {
    // A marker image no render of the source could produce proves the bytes came from the store.
    const marker = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#FF00FF' } }).webp().toBuffer();
    await origin.deps.assetStore.put(assetKey('acme.com', 'icon', 'light', 'webp', 64), marker, { contentType: 'image/webp' });
    const response = await origin.request('/v1/acme.com?size=64');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await bodyOf(response)).equals(marker)).toBe(true);
    const retina = await origin.request('/v1/acme.com?size=32&retina=true');
    expect((await bodyOf(retina)).equals(marker)).toBe(true);
  });

  it('answers the public asset path with the same object a CDN would serve', async () => {
    const marker = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00FFFF' } }).png().toBuffer();
    await origin.deps.assetStore.put(assetKey('acme.com', 'icon', 'dark', 'png', 32), marker, { contentType: 'image/png' });
    const response = await origin.request('/v1/acme.com/icon/dark/32.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await bodyOf(response)).equals(marker)).toBe(true);
  });

  it('renders an asset path that was never built, at the size and format the path names', async () => {
    const raster = await origin.request('/v1/acme.com/logo/light/40.jpg');
    expect(raster.status).toBe(200);
    expect(raster.headers.get('content-type')).toBe('image/jpeg');
    expect(raster.headers.get('x-logo-variant')).toBe('icon');
    expect((await sharp(await bodyOf(raster)).metadata()).width).toBe(40);
    const vector = await origin.request('/v1/acme.com/icon/light/vector.svg');
    expect(vector.headers.get('content-type')).toBe('image/svg+xml');
    const unknown = await origin.request('/v1/unknown-brand.com/icon/light/64.png');
    expect(unknown.headers.get('x-logo-source')).toBe('monogram');
  });

  it('answers the key a build writes for the largest size at retina, the most pixels it builds', async () => {
    const response = await origin.request('/v1/acme.com/icon/light/2048.png');
    expect(response.status).toBe(200);
    expect((await sharp(await bodyOf(response)).metadata()).width).toBe(2048);
    const retina = await origin.request('/v1/acme.com?size=1024&retina=true&format=png');
    expect(retina.headers.get('etag')).toBe(response.headers.get('etag'));
  });

  it('refuses an asset path whose file is not <pixels>.<extension> or vector.svg', async () => {
    for (const file of ['128.gif', 'big.png', '8.png', '4096.webp', '2047.png', 'vector.png']) {
      const response = await origin.request(`/v1/acme.com/icon/light/${file}`);
      expect(response.status, file).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_PARAMETER');
    }
  });

  it('renders on demand when no object was built for the request', async () => {
    const response = await origin.request('/v1/acme.com?size=48&format=png');
    expect(response.headers.get('x-logo-source')).toBe('rendered');
    expect((await sharp(await bodyOf(response)).metadata()).width).toBe(48);
  });
});

describe('a build into S3 served by an origin reading ASSET_STORE from S3', () => {
  let server: S3Server;
  let origin: TestOrigin;
  beforeAll(async () => {
    server = await startS3Server();
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    origin = await createTestOrigin({
      seed: false,
      env: { ASSET_STORE: `s3://${server.bucket}/cdn`, S3_ENDPOINT: server.endpoint, S3_FORCE_PATH_STYLE: 'true' },
    });
    await addBrand(origin, 'acme.com', { icon: MARK('#112233') });
  });
  afterAll(async () => {
    origin?.cleanup();
    await server?.stop();
  });

  it('writes the objects to the bucket and the origin serves them from there', async () => {
    const summary = await runBuild(
      { catalog: origin.deps.catalog, sources: origin.deps.storage, target: origin.deps.assetStore },
      { formats: ['webp'], sizes: [64], concurrency: 2, dryRun: false },
    );
    expect(summary).toMatchObject({ rendered: 4, failed: 0 });
    const stored = await origin.deps.assetStore.get('v1/acme.com/icon/light/64.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=86400, s-maxage=604800');
    const response = await origin.request('/v1/acme.com?size=64');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await bodyOf(response)).equals(stored!.body)).toBe(true);
    const listed = await fetch(`${server.endpoint}/${server.bucket}/cdn/v1/manifest.json`);
    expect(listed.status).toBe(200);
  });
});
