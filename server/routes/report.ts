// POST /v1/brand/:domain/report: a key's holder says a known brand's logo is wrong. The report is kept for operators
// (`logos reports`) and the brand is queued for discovery again, within the refresh limits and the report caps; the
// reported image is left out of discovery's choice for everyone once enough accounts reported it (REPORT_CONFIRMATIONS).
import { createRoute } from '@hono/zod-openapi';
import type { Asset } from '../../catalog/types.ts';
import type { Account } from '../../state/types.ts';
import { admitRediscovery } from '../discovery/rediscovery.ts';
import { planLogo } from '../../pipeline/logo/plan.ts';
import { DEFAULT_LOGO_REQUEST } from '../../pipeline/logo/request.ts';
import { keyedCaller } from '../gate/caller.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { respondJson } from '../http/respond.ts';
import { boundedBody } from '../accounts/upload.ts';
import { domainParam, errorResponse, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { IMAGE_URL_MAX, REASON_MAX, reportBodySchema, reportSchema } from '../schemas/logo-fixes.ts';
import { refuseHiddenText } from '../schemas/text.ts';

/** A report's JSON is a reason and a URL: anything larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;

export const reportRoute = createRoute({
  method: 'post',
  path: '/v1/brand/{domain}/report',
  summary: 'Report a wrong logo',
  description:
    "Records that a known brand's logo is wrong (an og:image stored as a logo, an old mark) and queues the brand for discovery at once. Once REPORT_CONFIRMATIONS accounts reported the same image (by URL or content), that run and every later one leave it out; until then the brand keeps its logo for every caller. A report counts as a refresh (refreshesPerMinute, the per-client discovery quota, the queue cap), and each account may file reportsPerDay (its plan) and each brand receive REPORTS_PER_BRAND_PER_DAY reports per UTC day (429 RATE_LIMITED beyond). Discovery never replaces a curated or pinned logo: operators see reports with `logos reports` and pin the right one.",
  security: keyedSecurity,
  request: { params: domainParam, body: { required: true, description: 'why the logo is wrong', content: { 'application/json': { schema: reportBodySchema } } } },
  responses: {
    202: { description: 'the report, stored; a discovery run of the brand is due', headers: rateLimitHeaders, content: { 'application/json': { schema: reportSchema } } },
    ...invalid('INVALID_PARAMETER (reason, imageUrl or a body that is not JSON) or INVALID_DOMAIN'),
    ...notFound('BRAND_NOT_FOUND: no brand is known for the domain'),
    413: errorResponse(`PAYLOAD_TOO_LARGE: the body is over ${MAX_BODY_BYTES} bytes`),
    ...gatedErrors,
    503: { ...gatedErrors[503], ...errorResponse('DISCOVERY_QUEUE_FULL: the discovery queue is full, or OVERLOADED; see Retry-After') },
  },
});

export function registerReportRoute(app: App, deps: Deps): void {
  documented(app, reportRoute, async function report(c) {
    const { account, key } = keyedCaller(c.get('caller'), 'POST /v1/brand/{domain}/report');
    const asked = domainFromParam(c.req.param('domain'));
    const report = parseReport((await boundedBody(c, MAX_BODY_BYTES, 'body (the report)')).toString('utf8'));
    const body = await fileReport(deps, account, { ...report, domain: asked, keyId: key.id });
    return respondJson(c, body, 202, { 'Cache-Control': 'private, no-store' });
  });
}

export type ReportDeps = Pick<Deps, 'catalog' | 'discoveryQueue'> & { state: Pick<Deps['state'], 'reports'> };

type Filed = { domain: string; reason: string; imageUrl: string | null; keyId: string };

/**
 * An account's report (the route, MCP report_wrong_logo, the brand page): a known brand, within the account's and the
 * brand's daily caps and the refresh limits, stored and its rediscovery started. Throws the refusal's ApiError.
 */
export async function fileReport(deps: Deps, account: Account, report: Filed) {
  const domain = knownBrand(deps, report.domain);
  const since = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const perAccount = deps.plans.plans[account.plan]!.reportsPerDay;
  const perBrand = deps.config.reports.perBrandPerDay;
  const [ofAccount, ofBrand] = await Promise.all([deps.state.reports.countSince({ accountId: account.id }, since), deps.state.reports.countSince({ domain }, since)]);
  const untilTomorrow = { 'Retry-After': String(Math.ceil((Date.parse(since) + 86_400_000 - Date.now()) / 1000)) };
  if (ofAccount >= perAccount) throw new ApiError(429, 'RATE_LIMITED', `report limit of ${perAccount} per day of the ${account.plan} plan reached; it renews at 00:00 UTC`, untilTomorrow);
  if (ofBrand >= perBrand) throw new ApiError(429, 'RATE_LIMITED', `${domain} has had its ${perBrand} reports for today (REPORTS_PER_BRAND_PER_DAY); they are with the operators`, untilTomorrow);
  await admitRediscovery(deps, account, domain);
  const stored = await storeReport(deps, { ...report, domain, accountId: account.id });
  deps.discoveryWorker.wake();
  return stored;
}

/** The brand's own domain of `asked` (after aliases), or 404: reports are of brands this service serves. */
function knownBrand(deps: Pick<Deps, 'catalog'>, asked: string): string {
  const domain = deps.catalog.resolveDomain(asked) ?? asked;
  if (!deps.catalog.getBrand(domain)) throw new ApiError(404, 'BRAND_NOT_FOUND', `no brand is known for ${asked}; a report is of a brand this service serves`);
  return domain;
}

/**
 * Stores a checked report of a known brand's `domain` (after aliases) by whom it names and queues the brand for
 * discovery again, with no limit: the operator's own reports (`logos mcp` over stdio) come here directly.
 */
export async function storeReport(deps: ReportDeps, report: { domain: string; reason: string; imageUrl: string | null; accountId: string; keyId: string }) {
  const domain = knownBrand(deps, report.domain);
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
