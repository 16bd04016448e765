// GET and PUT /v1/me/fallback-hosts: the hosts fallback=<URL> may redirect to for the account, so its keys and sites
// cannot be used to send visitors anywhere else.
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../deps.ts';
import { keyedCaller } from '../gate/keyed-caller.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';
import { gatedErrors, invalid, keyedSecurity, rateLimitHeaders } from '../schemas/common.ts';
import { fallbackHostsSchema } from '../schemas/fallback-hosts.ts';
import { parseQuery } from '../schemas/query.ts';

const PATH = '/v1/me/fallback-hosts';
const MAX_BODY_BYTES = 8192;
const answer = { description: "the account's fallback hosts", headers: rateLimitHeaders, content: { 'application/json': { schema: fallbackHostsSchema } } };

export const getFallbackHostsRoute = createRoute({
  method: 'get',
  path: PATH,
  summary: "The hosts the account's fallback URLs may redirect to",
  description: 'An empty list: any public host (unless the operator turned URL fallbacks off with FALLBACK_URLS=false).',
  security: keyedSecurity,
  responses: { 200: answer, ...gatedErrors },
});

export const putFallbackHostsRoute = createRoute({
  method: 'put',
  path: PATH,
  summary: "Set the hosts the account's fallback URLs may redirect to",
  description:
    "Replaces the list. From the next request on, a fallback=<URL> asked with the account's keys or from its registered sites whose host is not listed answers 400 FALLBACK_HOST_NOT_ALLOWED; [] allows any public host again.",
  security: keyedSecurity,
  request: { body: { content: { 'application/json': { schema: fallbackHostsSchema } } } },
  responses: { 200: answer, ...invalid('INVALID_PARAMETER: hosts is missing, too long or holds something that is not a host name'), ...gatedErrors },
});

export function registerFallbackHostRoutes(app: App, deps: Deps): void {
  documented(app, getFallbackHostsRoute, async function fallbackHosts(c) {
    const { account } = keyedCaller(c, `GET ${PATH}`);
    return respondJson(c, { hosts: await deps.state.fallbackHosts.get(account.id) }, 200, { 'Cache-Control': 'private, no-store' });
  });
  app.put(
    PATH,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, new ApiError(400, 'INVALID_PARAMETER', `the body must be at most ${MAX_BODY_BYTES} bytes`)) }),
  );
  documented(app, putFallbackHostsRoute, async function setFallbackHosts(c) {
    const { account } = keyedCaller(c, `PUT ${PATH}`);
    const { hosts } = parseQuery(fallbackHostsSchema, await jsonObject(c.req.text()));
    await deps.state.fallbackHosts.set(account.id, hosts);
    return respondJson(c, { hosts }, 200, { 'Cache-Control': 'private, no-store' });
  });
}

async function jsonObject(text: Promise<string>): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // Answered below, with what was expected.
  }
  throw new ApiError(400, 'INVALID_PARAMETER', 'the body must be a JSON object such as {"hosts": ["cdn.example.com"]}');
}
