// Builds the application: open routes and the HTML pages, then the /v1 gate, rate limit and usage, then the gated routes.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { createCompatFront } from './compat/front.ts';
import { withCompat } from './compat/fast-path.ts';
import { compatHosts, registerCompatRoutes } from './compat/serve.ts';
import { createDashboard } from './dashboard/index.tsx';
import type { Deps } from './deps.ts';
import type { App } from './http/documented.ts';
import type { AppEnv } from './gate/request-context.ts';
import { ApiError, errorResponse, handleError, publicError } from './http/errors.ts';
import { createFastPath, type FastPath } from './logo/fast-path.ts';
import { createGate, OPEN_CALLER } from './gate/index.ts';
import { accessGate } from './gate/middleware/access.ts';
import { takeAdmitted, unlessAdmitted } from './gate/middleware/admitted.ts';
import { rateLimit } from './gate/middleware/rate-limit.ts';
import { trackUsage } from './gate/middleware/usage.ts';
import { registerMcpRoute } from './mcp/http.ts';
import { registerAdminLogoRoutes } from './routes/admin-logos.ts';
import { registerApiDocs } from './routes/api-docs.ts';
import { registerAssetPathRoute } from './routes/asset-path.ts';
import { registerBrandRoute } from './routes/brand.ts';
import { registerCryptoRoute } from './routes/crypto.ts';
import { registerEdgeAuthRoute } from './routes/edge-auth.ts';
import { registerFallbackHostRoutes } from './routes/fallback-hosts.ts';
import { createEmailHandler, registerEmailRoute, withAddresses } from './routes/email.ts';
import { registerHealthRoute } from './routes/health.ts';
import { registerLegacyRedirects } from './routes/legacy-redirects.ts';
import { createLogoHandler, registerLogoRoute } from './routes/logo.ts';
import { registerMeRoute } from './routes/me.ts';
import { registerMerchantBatchRoute, registerMerchantRoutes } from './routes/merchant.ts';
import { registerMerchantLogoRoute } from './routes/merchant-logo.ts';
import { registerMetricsRoute } from './routes/metrics.ts';
import { registerNameRoute } from './routes/name.ts';
import { registerOpenApiRoute } from './routes/openapi.ts';
import { registerOriginRoutes } from './routes/origins.ts';
import { registerOverrideRoutes } from './routes/overrides.ts';
import { registerProbeRoutes } from './routes/probes.ts';
import { registerRefreshRoute } from './routes/refresh.ts';
import { registerReportRoute } from './routes/report.ts';
import { registerSearchRoute } from './routes/search.ts';
import { registerTickerRoute } from './routes/ticker.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';

export interface Handlers {
  app: App;
  /** Answers the canonical cached logo request in front of the app (server/logo/fast-path.ts), sharing its parts. */
  fastPath: FastPath;
}

export const createApp = (deps: Deps): App => createHandlers(deps).app;

export function createHandlers(deps: Deps): Handlers {
  const app = new OpenAPIHono<AppEnv>();
  if (deps.metrics.middleware) app.use('*', deps.metrics.middleware);
  // One gate, whose decisions the /v1 middleware below, the compat routes and the hot path call.
  const gate = createGate(deps);
  // Other services' URL forms (docs/migrating.md), translated onto the native routes below: on a host COMPAT_HOSTS
  // maps to one, its URLs at the root before any route; elsewhere under a prefix, before the legacy /<domain>.
  const compat = createCompatFront(deps.config.compatHosts, { get catalog() { return deps.catalog; } }, () => app.routes.map((route) => route.path));
  const compatServing = { front: compat, gate, linkOrigin: deps.config.linkOrigin };
  if (deps.config.compatHosts.size > 0) app.use('*', compatHosts(app, compatServing));
  // Open routes first: a route that answers ends the chain before the /v1 middleware below runs.
  registerHealthRoute(app, deps);
  registerProbeRoutes(app, deps);
  registerEdgeAuthRoute(app, deps);
  registerMetricsRoute(app, deps);
  registerOpenApiRoute(app, deps);
  registerApiDocs(app);
  registerCompatRoutes(app, compatServing);
  registerLegacyRedirects(app);
  // The storefront, sign-in and dashboard pages; plain routes, so they stay out of the API's OpenAPI document.
  app.route('/', createDashboard(deps));

  const v1Middleware: MiddlewareHandler<AppEnv>[] = gate
    ? [accessGate(gate.access), rateLimit(gate.rate), trackUsage(gate.usage)]
    : [
        function openAccess(c, next) {
          c.set('caller', OPEN_CALLER);
          return next();
        },
      ];
  // Routes that count themselves, with only the access middleware and ahead of the /v1 counting: MCP counts tool
  // calls (the handshake and lists cost nothing), a merchant batch its lines, each once its body is known valid.
  registerMcpRoute(app, deps, v1Middleware[0]!, gate);
  registerMerchantBatchRoute(app, deps, v1Middleware[0]!, gate);
  // A compat form's native request was admitted before it was made: its caller is taken, nothing decided twice.
  app.use('/v1/*', takeAdmitted);
  for (const middleware of v1Middleware) app.use('/v1/*', unlessAdmitted(middleware));
  // Fixed paths before /v1/{domain}, which would otherwise take "search" and "me" for domains.
  registerSearchRoute(app, deps);
  registerMeRoute(app, deps);
  registerFallbackHostRoutes(app, deps);
  registerRefreshRoute(app, deps);
  registerWebhookRoutes(app, deps);
  registerOverrideRoutes(app, deps);
  registerOriginRoutes(app, deps);
  registerAdminLogoRoutes(app, deps);
  registerReportRoute(app, deps);
  registerMerchantRoutes(app, deps);
  registerMerchantLogoRoute(app, deps);
  registerBrandRoute(app, deps);
  registerNameRoute(app, deps);
  registerTickerRoute(app, deps);
  registerCryptoRoute(app, deps);
  const byDomain = createLogoHandler(deps);
  const email = createEmailHandler(deps, byDomain);
  registerEmailRoute(app, email);
  const logo = withAddresses(byDomain, email);
  const routes = { assetPath: registerAssetPathRoute(app, logo), logo: registerLogoRoute(app, logo) };
  app.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `no endpoint at ${c.req.method} ${c.req.path}`)));
  const toPublic = publicError(deps.logger, (error) => deps.dbHealth.noteError(error));
  app.onError(handleError(toPublic));
  return { app, fastPath: withCompat(createFastPath(deps, { gate, toPublic, routes }), compat) };
}
