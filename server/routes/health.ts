// GET /health: always open; reports the catalog database from a real query.
import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { respondJson } from '../respond.ts';
import { healthSchema } from '../schemas/responses.ts';

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'healthy', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'the catalog database cannot be queried', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function registerHealthRoute(app: App, deps: Deps): void {
  documented(app, healthRoute, function health(c) {
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
