// PUT, GET and DELETE /v1/overrides: an account's own logo of a domain, served to that account's keys only.
import { createRoute } from '@hono/zod-openapi';
import type { LogoOverride } from '../../state/types.ts';
import { listOverrides as listOf, removeOverride, setOverride } from '../accounts/overrides.ts';
import { keyedCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { respondJson } from '../http/respond.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { imageBody, overrideSchema, overridesSchema } from '../schemas/logo-fixes.ts';
import { uploadedLogo } from '../accounts/upload.ts';

const json = (description: string, schema: typeof overrideSchema | typeof overridesSchema, status = 200) => ({
  [status]: { description, headers: rateLimitHeaders, content: { 'application/json': { schema } } },
});

export const putOverrideRoute = createRoute({
  method: 'put',
  path: '/v1/overrides/{domain}',
  summary: "Upload the account's own logo of a domain",
  description:
    "Stores the body as this account's logo of the brand: from then on the account's API keys are served it for every variant, size and format (X-Logo-Override: account), while every other caller keeps the public logo. Only for a domain the account's keys have requested; checked as discovery checks a found logo (SVG sanitised: scripts, event handlers and external references removed; raster decoded within the pixel limit; blank or tiny images refused). Replaces the account's earlier override of the domain.",
  security: keyedSecurity,
  request: { params: domainParam, body: imageBody('the logo file: SVG, PNG, WebP, JPEG, AVIF, GIF or ICO, at most DISCOVERY_MAX_BYTES') },
  responses: {
    ...json('the stored override', overrideSchema),
    ...invalid('INVALID_IMAGE, DOMAIN_NOT_REQUESTED or INVALID_DOMAIN'),
    403: errorResponse("PLAN_LIMIT_REACHED: the plan's maxOverrides domains have overrides already"),
    413: errorResponse('PAYLOAD_TOO_LARGE: the file is larger than DISCOVERY_MAX_BYTES'),
    ...gatedErrors,
  },
});

export const listOverridesRoute = createRoute({
  method: 'get',
  path: '/v1/overrides',
  summary: "The account's overrides",
  description: "Every domain this account serves its own logo for, and the plan's limit.",
  security: keyedSecurity,
  responses: { ...json("the account's overrides", overridesSchema), ...gatedErrors },
});

export const deleteOverrideRoute = createRoute({
  method: 'delete',
  path: '/v1/overrides/{domain}',
  summary: "Remove the account's own logo of a domain",
  description: "The account's keys are served the public logo again.",
  security: keyedSecurity,
  request: { params: domainParam },
  responses: { ...json('the removed override', overrideSchema), ...invalid('INVALID_DOMAIN'), ...notFound('OVERRIDE_NOT_FOUND'), ...gatedErrors },
});

const bodyOf = (o: LogoOverride) => ({ domain: o.domain, format: o.format, width: o.width, height: o.height, created: o.createdAt });
const noStore = { 'Cache-Control': 'private, no-store' };

export function registerOverrideRoutes(app: App, deps: Deps): void {
  documented(app, listOverridesRoute, async function listOverrides(c) {
    const { account } = keyedCaller(c.get('caller'), 'GET /v1/overrides');
    const { overrides, limit } = await listOf(deps, account);
    return respondJson(c, { overrides: overrides.map(bodyOf), limit }, 200, noStore);
  });

  documented(app, putOverrideRoute, async function putOverride(c) {
    const { account } = keyedCaller(c.get('caller'), 'PUT /v1/overrides/{domain}');
    const override = await setOverride(deps, account, c.req.param('domain'), () => uploadedLogo(c, deps));
    return respondJson(c, bodyOf(override), 200, noStore);
  });

  documented(app, deleteOverrideRoute, async function deleteOverride(c) {
    const { account } = keyedCaller(c.get('caller'), 'DELETE /v1/overrides/{domain}');
    return respondJson(c, bodyOf(await removeOverride(deps, account, c.req.param('domain'))), 200, noStore);
  });
}
