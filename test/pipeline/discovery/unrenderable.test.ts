// A discovered SVG must draw within the render deadline at the largest size a request may ask. One too costly for that
// is stored as the largest raster of it that draws in time (larger answers enlarge it and say so); one that draws at
// none of the sizes is not stored, so no request ever tries it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryError } from '../../../pipeline/discovery/errors.ts';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { servableBy } from '../../../pipeline/discovery/servable.ts';
import { createRenderPool, type RenderPool } from '../../../pipeline/render/pool.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { blurredLayers, crossingTriangles } from '../../helpers/hostile-svg.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const CIRCLE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#0a7"/></svg>';

let fake: FakeWeb;
let origin: TestOrigin;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeWeb();
  // The default deadline: the blurred mark needs several times it at 2048 px even on a quiet machine, and a fraction of
  // it at 512 px on a busy one.
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake), resolver: testResolver() });
  const page = (logo: string) => ({ body: `<!doctype html><html><head><meta charset="utf-8"><title>Map</title><link rel="icon" href="${logo}" type="image/svg+xml" sizes="any"></head><body><header><a href="/">Home</a></header></body></html>` });
  fake.on('costlylogo-test.com', '/', page('/assets/logo.svg'));
  fake.on('costlylogo-test.com', '/assets/logo.svg', { body: blurredLayers(16), type: 'image/svg+xml' });
  fake.on('fastlogo-test.com', '/', page('/logo.svg'));
  fake.on('fastlogo-test.com', '/logo.svg', { body: CIRCLE, type: 'image/svg+xml' });
  server = await listen(origin.app, 0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await server.close();
  await origin.cleanup();
  await fake.close();
});

const get = (path: string) => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(30_000) });

describe('discovery and the render deadline', () => {
  it('stores a vector too costly to draw at 2048 px as the largest raster of it that draws in time', async () => {
    const run = await origin.deps.discoverer.run('costlylogo-test.com');
    const report = run.candidates.find((c) => c.url.endsWith('/assets/logo.svg'))!;
    expect(report).toMatchObject({ verdict: 'accepted', format: 'svg' });
    expect([512, 1024]).toContain(report.drawnAt);
    expect(run.storeOutcome).toMatchObject({ stored: true, asset: { format: 'png', width: report.drawnAt, height: report.drawnAt } });

    const brand = (await (await get('/v1/brand/costlylogo-test.com')).json()) as { logos: { variant: string; format: string; nativeSize: number | null }[] };
    expect(brand.logos).toEqual([expect.objectContaining({ variant: 'icon', format: 'png', nativeSize: report.drawnAt })]);

    // Asked at 1024 px (512 at twice the density): enlarged twice from a 512 px raster, drawn as is from a 1024 px one.
    const large = await get('/v1/costlylogo-test.com?size=512&retina=true&format=png');
    expect(large.status).toBe(200);
    expect(large.headers.get('x-logo-source')).not.toBe('monogram');
    expect(large.headers.get('x-logo-upscaled')).toBe(report.drawnAt === 512 ? '2' : null);
    const { data, info } = await sharp(Buffer.from(await large.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1024]);
    // The unblurred square in the middle keeps its colour through the raster and the enlargement.
    const middle = (512 * 1024 + 512) * 4;
    expect([...data.subarray(middle, middle + 4)]).toEqual([0x2d, 0x33, 0x35, 255]);

    const native = await get(`/v1/costlylogo-test.com?size=${report.drawnAt}&format=png`);
    expect(native.status).toBe(200);
    expect(native.headers.has('x-logo-upscaled')).toBe(false);
  }, 90_000);

  it('stores an SVG that draws at full size as the SVG', async () => {
    const run = await origin.deps.discoverer.run('fastlogo-test.com');
    expect(run.candidates.find((c) => c.url.endsWith('/logo.svg'))?.drawnAt).toBeUndefined();
    expect(run.storeOutcome).toMatchObject({ stored: true, asset: { format: 'svg' } });
  }, 60_000);
});

describe('servableBy', () => {
  let pool: RenderPool;
  afterAll(() => pool?.close());

  it('refuses a vector that draws at none of the sizes within the deadline, naming the sizes and the deadline', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 100, queueMax: 4, failureTtlMs: 60_000 });
    // Decoded without the pool (its 128 px sample would miss this deadline too); then every size misses it.
    const image = await decodeImage(Buffer.from(crossingTriangles(1000)), 40_000_000);
    const refused = await servableBy(pool.render)(image).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscoveryError);
    expect(refused).toMatchObject({ code: 'UNRENDERABLE', message: expect.stringMatching(/could not be rendered at 2048, 1024 or 512 px: .*100 ms deadline/) });
  }, 60_000);

  it('does not store a smaller raster of a vector because the render processes could not take it', async () => {
    const closed = createRenderPool({ processes: 1, deadlineMs: 10_000, queueMax: 4, failureTtlMs: 60_000 });
    closed.close();
    const image = await decodeImage(Buffer.from(CIRCLE), 40_000_000);
    const refused = await servableBy(closed.render)(image).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'UNRENDERABLE', message: 'the logo could not be rendered at 2048 px: the render pool is closed' });
  });
});
