import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

describe('GET /healthz and /readyz', () => {
  let origin: TestOrigin;
  beforeAll(async () => {
    // Redis on a port nothing listens on: configured but unreachable.
    origin = await createTestOrigin({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await origin?.cleanup();
  });

  it('says the process is up without asking any dependency', async () => {
    const response = await origin.request('/healthz', {}, '198.51.100.7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is not ready while a configured dependency is unreachable, and names it', async () => {
    const response = await origin.request('/readyz', {}, '198.51.100.7');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { catalog: 'ok', state: 'ok', redis: 'unreachable', assetStore: 'ok', sourceStore: 'ok' },
    });
  });

  it('is ready when every dependency answers', async () => {
    const plain = await createTestOrigin({ seed: false });
    try {
      const response = await plain.request('/readyz');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', checks: { catalog: 'ok', state: 'ok', redis: 'not configured', assetStore: 'ok', sourceStore: 'ok' } });
    } finally {
      await plain.cleanup();
    }
  });
});
