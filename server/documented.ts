// Registers a route and its OpenAPI description from one definition, so the document cannot drift from the code.
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { AppEnv } from './env.ts';

export type App = OpenAPIHono<AppEnv>;

export function documented(app: App, route: RouteConfig, handler: Handler<AppEnv>): void {
  app.openAPIRegistry.registerPath(route);
  // OpenAPI writes parameters as {name}; Hono as :name.
  app.on(route.method.toUpperCase(), route.path.replace(/\{(\w+)\}/g, ':$1'), handler);
}
