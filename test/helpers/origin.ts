// Test origins: a fresh data folder, real SQLite files, the real seed import, and the app for app.request().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { importSeed } from '../../pipeline/seed/import.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createDeps, type Deps } from '../../server/deps.ts';
import { createLogger } from '../../server/logger.ts';

export interface TestOrigin {
  app: Hono;
  deps: Deps;
  config: Config;
  logs: string[];
  cleanup(): void;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'logos-test-'));
}

export async function createTestOrigin(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestOrigin> {
  const dataDir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...options.env });
  const logs: string[] = [];
  const deps = createDeps(config, createLogger('debug', (line) => logs.push(line)));
  if (options.seed !== false) await importSeed(deps.catalog, deps.storage);
  return {
    app: createApp(deps),
    deps,
    config,
    logs,
    cleanup() {
      deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
