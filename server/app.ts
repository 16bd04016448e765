// Builds the Hono application: routes in matching order, the JSON error handler and the JSON 404.
import { Hono } from 'hono';
import type { Deps } from './deps.ts';
import { ApiError, errorResponse, handleError } from './errors.ts';
import { registerHealthRoute } from './routes/health.ts';
import { registerLegacyRedirects } from './routes/legacy-redirects.ts';
import { registerLogoRoute } from './routes/logo.ts';
import { registerMeRoute } from './routes/me.ts';
import type { AppEnv } from './env.ts';
import { accessGate } from './middleware/access.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { trackUsage } from './middleware/usage.ts';

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Open routes first: a route that answers ends the chain before the /v1 middleware below runs.
  registerHealthRoute(app, deps);
  registerLegacyRedirects(app);

  if (deps.config.accessControl) {
    app.use('/v1/*', accessGate({ accounts: deps.accounts, ...deps.config }));
    app.use('/v1/*', rateLimit({ limiter: deps.rateLimiter, plans: deps.plans, usage: deps.usage }));
    app.use('/v1/*', trackUsage(deps.usage));
  } else {
    app.use('/v1/*', async function openAccess(c, next) {
      c.set('caller', { kind: 'anonymous', via: 'open', ip: 'unknown' });
      await next();
    });
  }
  registerMeRoute(app, deps);
  registerLogoRoute(app, deps);
  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `no endpoint at ${c.req.method} ${c.req.path}`)));
  app.onError(handleError(deps.logger));
  return app;
}
