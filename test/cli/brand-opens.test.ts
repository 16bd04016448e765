// `logos brand` opens the catalog alone: with PostgreSQL and Redis configured it connects to neither, starts no
// render process and leaves no state.db behind.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRecord } from '../../cli/run/brand.ts';
import { loadConfig } from '../../server/config/index.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { createRoot } from '../../server/root.ts';
import { logos } from '../helpers/cli.ts';
import { recordingListener, type RecordingListener } from '../helpers/listener.ts';

let dataDir: string;
let postgres: RecordingListener;
let redis: RecordingListener;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-brand-'));
  // The catalog is made by `logos import`, which needs no state either.
  expect((await logos(dataDir, ['import'])).code).toBe(0);
  postgres = await recordingListener();
  redis = await recordingListener();
  env = { STATE_URL: `postgres://logos@127.0.0.1:${postgres.port}/logos`, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
}, 120_000);
afterAll(async () => {
  await postgres?.close();
  await redis?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logos brand', () => {
  it('answers from catalog.db without connecting to the configured PostgreSQL or Redis', async () => {
    const result = await logos(dataDir, ['brand', 'stripe.com', '--json'], env);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ domain: 'stripe.com', name: 'Stripe' });
    expect({ postgres: postgres.connections(), redis: redis.connections() }).toEqual({ postgres: 0, redis: 0 });
    expect(existsSync(join(dataDir, 'state.db'))).toBe(false);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('state'))).toEqual([]);
  });

  it('builds only the catalog of the composition root, so no render process can start', () => {
    const root = createRoot(loadConfig({ DATA_DIR: dataDir, ...env }), createLogger('silent'));
    try {
      expect(brandRecord(root.catalog, 'stripe.com')).toMatchObject({ domain: 'stripe.com' });
      expect(root.built()).toEqual(['catalog']);
    } finally {
      root.close();
    }
  });
});
