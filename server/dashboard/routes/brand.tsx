// GET /brand/:domain: a brand's public page, part of the storefront (the same switch, and its pictures pass the gate
// as the storefront's do); an alias or another spelling of the domain is sent to the brand's own address.
import type { Hono } from 'hono';
import { domainFromParam } from '../../domain-param.ts';
import { ApiError } from '../../errors.ts';
import { brandPageOf } from '../brand-page.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { publicOrigin } from '../https.ts';
import { embedSnippets } from '../logo-urls.ts';
import { renderPage } from '../page.ts';
import { currentSession } from '../session.ts';
import { BrandView, UnknownBrandView } from '../views/brand.tsx';

export function registerBrandPage(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  app.get('/brand/:domain', async function brandPage(c) {
    // Its pictures would be refused without the storefront's own-page rule, so the page goes with it.
    if (!deps.config.storefront) throw new ApiError(404, 'NOT_FOUND', 'Brand pages are part of the storefront, which is off on this server.');
    const asked = c.req.param('domain');
    const domain = domainFromParam(asked);
    const primary = deps.catalog.resolveDomain(domain);
    const canonical = primary ?? domain;
    if (canonical !== asked) return c.redirect(`/brand/${encodeURIComponent(canonical)}`, 301);
    const chrome = chromeFor(ctx, c, await currentSession(ctx, c));
    const brand = primary === undefined ? undefined : deps.catalog.getBrand(primary);
    if (!brand) return renderPage(c, <UnknownBrandView chrome={chrome} domain={domain} discovery={deps.config.discovery.enabled} />, 404);
    const page = brandPageOf(deps, brand);
    const snippets = embedSnippets(publicOrigin(c, deps.config.trustedProxies), page.domain, page.name, page.defaultLogo);
    return renderPage(c, <BrandView chrome={chrome} page={page} snippets={snippets} />);
  });
}
