// GET, PUT and DELETE /v1/origins: an account's own web origins, whose key-less pages are served as the account.
import { createRoute } from '@hono/zod-openapi';
import type { AccountOrigin } from '../../state/types.ts';
import { addOrigin, listOrigins as listOf, removeOrigin } from '../accounts/origins.ts';
import { keyedCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';
import { conflict, errorResponse, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { originQuery, originSchema, originsSchema } from '../schemas/origins.ts';
import { refuseHiddenText } from '../schemas/text.ts';

const json = (description: string, schema: typeof originSchema | typeof originsSchema, status = 200) => ({
  [status]: { description, headers: rateLimitHeaders, content: { 'application/json': { schema } } },
});

export const listOriginsRoute = createRoute({
  method: 'get',
  path: '/v1/origins',
  summary: "The account's own web origins",
  description: "Every origin this account registered, and the plan's limit.",
  security: keyedSecurity,
  responses: { ...json("the account's origins", originsSchema), ...gatedErrors },
});

export const putOriginRoute = createRoute({
  method: 'put',
  path: '/v1/origins',
  summary: 'Register a web origin of the account',
  description:
    "From then on a request without a key whose Origin (or else Referer) is a page of this origin, as an <img> on the account's site sends, is let in as the account: counted in its usage, held to its plan's rate limit and quota, and served its overrides. An origin belongs to one account; origins that TRUSTED_ORIGINS trusts stay anonymous. Registering an origin the account has already answers 200.",
  security: keyedSecurity,
  request: { query: originQuery },
  responses: {
    ...json('the origin was registered', originSchema, 201),
    ...json('the account had registered the origin already', originSchema),
    ...invalid('INVALID_ORIGIN: the origin parameter is missing or not a scheme and host'),
    403: errorResponse("PLAN_LIMIT_REACHED: the plan's maxOrigins origins are registered already"),
    ...conflict('ORIGIN_TAKEN: another account registered the origin, or TRUSTED_ORIGINS trusts it for every caller'),
    ...gatedErrors,
  },
});

export const deleteOriginRoute = createRoute({
  method: 'delete',
  path: '/v1/origins',
  summary: 'Remove a web origin of the account',
  description: "Key-less pages of the origin are no longer the account's: they are refused, unless TRUSTED_ORIGINS lets them in anonymously.",
  security: keyedSecurity,
  request: { query: originQuery },
  responses: { ...json('the removed origin', originSchema), ...invalid('INVALID_ORIGIN'), ...notFound('ORIGIN_NOT_FOUND'), ...gatedErrors },
});

const bodyOf = (o: AccountOrigin) => ({ origin: o.origin, created: o.createdAt });
const noStore = { 'Cache-Control': 'private, no-store' };

export function registerOriginRoutes(app: App, deps: Deps): void {
  documented(app, listOriginsRoute, async function listOrigins(c) {
    const { account } = keyedCaller(c.get('caller'), 'GET /v1/origins');
    const { origins, limit } = await listOf(deps, account);
    return respondJson(c, { origins: origins.map(bodyOf), limit }, 200, noStore);
  });

  documented(app, putOriginRoute, async function putOrigin(c) {
    const { account } = keyedCaller(c.get('caller'), 'PUT /v1/origins');
    refuseHiddenText({ origin: c.req.query('origin') });
    const { origin, created } = await addOrigin(deps, account, c.req.query('origin'));
    return respondJson(c, bodyOf(origin), created ? 201 : 200, noStore);
  });

  documented(app, deleteOriginRoute, async function deleteOrigin(c) {
    const { account } = keyedCaller(c.get('caller'), 'DELETE /v1/origins');
    return respondJson(c, bodyOf(await removeOrigin(deps, account, c.req.query('origin'))), 200, noStore);
  });
}
