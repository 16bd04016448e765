// A discovery run is held to a CPU budget in its own thread (its heap: run-pool.test.ts): a site whose pages cost more is stopped, the run
// fails with TOO_COSTLY, and the queue waits the longest back-off before trying it again. The origin serving requests
// meanwhile is not held up, and the next run gets a fresh thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const MAX_BACKOFF_S = 7 * 86_400;

let fake: FakeWeb;
let origin: TestOrigin;

beforeAll(async () => {
  fake = await startFakeWeb();
  origin = await createTestOrigin({
    seed: false,
    env: fakeDiscoveryEnv(fake, { DISCOVERY_RUN_CPU_MS: '1500', DISCOVERY_MAX_BYTES: String(16 * 1024 * 1024), DISCOVERY_MAX_BACKOFF_S: String(MAX_BACKOFF_S) }),
    resolver: testResolver(),
  });
  // Linear to read, but long: ten megabytes of links take the reader more than the budget of this origin.
  fake.on('longpage-test.com', '/', { body: `<html><body>${'<a href="/p">x</a>'.repeat(600_000)}</body></html>`, type: 'text/html' });
  fake.on('plain-test.com', '/', { body: '<html><head><link rel="icon" href="/icon.png" sizes="192x192"></head><body></body></html>' });
  fake.on('plain-test.com', '/icon.png', { body: await markPng('#0a7d32', 192), type: 'image/png' });
}, 60_000);
afterAll(async () => {
  await origin.cleanup();
  await fake.close();
});

describe('the bounds of a discovery run', () => {
  it('stops a run past its CPU budget, names why, and finds the next domain with a fresh thread', async () => {
    const stopped = await origin.deps.discoverer.run('longpage-test.com', { store: false });
    expect(stopped).toMatchObject({ outcome: 'failed', stopped: 'cpu', chosen: [] });
    expect(stopped.failures).toEqual([{ provider: 'website', code: 'TOO_COSTLY', message: expect.stringContaining('1500 ms of CPU') }]);

    const next = await origin.deps.discoverer.run('plain-test.com', { store: false });
    expect(next.outcome).toBe('found');
    expect(next.best?.url).toMatch(/\/icon\.png$/);
  });

  it('leaves a stopped domain for the longest back-off, not the failure cooldown', async () => {
    await origin.deps.discoveryQueue.enqueue('longpage-test.com');
    const before = Date.now();
    expect(await origin.deps.discoveryWorker.drain()).toBe(1);
    const entry = await origin.deps.discoveryQueue.get('longpage-test.com');
    expect(entry).toMatchObject({ status: 'failed', lastError: 'website: TOO_COSTLY' });
    const waitS = (new Date(entry!.nextAttemptAt).getTime() - before) / 1000;
    expect(waitS).toBeGreaterThan(MAX_BACKOFF_S - 60);
    expect(waitS).toBeLessThan(MAX_BACKOFF_S + 60);
  });
});
