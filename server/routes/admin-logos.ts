// /v1/admin/logos: operators pin a brand's logo, read its history and revert a pin over HTTP, as `logos logo set`,
// `history` and `revert` do, with an API key of an account listed in ADMIN_EMAILS.
import { createRoute } from '@hono/zod-openapi';
import { logoHistory, NothingToRevertError, pinLogo, revertPin, type PinTarget } from '../../pipeline/logo/pin.ts';
import { adminCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, rateLimitHeaders } from '../schemas/common.ts';
import { historySchema, imageBody, slotQuerySchema } from '../schemas/logo-fixes.ts';
import { parseQuery } from '../schemas/query.ts';
import { uploadedLogo } from '../accounts/upload.ts';

const forbidden = { 403: errorResponse("FORBIDDEN: the key's account is not in ADMIN_EMAILS") };
const historyAnswer = (description: string, status = 200) => ({
  [status]: { description, headers: rateLimitHeaders, content: { 'application/json': { schema: historySchema } } },
});

export const pinRoute = createRoute({
  method: 'put',
  path: '/v1/admin/logos/{domain}',
  summary: "Pin a brand's logo (operators)",
  description:
    'Stores the body as the brand\'s logo in one slot (variant and theme), replacing what discovery or the seed stored there, for every caller. Checked as discovery checks a found logo (SVG sanitised, raster decoded within the pixel limit, blank or tiny images refused). Neither discovery nor a seed import replaces a pinned logo; POST .../revert takes the pin back. Answers the brand\'s history.',
  security: keyedSecurity,
  request: { params: domainParam, query: slotQuerySchema, body: imageBody('the logo file: SVG, PNG, WebP, JPEG, AVIF, GIF or ICO, at most DISCOVERY_MAX_BYTES') },
  responses: {
    ...historyAnswer("the brand's history, the new pin first"),
    ...invalid('INVALID_IMAGE, INVALID_PARAMETER (variant, theme) or INVALID_DOMAIN'),
    ...forbidden,
    413: errorResponse('PAYLOAD_TOO_LARGE: the file is larger than DISCOVERY_MAX_BYTES'),
    ...gatedErrors,
  },
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/v1/admin/logos/{domain}/history',
  summary: "What a brand's logo was, and who set it (operators)",
  description: 'Newest first: what is served now (seed and curated logos have no date), every pin with who pinned it, every revert, and every logo a discovery run stored.',
  security: keyedSecurity,
  request: { params: domainParam },
  responses: { ...historyAnswer("the brand's history"), ...invalid('INVALID_DOMAIN'), ...forbidden, ...gatedErrors },
});

export const revertRoute = createRoute({
  method: 'post',
  path: '/v1/admin/logos/{domain}/revert',
  summary: "Take back a brand's newest pin (operators)",
  description: 'The newest pin still in force is taken back and what it replaced is served again; a second revert takes back the pin before it.',
  security: keyedSecurity,
  request: { params: domainParam },
  responses: {
    ...historyAnswer("the brand's history, the revert first"),
    ...invalid('INVALID_DOMAIN'),
    ...forbidden,
    409: errorResponse('NOTHING_TO_REVERT: the brand has no pin in force'),
    ...gatedErrors,
  },
});

const noStore = { 'Cache-Control': 'private, no-store' };

export function registerAdminLogoRoutes(app: App, deps: Deps): void {
  const target = (): PinTarget => ({ catalog: deps.catalog, storage: deps.storage, assetStore: deps.assetStore, history: deps.state.logoHistory, logoChanged: deps.webhooks.logoChanged });
  const historyOf = (domain: string) => logoHistory(deps.catalog, deps.state.logoHistory, domain);

  documented(app, historyRoute, async function history(c) {
    adminCaller(c.get('caller'), deps.config.adminEmails, 'GET /v1/admin/logos/{domain}/history');
    return respondJson(c, await historyOf(domainFromParam(c.req.param('domain'))), 200, noStore);
  });

  documented(app, pinRoute, async function pin(c) {
    const { account } = adminCaller(c.get('caller'), deps.config.adminEmails, 'PUT /v1/admin/logos/{domain}');
    const domain = domainFromParam(c.req.param('domain'));
    const { variant, theme } = parseQuery(slotQuerySchema, c.req.query());
    const image = await uploadedLogo(c, deps);
    await pinLogo(target(), { domain, variant, theme, image, by: `admin:${account.email}` });
    return respondJson(c, await historyOf(domain), 200, noStore);
  });

  documented(app, revertRoute, async function revert(c) {
    const { account } = adminCaller(c.get('caller'), deps.config.adminEmails, 'POST /v1/admin/logos/{domain}/revert');
    const domain = domainFromParam(c.req.param('domain'));
    try {
      await revertPin(target(), domain, `admin:${account.email}`);
    } catch (error) {
      if (error instanceof NothingToRevertError) throw new ApiError(409, 'NOTHING_TO_REVERT', `domain ${error.message}`);
      throw error;
    }
    return respondJson(c, await historyOf(domain), 200, noStore);
  });
}
