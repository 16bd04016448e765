// GET /dashboard/origins and its forms: register a site of the account, prove it is the account's, remove one.
import type { Context, Hono } from 'hono';
import type { Account } from '../../../state/types.ts';
import { addOrigin, listOrigins, proveOrigin, removeOrigin } from '../../accounts/origins.ts';
import { ApiError } from '../../http/errors.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formPost } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { OriginsPage, type OriginsData } from '../views/origins.tsx';

/** Registered after the account pages, whose /dashboard/* middleware requires a session. */
export function registerOriginPages(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const data = async (account: Account, extra: Pick<OriginsData, 'added' | 'challenge' | 'proven' | 'error' | 'typed'> = {}): Promise<OriginsData> => ({
    ...(await listOrigins(deps, account)),
    plan: account.plan,
    ...extra,
  });
  const page = async (c: Context<DashboardEnv>, view: Promise<OriginsData>, status: ApiError['status'] = 200) =>
    renderPage(c, <OriginsPage chrome={chromeFor(ctx, c, c.get('session'))} data={await view} />, status);
  const field = async (c: Context<DashboardEnv>) => {
    const value = (await c.req.parseBody()).origin;
    return typeof value === 'string' ? value.trim() : '';
  };

  app.get('/dashboard/origins', async function origins(c) {
    return page(c, data(c.get('session').account));
  });

  app.post('/dashboard/origins', formPost(ctx), async function addOwnOrigin(c) {
    const { account } = c.get('session');
    const typed = await field(c);
    try {
      const { origin, challenge } = await addOrigin(deps, account, typed);
      return page(c, data(account, { added: origin.origin, challenge }), 201);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return page(c, data(account, { error: error.message, typed }), error.status);
    }
  });

  app.post('/dashboard/origins/verify', formPost(ctx), async function proveOwnOrigin(c) {
    const { account } = c.get('session');
    const typed = await field(c);
    try {
      const proven = await proveOrigin(deps, account, typed);
      return page(c, data(account, { proven: proven.origin }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return page(c, data(account, { error: error.message }), error.status);
    }
  });

  app.post('/dashboard/origins/delete', formPost(ctx), async function removeOwnOrigin(c) {
    await removeOrigin(deps, c.get('session').account, await field(c));
    return c.redirect('/dashboard/origins', 303);
  });
}
