// Builds the Hono application: routes in matching order, the JSON error handler and the JSON 404.
import { Hono } from 'hono';
import type { Deps } from './deps.ts';
import { ApiError, errorResponse, handleError } from './errors.ts';
import { registerHealthRoute } from './routes/health.ts';
import { registerLegacyRedirects } from './routes/legacy-redirects.ts';
import { registerLogoRoute } from './routes/logo.ts';

export function createApp(deps: Deps): Hono {
  const app = new Hono();
  registerHealthRoute(app, deps);
  registerLogoRoute(app, deps);
  registerLegacyRedirects(app);
  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `no endpoint at ${c.req.method} ${c.req.path}`)));
  app.onError(handleError(deps.logger));
  return app;
}
