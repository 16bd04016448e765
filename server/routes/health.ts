// GET /health: always open; reports the catalog database from a real query.
import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { respondJson } from '../respond.ts';
import type { AppEnv } from '../env.ts';

export function registerHealthRoute(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/health', function health(c) {
    let connected = false;
    try {
      connected = deps.catalog.ping();
    } catch (error) {
      deps.logger.warn('health check query failed', { error: (error as Error).message });
    }
    const body = { status: connected ? 'ok' : 'unavailable', date: new Date().toISOString(), database: { connected } };
    return respondJson(c, body, connected ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
