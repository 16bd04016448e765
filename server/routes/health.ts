// GET /health: always open; reports the catalog database from a real query.
import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';

export function registerHealthRoute(app: Hono, deps: Deps): void {
  app.get('/health', function health(c) {
    let connected = false;
    try {
      connected = deps.catalog.ping();
    } catch (error) {
      deps.logger.warn('health check query failed', { error: (error as Error).message });
    }
    c.header('Cache-Control', 'no-store');
    const body = { status: connected ? 'ok' : 'unavailable', date: new Date().toISOString(), database: { connected } };
    return c.json(body, connected ? 200 : 503);
  });
}
