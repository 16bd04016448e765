import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../../helpers/fake-web.ts';
import { tempDataDir } from '../../helpers/origin.ts';

let fake: FakeWeb;
let origin: Origin;

beforeAll(async () => {
  fake = await startFakeWeb();
  fake.on('live-test.com', '/', { body: '<html><head><link rel="icon" href="/favicon-192.png" sizes="192x192"></head></html>' });
  fake.on('live-test.com', '/favicon-192.png', { body: await markPng('#6a1b9a', 192), type: 'image/png' });
  const env = fakeDiscoveryEnv(fake, { DISCOVERY: 'on', DISCOVERY_POLL_MS: '100', DISCOVERY_RESOLVE: 'live-test.com=127.0.0.1' });
  origin = await startOrigin(loadConfig({ ...env, DATA_DIR: tempDataDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
});
afterAll(async () => {
  await origin.close();
  await fake.close();
});

describe('discovery inside the origin (DISCOVERY=on)', () => {
  it('answers an unknown domain with a monogram, then with the logo the worker found', async () => {
    const first = await fetch(`${origin.url}/v1/live-test.com?format=png`);
    expect(first.headers.get('x-logo-source')).toBe('monogram');
    await vi.waitFor(async () => {
      const source = (await fetch(`${origin.url}/v1/live-test.com?format=png`)).headers.get('x-logo-source');
      expect(source).toBe('rendered');
    }, { timeout: 30_000, interval: 100 });
    const brand = (await (await fetch(`${origin.url}/v1/brand/live-test.com`)).json()) as { logos: { provenance: unknown }[] };
    expect(brand.logos[0]!.provenance).toMatchObject({ source: 'discovery', provider: 'website', url: `http://live-test.com:${fake.port}/favicon-192.png` });
  });
});
