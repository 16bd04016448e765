// The dashboard and storefront: server-rendered HTML pages beside the JSON API, with their own HTML error page.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { createSignInAttempts } from './sign-in-attempts.ts';
import type { DashboardContext, DashboardEnv } from './context.ts';
import { readSessionCookie } from './cookies.ts';
import { renderPage } from './page.ts';
import { registerAccountPages } from './routes/account.tsx';
import { registerBrandPage } from './routes/brand.tsx';
import { registerOriginPages } from './routes/origins.tsx';
import { registerOverridePages } from './routes/overrides.tsx';
import { registerSignIn } from './routes/sign-in.tsx';
import { registerSignUp } from './routes/sign-up.tsx';
import { registerStorefront } from './routes/storefront.tsx';
import { registerWebhookPages } from './routes/webhooks.tsx';
import { registerStaticAssets } from './static-assets.ts';
import { ErrorPage } from './views/layout.tsx';

const PAGE_PATHS = ['/', '/brand/*', '/signin', '/signup', '/signout', '/dashboard', '/dashboard/*'];

export interface DashboardOptions {
  /** The clock of sessions and attempt limits; tests move it to expire a session. */
  now?: () => number;
}

/** Not part of the OpenAPI document: these are pages for people, registered with plain Hono routes. */
export function createDashboard(deps: Deps, options: DashboardOptions = {}): Hono<DashboardEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<DashboardEnv>();
  const ctx: DashboardContext = {
    deps,
    now,
    ttlMs: deps.config.sessionTtlSeconds * 1000,
    attempts: createSignInAttempts(now),
    assets: registerStaticAssets(app),
  };
  // Page paths only: this app is mounted at / of the API's app, where a '*' would also run before every /v1 request.
  for (const path of PAGE_PATHS) app.use(path, readSessionCookie(deps.sessionSecret, deps.config.trustedProxies, deps.config.publicUrl));
  registerStorefront(app, ctx);
  registerBrandPage(app, ctx);
  registerSignIn(app, ctx);
  registerSignUp(app, ctx);
  registerAccountPages(app, ctx);
  registerWebhookPages(app, ctx);
  registerOverridePages(app, ctx);
  registerOriginPages(app, ctx);

  // The same ApiError the API throws, shown as a page: a person gets words and a way back, not JSON.
  app.onError(function pageError(error, c) {
    if (error instanceof HTTPException) return error.getResponse();
    const known = error instanceof ApiError ? error : undefined;
    if (!known) deps.logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.stack ?? error.message });
    const status = known?.status ?? 500;
    const message = known?.message ?? 'Something unexpected failed; the details are in the server log.';
    // A refusal's own headers (Retry-After and RateLimit-* on a 429) go with the page, as with the API's JSON.
    for (const [name, value] of Object.entries(known?.headers ?? {})) c.header(name, value);
    return renderPage(c, <ErrorPage chrome={{ assets: ctx.assets }} status={status} message={message} />, status);
  });
  return app;
}
