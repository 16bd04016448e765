import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../../helpers/fake-web.ts';
import { tempDataDir } from '../../helpers/origin.ts';

// The origins here set no DISCOVERY at all unless the test says so; the strict resolver keeps them on 127.0.0.1.
let fake: FakeWeb;
let origin: Origin | undefined;

beforeAll(async () => {
  fake = await startFakeWeb();
  fake.on('*', '/', { body: '<html><head><link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180"></head></html>' });
  fake.on('*', '/apple-touch-icon.png', { body: await markPng('#2e7d32', 180), type: 'image/png' });
});
afterEach(async () => {
  await origin?.close();
  origin = undefined;
});
afterAll(() => fake.close());

const start = (domain: string, env: Record<string, string> = {}) =>
  startOrigin(loadConfig({ ...fakeDiscoveryEnv(fake, { DISCOVERY_RESOLVE: `${domain}=127.0.0.1`, ...env }), DATA_DIR: tempDataDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
const sourceOf = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(10_000) })).headers.get('x-logo-source');

describe('discovery in an origin started with no setting', () => {
  it('runs the worker, so an unknown domain turns from a monogram into its logo', async () => {
    origin = await start('fresh-test.com');
    expect(origin.deps.discoveryWorker.running).toBe(true);
    const url = `${origin.url}/v1/fresh-test.com?format=png&size=64`;
    expect(await sourceOf(url)).toBe('monogram');
    await vi.waitFor(async () => expect(await sourceOf(url)).toBe('rendered'), { timeout: 15_000, interval: 100 });
    expect(fake.hits).toContain('fresh-test.com/apple-touch-icon.png');
  });

  it('keeps the monogram and only queues the domain with DISCOVERY=off', async () => {
    origin = await start('quiet-test.com', { DISCOVERY: 'off' });
    expect(origin.deps.discoveryWorker.running).toBe(false);
    expect(await sourceOf(`${origin.url}/v1/quiet-test.com?format=png`)).toBe('monogram');
    const queue = origin.deps.discoveryQueue;
    await vi.waitFor(async () => expect((await queue.list(10)).map((row) => [row.domain, row.status])).toEqual([['quiet-test.com', 'pending']]), { timeout: 5000, interval: 50 });
    expect(fake.hits.filter((hit) => hit.startsWith('quiet-test.com'))).toEqual([]);
  });
});
