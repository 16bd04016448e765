// GET, PUT and DELETE /v1/origins and POST /v1/origins/verify: an account's own web origins, whose key-less pages are
// served as the account once it proved it controls them.
import { createRoute } from '@hono/zod-openapi';
import type { AccountOrigin } from '../../state/types.ts';
import { addOrigin, listOrigins as listOf, proveOrigin, removeOrigin } from '../accounts/origins.ts';
import { keyedCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';
import { conflict, errorResponse, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { originClaimSchema, originQuery, originSchema, originsSchema } from '../schemas/origins.ts';
import { refuseHiddenText } from '../schemas/text.ts';

const json = (description: string, schema: typeof originSchema | typeof originClaimSchema | typeof originsSchema, status = 200) => ({
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
    "Claims the origin for the account and answers a token, shown this once, with where to put it: a DNS TXT record or a file at a well-known path of the site. Once POST /v1/origins/verify found it, a request without a key whose Origin (or else Referer) is a page of this origin, as an <img> on the account's site sends, is let in as the account: counted in its usage, held to its plan's rate limit and quota, and served its overrides. An unproven claim lapses after ORIGIN_CLAIM_TTL and never keeps another account from claiming and proving the origin; the first to prove it owns it. Origins that TRUSTED_ORIGINS trusts, this service's own host, IP addresses and wildcards over a public suffix are refused. Registering an origin the account holds already answers 200, without a token.",
  security: keyedSecurity,
  request: { query: originQuery },
  responses: {
    ...json('the origin was claimed: prove it with the challenge', originClaimSchema, 201),
    ...json('the account holds the origin already', originSchema),
    ...invalid('INVALID_ORIGIN: the origin parameter is missing, not a scheme and host, or an IP address; ORIGIN_PUBLIC_SUFFIX: a wildcard over a public suffix'),
    403: errorResponse("PLAN_LIMIT_REACHED: the plan's maxOrigins origins are registered already"),
    ...conflict("ORIGIN_TAKEN: another account proved the origin, TRUSTED_ORIGINS trusts it for every caller, or it is this service's own host"),
    ...gatedErrors,
  },
});

export const verifyOriginRoute = createRoute({
  method: 'post',
  path: '/v1/origins/verify',
  summary: 'Prove control of a registered origin',
  description:
    "Looks now for the claim's token in a TXT record at _logos-challenge.<host> (\"logos-site-verification=<token>\") and else in <origin>/.well-known/logos-site-verification.txt (answering 200 without a redirect); a wildcard is proven on its base domain. Once found, the origin's pages are served as the account, and other accounts' unproven claims of it are dropped. Proving an origin proven already answers it as it is.",
  security: keyedSecurity,
  request: { query: originQuery },
  responses: {
    ...json('the origin is proven', originSchema),
    ...invalid('INVALID_ORIGIN'),
    ...notFound('ORIGIN_NOT_FOUND: the account holds no live claim of the origin'),
    ...conflict('ORIGIN_NOT_PROVEN: the token was found in neither place (the message says what was); ORIGIN_TAKEN: another account proved it first'),
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

const bodyOf = (o: AccountOrigin) => ({
  origin: o.origin,
  created: o.createdAt,
  proven: o.verifiedAt !== null,
  proof: o.proof,
  verified: o.verifiedAt,
  expires: o.expiresAt,
});
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
    const { origin, created, challenge } = await addOrigin(deps, account, c.req.query('origin'));
    return respondJson(c, { ...bodyOf(origin), ...(challenge && { challenge }) }, created ? 201 : 200, noStore);
  });

  documented(app, verifyOriginRoute, async function verifyOrigin(c) {
    const { account } = keyedCaller(c.get('caller'), 'POST /v1/origins/verify');
    refuseHiddenText({ origin: c.req.query('origin') });
    return respondJson(c, bodyOf(await proveOrigin(deps, account, c.req.query('origin'))), 200, noStore);
  });

  documented(app, deleteOriginRoute, async function deleteOrigin(c) {
    const { account } = keyedCaller(c.get('caller'), 'DELETE /v1/origins');
    return respondJson(c, bodyOf(await removeOrigin(deps, account, c.req.query('origin'))), 200, noStore);
  });
}
