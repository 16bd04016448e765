// Test origins: a fresh data folder, real SQLite files, the real seed import, and the app for app.request().
// With LOGOS_TEST_FAST_PATH=1 (npm run test:fast-path) request() offers every request to the fast path first, as the
// listening origin does, so the whole suite also runs through it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { importSeed } from '../../pipeline/seed/import.ts';
import { createHandlers } from '../../server/app.ts';
import type { AppEnv } from '../../server/gate/request-context.ts';
import type { FastPath } from '../../server/logo/fast-path.ts';
import { loadConfig, type Config } from '../../server/config/index.ts';
import { createDeps, type Deps, type DepsOverrides } from '../../server/deps.ts';
import { createLogger } from '../../server/observability/logger.ts';

export interface TestOrigin {
  app: Hono<AppEnv>;
  /** The app's fast path, for a listening server built from these parts (server/listen.ts). */
  fastPath: FastPath;
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
  // app.request() URLs are on http://localhost, so a deployment whose PUBLIC_URL names it is what tests see.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', DISCOVERY: 'off', GRAVATAR: 'off', PUBLIC_URL: 'http://localhost', ...options.env });
  const logs: string[] = [];
  const deps = await createDeps(config, createLogger('debug', (line) => logs.push(line)), { resolver: options.resolver, now: options.now });
  if (options.seed !== false) await importSeed(deps.catalog, deps.storage);
  const { app, fastPath } = createHandlers(deps);
  const viaApp = (path: string, init: RequestInit | undefined, ip: string) => app.request(path, init, socketFrom(ip));
  return {
    app,
    fastPath,
    request: async (path, init, ip = '127.0.0.1') =>
      process.env.LOGOS_TEST_FAST_PATH === '1' ? ((await viaFastPath(fastPath, path, init, ip)) ?? viaApp(path, init, ip)) : viaApp(path, init, ip),
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

/** What the node:http side of the fast path does, for a Request: its answer as a Response, or undefined for the app. */
async function viaFastPath(fastPath: FastPath, path: string, init: RequestInit | undefined, ip: string): Promise<Response | undefined> {
  const request = new Request(new URL(path, 'http://localhost'), init);
  const url = new URL(request.url);
  const answer = await fastPath({
    method: request.method,
    url: url.pathname + url.search,
    // node:http always has the Host header; app.request() takes the URL's.
    headers: { host: url.host, ...Object.fromEntries(request.headers) },
    env: socketFrom(ip),
  });
  if (!answer) return undefined;
  if (answer.body !== null) answer.headers['Content-Length'] = String(answer.body.byteLength);
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
}
