// Registers a route and its OpenAPI description from one definition, so the document cannot drift from the code.
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { AppEnv } from '../gate/request-context.ts';

export type App = OpenAPIHono<AppEnv>;

/**
 * `patterns` narrows path parameters for the router (Hono's :name{regex}) where the document cannot say it. Returns
 * the path as registered, which is the route label of the request metrics.
 */
export function documented(app: App, route: RouteConfig, handler: Handler<AppEnv>, patterns: Record<string, string> = {}): string {
  app.openAPIRegistry.registerPath(route);
  // OpenAPI writes parameters as {name}; Hono as :name.
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => `:${name}${patterns[name] ? `{${patterns[name]}}` : ''}`);
  app.on(route.method.toUpperCase(), path, handler);
  return path;
}
