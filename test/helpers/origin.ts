// Test origins: a fresh data folder, real SQLite files, the real seed import, and the app for app.request().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { importSeed } from '../../pipeline/seed/import.ts';
import { createApp } from '../../server/app.ts';
import type { AppEnv } from '../../server/env.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createDeps, type Deps, type DepsOverrides } from '../../server/deps.ts';
import { createLogger } from '../../server/logger.ts';

export interface TestOrigin {
  app: Hono<AppEnv>;
  /** app.request() as if the request came from a socket at `ip` (loopback by default). */
  request(path: string, init?: RequestInit, ip?: string): Promise<Response>;
  deps: Deps;
  config: Config;
  logs: string[];
  cleanup(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'logos-test-'));
}

export async function createTestOrigin(options: { seed?: boolean; env?: Record<string, string> } & DepsOverrides = {}): Promise<TestOrigin> {
  const dataDir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...options.env });
  const logs: string[] = [];
  const deps = await createDeps(config, createLogger('debug', (line) => logs.push(line)), { resolver: options.resolver });
  if (options.seed !== false) await importSeed(deps.catalog, deps.storage);
  const app = createApp(deps);
  return {
    app,
    request: async (path, init, ip = '127.0.0.1') => app.request(path, init, socketFrom(ip)),
    deps,
    config,
    logs,
    async cleanup() {
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function socketFrom(ip: string) {
  return { incoming: { socket: { remoteAddress: ip } } };
}
