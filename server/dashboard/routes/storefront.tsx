// GET /: the public storefront; without JavaScript the same search works as a plain form (?q=).
import type { Hono } from 'hono';
import { MAX_QUERY_LENGTH } from '../../schemas/search-query.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { renderPage } from '../page.ts';
import { currentSession } from '../session.ts';
import { Storefront } from '../views/storefront.tsx';

export function registerStorefront(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  app.get('/', async function storefront(c) {
    // With the storefront off, the root leads to the dashboard (and from there to sign-in).
    if (!deps.config.storefront) return c.redirect('/dashboard', 303);
    const query = (c.req.query('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const hits = query ? deps.search.search(query, 'typeahead', 10) : [];
    const chrome = chromeFor(ctx, c, await currentSession(ctx, c));
    return renderPage(c, <Storefront chrome={chrome} origin={deps.config.linkOrigin} query={query} hits={hits} />);
  });
}
