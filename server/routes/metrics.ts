// GET /metrics: the Prometheus exposition, only with "Authorization: Bearer <METRICS_TOKEN>"; absent when unset.
import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';

export function registerMetricsRoute(app: Hono<AppEnv>, deps: Deps): void {
  if (!deps.metrics.enabled) return;
  app.get('/metrics', async function metrics(c) {
    if (!deps.metrics.authorised(c.req.header('authorization'))) {
      throw new ApiError(401, 'UNAUTHORIZED', 'send the metrics token in "Authorization: Bearer <METRICS_TOKEN>"');
    }
    const { contentType, body } = await deps.metrics.exposition();
    return new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
  });
}
