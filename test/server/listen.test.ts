import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { startOrigin, type Origin } from '../../server/start.ts';

let origin: Origin;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-listen-'));
  origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off' }));
});
afterAll(async () => {
  await origin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the origin on a real socket', () => {
  it('imports the seed on first start and serves a real logo over HTTP', async () => {
    expect(origin.deps.catalog.counts().brands).toBeGreaterThanOrEqual(2000);
    const response = await fetch(`${origin.url}/v1/stripe.com`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(128);
  });

  it('starts its render processes right after listening, so the first burst of renders does not start them', async () => {
    await vi.waitFor(() => expect(origin.deps.renderPool.stats().processes).toBe(origin.deps.config.render.processes), { timeout: 30_000, interval: 50 });
  });

  it('follows a legacy redirect to the image', async () => {
    const response = await fetch(`${origin.url}/stripe.com?format=png&size=32`, { signal: AbortSignal.timeout(10_000) });
    expect(response.redirected).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
