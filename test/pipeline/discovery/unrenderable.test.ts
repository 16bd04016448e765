// Issue 13, finding 5: a discovered SVG that scores well but cannot be drawn at full size within the render deadline
// is not stored, so no request ever tries it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoverer } from '../../../pipeline/discovery/discoverer.ts';
import { loadModel } from '../../../pipeline/discovery/scoring/model.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { crossingTriangles } from '../../helpers/hostile-svg.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({ seed: false, env: { ...fakeDiscoveryEnv(fake), RENDER_DEADLINE_MS: '5000' }, resolver: testResolver() });
  const page = (logo: string) => ({ body: `<!doctype html><html><head><link rel="icon" href="${logo}" type="image/svg+xml"></head><body></body></html>` });
  // Draws its 128 px sample well within the deadline even on a busy machine, but needs several times the deadline at
  // 2048 px even on a quiet one; the deadline is wide so that the plain circle renders on a busy machine too.
  fake.on('slowlogo-test.com', '/', page('/logo.svg'));
  fake.on('slowlogo-test.com', '/logo.svg', { body: crossingTriangles(1000), type: 'image/svg+xml' });
  fake.on('fastlogo-test.com', '/', page('/logo.svg'));
  fake.on('fastlogo-test.com', '/logo.svg', { body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#0a7"/></svg>', type: 'image/svg+xml' });
});
afterAll(async () => {
  origin.cleanup();
  await fake.close();
});

describe('discovery and the render deadline', () => {
  // The scorer is made to accept everything, so the only thing standing between the file and storage is the render.
  const discoverer = () =>
    createDiscoverer({
      settings: origin.config.discovery,
      catalog: origin.deps.catalog,
      storage: origin.deps.storage,
      resolver: testResolver(),
      model: { file: loadModel().file, score: () => 0.99 },
      render: origin.deps.renderPool.render,
    });

  it('does not store an SVG it cannot render at the largest size within the deadline', async () => {
    const run = await discoverer().run('slowlogo-test.com');
    expect(run.candidates.find((c) => c.url.endsWith('/logo.svg'))).toMatchObject({ score: 0.99, verdict: 'error', error: { code: 'UNRENDERABLE' } });
    expect(run.best).toBeUndefined();
    expect(run.storeOutcome).toMatchObject({ stored: false, reason: expect.stringMatching(/could not be rendered at 2048 px: .*deadline/) });
    expect(origin.deps.catalog.assetsOf('slowlogo-test.com')).toEqual([]);
  }, 60_000);

  it('stores an SVG that renders', async () => {
    const run = await discoverer().run('fastlogo-test.com');
    expect(run.storeOutcome).toMatchObject({ stored: true });
  }, 60_000);
});
