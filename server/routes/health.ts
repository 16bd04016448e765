// GET /health: always open; a real query of each database, and 503 once one is unreachable or damaged.
import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';
import { healthSchema } from '../schemas/responses.ts';

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  description:
    'Always open. Answers from a real read of each database; 503 when one cannot be queried or is damaged, so a load balancer takes the origin out.',
  responses: {
    200: { description: 'healthy', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'a database cannot be queried or is damaged', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function registerHealthRoute(app: App, deps: Deps): void {
  documented(app, healthRoute, async function health(c) {
    const { ok, databases } = await deps.dbHealth.check();
    // Which file and what to do go to the log; /health is open, so it says only how each database is.
    const body = { status: ok ? 'ok' : 'unavailable', date: new Date().toISOString(), database: { connected: ok }, databases };
    return respondJson(c, body, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}
