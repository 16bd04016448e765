// `logos brand` opens the catalog alone: with PostgreSQL and Redis configured it connects to neither, starts no
// render process and leaves no state.db behind.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRecord } from '../../cli/commands/brand.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createRoot } from '../../server/root.ts';
import { logos } from '../helpers/cli.ts';

/** A TCP listener on 127.0.0.1 standing in for a server: it counts connections and never answers. */
async function recordingListener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let dataDir: string;
let postgres: Awaited<ReturnType<typeof recordingListener>>;
let redis: Awaited<ReturnType<typeof recordingListener>>;
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
      expect(brandRecord(root, 'stripe.com')).toMatchObject({ domain: 'stripe.com' });
      expect(root.built()).toEqual(['catalog']);
    } finally {
      root.close();
    }
  });
});
