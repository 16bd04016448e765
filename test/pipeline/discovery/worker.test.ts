import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../../pipeline/build/build.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake, { DISCOVERY_FAILURE_COOLDOWN_S: '600' }), resolver: testResolver() });
  fake.on('worker-test.com', '/', { body: '<html><head><link rel="apple-touch-icon" href="/apple-touch-icon.png"></head></html>' });
  fake.on('worker-test.com', '/apple-touch-icon.png', { body: await markPng('#0a7d32', 180), type: 'image/png' });
});
afterAll(async () => {
  origin.cleanup();
  await fake.close();
});

describe('discovery worker', () => {
  it('turns a monogram into the discovered logo once the worker has run, and the build includes it', async () => {
    const before = await origin.request('/v1/worker-test.com?format=png&size=64');
    expect(before.headers.get('x-logo-source')).toBe('monogram');
    await origin.deps.discoveryIntake.flush();
    expect(await origin.deps.discoveryQueue.get('worker-test.com')).toMatchObject({ status: 'pending' });

    expect(await origin.deps.discoveryWorker.drain()).toBe(1);

    const after = await origin.request('/v1/worker-test.com?format=png&size=64');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-logo-source')).not.toBe('monogram');
    expect(await origin.deps.discoveryQueue.get('worker-test.com')).toMatchObject({ status: 'found', attempts: 1, lastResult: { best: { provider: 'website', kind: 'apple-touch-icon' } } });

    const brand = (await (await origin.request('/v1/brand/worker-test.com')).json()) as { logos: { provenance: Record<string, unknown> }[] };
    expect(brand.logos[0]!.provenance).toMatchObject({
      source: 'discovery',
      provider: 'website',
      url: `http://worker-test.com:${fake.port}/apple-touch-icon.png`,
      score: expect.any(Number),
      discoveredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const target = createFolderStorage({ root: tempDataDir() });
    const summary = await runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target }, { formats: ['png'], sizes: [64], concurrency: 2, dryRun: false });
    expect(summary.failed).toBe(0);
    expect(await target.head('v1/worker-test.com/icon/light/64.png')).toBeDefined();
  });

  it('records a failure and leaves the domain alone for its cooldown', async () => {
    await origin.request('/v1/unreachable.org');
    await origin.deps.discoveryIntake.flush();
    expect(await origin.deps.discoveryWorker.drain()).toBe(1);
    const row = (await origin.deps.discoveryQueue.get('unreachable.org'))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toBe('website: DNS_FAILED');
    expect(new Date(row.nextAttemptAt).getTime() - Date.now()).toBeGreaterThan(590_000);
    expect(await origin.deps.discoveryWorker.drain()).toBe(0);
    expect((await origin.request('/v1/unreachable.org')).headers.get('x-logo-source')).toBe('monogram');
  });
});
