import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { buildJobs, runBuild } from '../../pipeline/build/build.ts';
import { assetKey, domainManifestKey } from '../../pipeline/build/keys.ts';
import { readDomainManifest, writeManifest } from '../../pipeline/build/manifest.ts';
import type { Theme } from '../../catalog/types.ts';
import type { OutputFormat } from '../../pipeline/formats.ts';
import { bodyOf, meanDrawnColour } from '../helpers/images.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';
import { startS3Server, type S3Server } from '../helpers/s3-server.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

// An object as `logos build` records it: written, then listed in the domain manifest with the plan that made it.
async function putBuilt(origin: TestOrigin, theme: Theme, format: OutputFormat, pixels: number, body: Buffer): Promise<void> {
  const key = assetKey('acme.com', 'icon', theme, format, pixels);
  const job = buildJobs(origin.deps.catalog, 'acme.com', { formats: [format], sizes: [pixels] }).find((one) => one.key === key)!;
  await origin.deps.assetStore.put(key, body, { contentType: `image/${format}` });
  const manifest = (await readDomainManifest(origin.deps.assetStore, 'acme.com')) ?? { domain: 'acme.com', built: new Date().toISOString(), renderer: 'test', objects: {} };
  manifest.objects[key] = { hash: createHash('sha256').update(body).digest('hex'), build: job.plan.etag, bytes: body.length, contentType: `image/${format}` };
  await writeManifest(origin.deps.assetStore, domainManifestKey('acme.com'), manifest);
}

describe('the origin in front of prebuilt objects', () => {
  let origin: TestOrigin;
  // Marker images no render of the source could produce prove the bytes came from the store. Written before the first
  // request, as a build finishes before the origin reads its manifest (read again at most every 30 s).
  let marker: Buffer;
  let darkMarker: Buffer;
  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false });
    await addBrand(origin, 'acme.com', { icon: MARK('#112233') });
    marker = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#FF00FF' } }).webp().toBuffer();
    await putBuilt(origin, 'light', 'webp', 64, marker);
    darkMarker = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00FFFF' } }).png().toBuffer();
    await putBuilt(origin, 'dark', 'png', 32, darkMarker);
  });
  afterAll(() => origin.cleanup());

  it('serves the prebuilt object for a request as is, without rendering', async () => {
    const response = await origin.request('/v1/acme.com?size=64');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await bodyOf(response)).equals(marker)).toBe(true);
    const retina = await origin.request('/v1/acme.com?size=32&retina=true');
    expect((await bodyOf(retina)).equals(marker)).toBe(true);
  });

  it('answers the public asset path with the same object a CDN would serve', async () => {
    const response = await origin.request('/v1/acme.com/icon/dark/32.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await bodyOf(response)).equals(darkMarker)).toBe(true);
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

  it('renders what the build did not make from this source: an object nobody listed, or one listed for another', async () => {
    const unlisted = await sharp({ create: { width: 128, height: 128, channels: 3, background: '#FF00FF' } }).png().toBuffer();
    await origin.deps.assetStore.put(assetKey('acme.com', 'icon', 'light', 'png', 128), unlisted, { contentType: 'image/png' });
    const response = await origin.request('/v1/acme.com?size=128&format=png');
    expect(response.headers.get('x-logo-source')).toBe('rendered');
    expect((await bodyOf(response)).equals(unlisted)).toBe(false);
  });

  it('renders on demand when no object was built for the request', async () => {
    const response = await origin.request('/v1/acme.com?size=48&format=png');
    expect(response.headers.get('x-logo-source')).toBe('rendered');
    expect((await sharp(await bodyOf(response)).metadata()).width).toBe(48);
  });
});

describe('a logo changed after the build', () => {
  let origin: TestOrigin;
  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false });
    await addBrand(origin, 'acme.com', { icon: MARK('#D62828') });
  });
  afterAll(() => origin.cleanup());
  const build = () => runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target: origin.deps.assetStore }, { formats: ['png'], sizes: [64], concurrency: 2, dryRun: false });

  it('is answered as it is now, not with the old build under the new ETag', async () => {
    await build();
    const before = await origin.request('/v1/acme.com?size=64&format=png');
    expect(before.headers.get('x-logo-source')).toBe('prebuilt');
    expect((await meanDrawnColour(await bodyOf(before))).r).toBeGreaterThan(150);

    // A discovery or a seed import replaces the brand's icon: a blue one now. The build's object stays until the next
    // build (the static path serves it as a CDN would); the origin renders the new one.
    await addBrand(origin, 'acme.com', { icon: MARK('#1D4ED8') });
    expect(await origin.deps.assetStore.head(assetKey('acme.com', 'icon', 'light', 'png', 64))).toBeDefined();
    const changed = await origin.request('/v1/acme.com?size=64&format=png');
    expect(changed.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(changed.headers.get('x-logo-source')).toBe('rendered');
    const colour = await meanDrawnColour(await bodyOf(changed));
    expect(colour.b).toBeGreaterThan(colour.r + 100);
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
