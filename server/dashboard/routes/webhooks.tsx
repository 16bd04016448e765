// GET /dashboard/webhooks and its forms: add a webhook (its secret in that one response only) and delete one.
import type { Context, Hono } from 'hono';
import type { Account } from '../../../state/types.ts';
import { ApiError } from '../../http/errors.ts';
import { checkWebhookUrl } from '../../webhooks/target.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formFields, formPost } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { WebhooksPage, type WebhooksData } from '../views/webhooks.tsx';

/** Registered after the account pages, whose /dashboard/* middleware requires a session. */
export function registerWebhookPages(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const { store } = deps.webhooks;
  const data = async (account: Account, extra: Pick<WebhooksData, 'revealed' | 'createError'> = {}): Promise<WebhooksData> => ({
    webhooks: await store.list(account.id),
    deliveries: await store.deliveries(account.id),
    limit: deps.plans.plans[account.plan]!.webhooks,
    ...extra,
  });
  const page = (c: Context<DashboardEnv>, view: WebhooksData, status: 200 | 201 | 400 | 409 = 200) =>
    renderPage(c, <WebhooksPage chrome={chromeFor(ctx, c, c.get('session'))} data={view} />, status);

  app.get('/dashboard/webhooks', async function webhooks(c) {
    return page(c, await data(c.get('session').account));
  });

  app.post('/dashboard/webhooks', formPost(ctx), async function addWebhook(c) {
    const { account } = c.get('session');
    let url: string;
    try {
      url = await checkWebhookUrl(deps.webhooks.target, (await formFields(c)).url ?? '');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return page(c, await data(account, { createError: `The URL was refused: ${error.message.replace(/^url /, 'it ')}.` }), 400);
    }
    const current = await data(account);
    if (current.webhooks.length >= current.limit) {
      return page(c, { ...current, createError: `The ${account.plan} plan allows ${current.limit} webhooks; delete one first.` }, 409);
    }
    const { secret } = await store.create(account.id, url);
    return page(c, await data(account, { revealed: { url, secret } }), 201);
  });

  app.post('/dashboard/webhooks/:id/delete', formPost(ctx), async function deleteWebhook(c) {
    if (!(await store.remove(c.get('session').account.id, c.req.param('id')))) throw new ApiError(404, 'WEBHOOK_NOT_FOUND', 'This account has no such webhook.');
    return c.redirect('/dashboard/webhooks', 303);
  });
}
