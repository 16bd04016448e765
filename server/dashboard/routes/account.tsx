// GET /dashboard and the key forms: create (the key is in that one response only) and revoke after a confirmation page.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { utcDay } from '../../../state/days.ts';
import type { Account, ApiKeyRecord } from '../../../state/types.ts';
import { ApiError } from '../../http/errors.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formFields, formPost } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { requireSession } from '../session.ts';
import { DashboardPage, RevokePage, type DashboardData } from '../views/dashboard.tsx';
import { lastDays } from '../views/usage-chart.tsx';

const MAX_ACTIVE_KEYS = 50;
const keyName = z
  .string()
  .trim()
  .min(1, 'Give the key a name, such as the app that will use it.')
  .max(100, 'A key name may have at most 100 characters.');

export function registerAccountPages(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  app.use('/dashboard', requireSession(ctx));
  app.use('/dashboard/*', requireSession(ctx));

  const data = async (account: Account, extra: Pick<DashboardData, 'revealed' | 'createError'> = {}): Promise<DashboardData> => {
    const plan = deps.plans.plans[account.plan];
    if (!plan) throw new Error(`account ${account.id} has plan ${account.plan}, which the plans configuration lacks`);
    const today = new Date(ctx.now());
    const days = lastDays(await deps.usage.daily(account.id, utcDay(new Date(today.getTime() - 29 * 86_400_000))), today);
    return {
      account,
      plan,
      usage: await deps.usage.summary(account.id),
      days,
      keys: (await deps.accounts.keys(account.id)).reverse().map((key) => ({ ...key, lastUsed: deps.usage.lastUsed(key.id) ?? key.lastUsedAt })),
      trustedOrigins: deps.config.trustedOrigins,
      storefront: deps.config.storefront,
      ...extra,
    };
  };
  const page = (c: Context<DashboardEnv>, view: DashboardData, status: 200 | 201 | 400 | 409 = 200) =>
    renderPage(c, <DashboardPage chrome={chromeFor(ctx, c, c.get('session'))} data={view} />, status);
  const ownKey = async (c: Context<DashboardEnv>): Promise<ApiKeyRecord> => {
    const key = await deps.accounts.key(c.req.param('id') ?? '');
    // Someone else's key id answers exactly like an unknown one.
    if (!key || key.accountId !== c.get('session').account.id) throw new ApiError(404, 'NOT_FOUND', 'This account has no such key.');
    return key;
  };

  app.get('/dashboard', async function dashboard(c) {
    return page(c, await data(c.get('session').account));
  });

  app.post('/dashboard/keys', formPost(ctx), async function createKey(c) {
    const { account } = c.get('session');
    const name = keyName.safeParse((await formFields(c)).name ?? '');
    if (!name.success) return page(c, await data(account, { createError: name.error.issues[0]!.message }), 400);
    if ((await deps.accounts.keys(account.id)).filter((key) => !key.revokedAt).length >= MAX_ACTIVE_KEYS) {
      return page(c, await data(account, { createError: `An account may have at most ${MAX_ACTIVE_KEYS} active keys; revoke one first.` }), 409);
    }
    const created = await deps.accounts.createKey(account.id, name.data);
    // The page's script replaces this POST in the history with GET /dashboard, so a reload cannot show the key again.
    return page(c, await data(account, { revealed: { key: created.key, name: created.record.name } }), 201);
  });

  app.get('/dashboard/keys/:id/revoke', async function confirmRevoke(c) {
    const key = await ownKey(c);
    if (key.revokedAt) return c.redirect('/dashboard', 303);
    return renderPage(c, <RevokePage chrome={chromeFor(ctx, c, c.get('session'))} keyRecord={key} />);
  });

  app.post('/dashboard/keys/:id/revoke', formPost(ctx), async function revokeKey(c) {
    await deps.accounts.revokeKey((await ownKey(c)).id);
    return c.redirect('/dashboard', 303);
  });
}
