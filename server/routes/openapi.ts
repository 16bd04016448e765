// GET /api/open-api: the OpenAPI 3.1 document, generated from the routes' own definitions and schemas.
import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { COMPAT_TAG } from '../compat/openapi.ts';
import { documented, type App } from '../http/documented.ts';
import { ERROR_CODES } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';

const openApiRoute = createRoute({
  method: 'get',
  path: '/api/open-api',
  summary: 'This OpenAPI 3.1 document',
  description:
    'Always open. Generated from the same route definitions and schemas that validate requests, so it cannot drift from the code.',
  responses: { 200: { description: 'the document', content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } } } },
});

export function registerOpenApiRoute(app: App, deps: Deps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'an API key: Authorization: Bearer la_…',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKeyHeader', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'an API key: X-API-Key: la_…',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKeyQuery', {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: 'an API key in the URL, for <img> tags: ?token=la_…; a key in a header wins when both are sent. Never part of the cache key or the ETag',
  });
  let document: unknown;
  documented(app, openApiRoute, function openApi(c) {
    const errorCodes = Object.entries(ERROR_CODES).map(([code, meaning]) => `- \`${code}\`: ${meaning}`).join('\n');
    document ??= app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'logos',
        version: '1',
        description: `Brand logos and company data.\n\nErrors are JSON {"code","message"}. Codes:\n${errorCodes}`,
      },
      servers: [{ url: deps.config.linkOrigin }],
      tags: [{ name: COMPAT_TAG, description: "Other logo services' URL forms, each translated onto the native logo route it names in its Link header (docs/migrating.md)" }],
    });
    return respondJson(c, document, 200, { 'Cache-Control': 'no-cache' });
  });
}
