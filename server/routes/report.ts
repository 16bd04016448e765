// POST /v1/brand/:domain/report: a key's holder says a brand's logo is wrong. The report is kept for operators
// (`logos reports`), and the brand is queued for discovery again with the reported image left out of its choice.
import { createRoute } from '@hono/zod-openapi';
import type { Asset } from '../../catalog/types.ts';
import { planLogo } from '../../pipeline/logo/plan.ts';
import { DEFAULT_LOGO_REQUEST } from '../../pipeline/logo/request.ts';
import { keyedCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';
import { boundedBody } from '../accounts/upload.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, rateLimitHeaders } from '../schemas/common.ts';
import { IMAGE_URL_MAX, REASON_MAX, reportBodySchema, reportSchema } from '../schemas/logo-fixes.ts';
import { refuseHiddenText } from '../schemas/text.ts';

/** A report's JSON is a reason and a URL: anything larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;

export const reportRoute = createRoute({
  method: 'post',
  path: '/v1/brand/{domain}/report',
  summary: 'Report a wrong logo',
  description:
    "Records that the brand's logo is wrong (an og:image stored as a logo, an old mark) and queues the brand for discovery at once; that run and every later one leave the reported image out (by URL and by content). Discovery never replaces a curated or pinned logo: operators see reports with `logos reports` and pin the right one.",
  security: keyedSecurity,
  request: { params: domainParam, body: { required: true, description: 'why the logo is wrong', content: { 'application/json': { schema: reportBodySchema } } } },
  responses: {
    202: { description: 'the report, stored; a discovery run of the brand is due', headers: rateLimitHeaders, content: { 'application/json': { schema: reportSchema } } },
    ...invalid('INVALID_PARAMETER (reason, imageUrl or a body that is not JSON) or INVALID_DOMAIN'),
    413: errorResponse(`PAYLOAD_TOO_LARGE: the body is over ${MAX_BODY_BYTES} bytes`),
    ...gatedErrors,
  },
});

export function registerReportRoute(app: App, deps: Deps): void {
  documented(app, reportRoute, async function report(c) {
    const { account, key } = keyedCaller(c.get('caller'), 'POST /v1/brand/{domain}/report');
    const asked = domainFromParam(c.req.param('domain'));
    const report = parseReport((await boundedBody(c, MAX_BODY_BYTES, 'body (the report)')).toString('utf8'));
    const body = await storeReport(deps, { ...report, domain: asked, accountId: account.id, keyId: key.id });
    deps.discoveryWorker.wake();
    return respondJson(c, body, 202, { 'Cache-Control': 'private, no-store' });
  });
}

export type ReportDeps = Pick<Deps, 'catalog' | 'discoveryQueue'> & { state: Pick<Deps['state'], 'reports'> };

/**
 * Stores a checked report of `domain` (after aliases) by whom it names and queues the brand for discovery again; the
 * route's answer. The MCP tool report_wrong_logo calls it too, for a key's holder or (over stdio) the operator.
 */
export async function storeReport(deps: ReportDeps, report: { domain: string; reason: string; imageUrl: string | null; accountId: string; keyId: string }) {
  const domain = deps.catalog.resolveDomain(report.domain) ?? report.domain;
  const reported = reportedAsset(deps, domain, report.imageUrl);
  const stored = await deps.state.reports.add({
    domain,
    accountId: report.accountId,
    keyId: report.keyId,
    reason: report.reason,
    imageUrl: report.imageUrl,
    excludedUrl: report.imageUrl ?? reported?.provenance.url ?? null,
    excludedHash: reported?.contentHash ?? null,
    createdAt: new Date().toISOString(),
  });
  await deps.discoveryQueue.refresh(domain);
  return { id: stored.id, domain, excluded: { url: stored.excludedUrl, contentHash: stored.excludedHash }, rediscovery: 'queued' as const };
}

/** The image a report means: the stored one fetched from `imageUrl`, or without it the logo served by default. */
function reportedAsset(deps: Pick<Deps, 'catalog'>, domain: string, imageUrl: string | null): Asset | undefined {
  const assets = deps.catalog.lookup(domain).assets;
  if (imageUrl) return assets.find((asset) => asset.provenance.url === imageUrl);
  const plan = planLogo(deps.catalog, { ...DEFAULT_LOGO_REQUEST, domain });
  return plan.kind === 'asset' ? plan.asset : undefined;
}

function parseReport(text: string): { reason: string; imageUrl: string | null } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_PARAMETER', `body must be JSON such as {"reason": "an old logo"}, got ${JSON.stringify(text.slice(0, 60))}`);
  }
  refuseHiddenText(body);
  return checkedReport((typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>);
}

/** A report's reason and image URL as stored, or a 400 naming the one that is wrong. */
export function checkedReport({ reason, imageUrl }: { reason?: unknown; imageUrl?: unknown }): { reason: string; imageUrl: string | null } {
  const invalid = (message: string) => new ApiError(400, 'INVALID_PARAMETER', message);
  if (typeof reason !== 'string' || reason.trim().length === 0 || reason.length > REASON_MAX) {
    throw invalid(`reason must be a text of 1 to ${REASON_MAX} characters, got ${JSON.stringify(reason ?? null)?.slice(0, 60)}`);
  }
  if (imageUrl === undefined || imageUrl === null) return { reason: reason.trim(), imageUrl: null };
  if (typeof imageUrl !== 'string' || imageUrl.length > IMAGE_URL_MAX || !URL.canParse(imageUrl) || !/^https?:$/.test(new URL(imageUrl).protocol)) {
    throw invalid(`imageUrl must be an http or https URL of at most ${IMAGE_URL_MAX} characters, got ${JSON.stringify(imageUrl)?.slice(0, 60)}`);
  }
  return { reason: reason.trim(), imageUrl: new URL(imageUrl).href };
}
