// GET /brand/:domain: a brand's public page, part of the storefront (the same switch, and its pictures pass the gate
// as the storefront's do); an alias or another spelling of the domain is sent to the brand's own address.
// POST /brand/:domain/report: a signed-in user reports a wrong logo from that page, filed as the API files it.
import type { Context, Hono } from 'hono';
import { clientIp } from '../../gate/client-ip.ts';
import { domainFromParam } from '../../http/domain-param.ts';
import { ApiError } from '../../http/errors.ts';
import { createGate } from '../../gate/index.ts';
import { checkedReport, fileReport } from '../../routes/report.ts';
import { brandPageOf } from '../brand-page.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formFields, formPost } from '../form-post.ts';
import { embedSnippets } from '../logo-urls.ts';
import { renderPage } from '../page.ts';
import { currentSession } from '../session.ts';
import type { ReportOutcome } from '../views/brand-report.tsx';
import { BrandView, UnknownBrandView } from '../views/brand.tsx';

/** Who filed a report from the brand page, in the report's key column (a session has no key). */
export const DASHBOARD_REPORTER = 'dashboard';

export function registerBrandPage(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const gate = createGate(deps);

  /** The brand's own domain, or a redirect to it; the storefront's switch first. */
  const brandOf = (c: Context, suffix = '') => {
    // Its pictures would be refused without the storefront's own-page rule, so the page goes with it.
    if (!deps.config.storefront) throw new ApiError(404, 'NOT_FOUND', 'Brand pages are part of the storefront, which is off on this server.');
    const asked = c.req.param('domain')!;
    const domain = domainFromParam(asked);
    const primary = deps.catalog.resolveDomain(domain);
    const canonical = primary ?? domain;
    if (canonical !== asked) return { redirect: c.redirect(`/brand/${encodeURIComponent(canonical)}${suffix}`, suffix ? 307 : 301) };
    return { domain, brand: primary === undefined ? undefined : deps.catalog.getBrand(primary) };
  };

  const show = async (c: Context, outcome?: ReportOutcome, status: 200 | 400 = 200) => {
    const found = brandOf(c);
    if ('redirect' in found) return found.redirect;
    const session = await currentSession(ctx, c);
    const chrome = chromeFor(ctx, c, session);
    if (!found.brand) return renderPage(c, <UnknownBrandView chrome={chrome} domain={found.domain} discovery={deps.config.discovery.enabled} />, 404);
    const page = brandPageOf(deps, found.brand);
    const snippets = embedSnippets(deps.config.linkOrigin, page.domain, page.name, page.defaultLogo);
    const report = { signedIn: session !== undefined, outcome: outcome ?? (c.req.query('reported') === undefined ? undefined : { received: true as const }) };
    return renderPage(c, <BrandView chrome={chrome} page={page} snippets={snippets} report={report} />, status);
  };

  app.get('/brand/:domain', async function brandPage(c) {
    return show(c);
  });

  app.post('/brand/:domain/report', formPost(ctx), async function reportFromPage(c) {
    const found = brandOf(c, '/report');
    if ('redirect' in found) return found.redirect;
    const session = await currentSession(ctx, c);
    if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to report a wrong logo: reports come from an account.');
    const fields = await formFields(c);
    let report: ReturnType<typeof checkedReport>;
    try {
      report = checkedReport({ reason: fields.reason ?? '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return show(c, { error: error.message, reason: fields.reason ?? '' }, 400);
      throw error;
    }
    // Limited, counted and charged to the account as the API's report is.
    const caller = { kind: 'session' as const, account: session.account, ip: clientIp(c, deps.config.trustedProxies) };
    if (gate) await gate.rate(caller);
    await fileReport(deps, session.account, { ...report, domain: found.domain, keyId: DASHBOARD_REPORTER });
    // Counted once filed: a refused report is not usage.
    gate?.usage(caller);
    return c.redirect(`/brand/${encodeURIComponent(found.domain)}?reported=1#report`, 303);
  });
}
