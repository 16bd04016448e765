// PUT, GET and DELETE /v1/overrides: an account's own logo of a domain, served to that account's keys only.
import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import type { LogoOverride } from '../../state/types.ts';
import { keyedCaller } from '../caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../documented.ts';
import { domainFromParam } from '../domain-param.ts';
import { ApiError } from '../errors.ts';
import { maxOverridesOf } from '../plans.ts';
import { OVERRIDE_WINDOW_DAYS } from '../requested-domains.ts';
import { respondJson } from '../respond.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { imageBody, overrideSchema, overridesSchema } from '../schemas/logo-fixes.ts';
import { uploadedLogo } from '../upload.ts';

const json = (description: string, schema: typeof overrideSchema | typeof overridesSchema, status = 200) => ({
  [status]: { description, headers: rateLimitHeaders, content: { 'application/json': { schema } } },
});

export const putOverrideRoute = createRoute({
  method: 'put',
  path: '/v1/overrides/{domain}',
  summary: "Upload the account's own logo of a domain",
  description:
    `Stores the body as this account's logo of the brand: from then on the account's API keys are served it for every variant, size and format (X-Logo-Override: account), while every other caller keeps the public logo. Only for a domain the account's keys have requested in the last ${OVERRIDE_WINDOW_DAYS} days; checked as discovery checks a found logo (SVG sanitised: scripts, event handlers and external references removed; raster decoded within the pixel limit; blank or tiny images refused). Replaces the account's earlier override of the domain.`,
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
    const overrides = await deps.state.overrides.list(account.id);
    return respondJson(c, { overrides: overrides.map(bodyOf), limit: maxOverridesOf(deps.plans.plans[account.plan]) }, 200, noStore);
  });

  documented(app, putOverrideRoute, async function putOverride(c) {
    const { account } = keyedCaller(c.get('caller'), 'PUT /v1/overrides/{domain}');
    const asked = domainFromParam(c.req.param('domain'));
    const domain = deps.catalog.resolveDomain(asked) ?? asked;
    if (!(await deps.requestedDomains.askedWithin(account.id, domain, OVERRIDE_WINDOW_DAYS))) {
      throw new ApiError(400, 'DOMAIN_NOT_REQUESTED', `domain ${domain}: none of this account's keys has requested its logo in the last ${OVERRIDE_WINDOW_DAYS} days; an override is only for a domain the account uses (request its logo once, then upload)`);
    }
    const image = await uploadedLogo(c, deps);
    const contentHash = createHash('sha256').update(image.stored).digest('hex');
    const owner = createHash('sha256').update(account.id).digest('hex').slice(0, 16);
    const override: LogoOverride = {
      accountId: account.id,
      domain,
      storageKey: `overrides/${owner}/${domain}-${contentHash.slice(0, 12)}.${image.format}`,
      contentHash,
      format: image.format,
      width: image.width,
      height: image.height,
      createdAt: new Date().toISOString(),
    };
    const previous = (await deps.state.overrides.list(account.id)).find((o) => o.domain === domain);
    await deps.storage.put(override.storageKey, image.stored, { contentType: CONTENT_TYPES[image.format] });
    const max = maxOverridesOf(deps.plans.plans[account.plan]);
    if ((await deps.state.overrides.put(override, max)) === 'limit') {
      if (override.storageKey !== previous?.storageKey) await deps.storage.delete(override.storageKey);
      throw new ApiError(403, 'PLAN_LIMIT_REACHED', `the ${account.plan} plan allows overrides of ${max} domains; remove one before adding ${domain}`);
    }
    deps.overrides.noteStored(override);
    if (previous && previous.storageKey !== override.storageKey) await deps.storage.delete(previous.storageKey);
    return respondJson(c, bodyOf(override), 200, noStore);
  });

  documented(app, deleteOverrideRoute, async function deleteOverride(c) {
    const { account } = keyedCaller(c.get('caller'), 'DELETE /v1/overrides/{domain}');
    const asked = domainFromParam(c.req.param('domain'));
    const domain = deps.catalog.resolveDomain(asked) ?? asked;
    const removed = await deps.state.overrides.remove(account.id, domain);
    if (!removed) throw new ApiError(404, 'OVERRIDE_NOT_FOUND', `domain ${domain}: this account has no override of it`);
    deps.overrides.noteRemoved(account.id, domain);
    await deps.storage.delete(removed.storageKey);
    return respondJson(c, bodyOf(removed), 200, noStore);
  });
}
