// /v1/webhooks: an account's webhooks (list with recent deliveries, create with a secret shown once, delete).
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import type { AppEnv } from '../gate/request-context.ts';
import type { Webhook } from '../../state/types.ts';
import { ApiError } from '../http/errors.ts';
import { keyedCaller } from '../gate/keyed-caller.ts';
import { respond, respondJson } from '../http/respond.ts';
import { conflict, gatedErrors, invalid, keyedSecurity, notFound, rateLimitHeaders } from '../schemas/common.ts';
import { createdWebhookSchema, webhookBodySchema, webhookIdParam, webhookListSchema } from '../schemas/freshness.ts';
import { checkWebhookUrl } from '../webhooks/target.ts';
import { refuseHiddenText } from '../schemas/text.ts';

const MAX_BODY_BYTES = 4096;

export const listWebhooksRoute = createRoute({
  method: 'get',
  path: '/v1/webhooks',
  summary: 'The account\'s webhooks and their latest deliveries',
  description: 'Needs an API key. Secrets are never listed; they are shown once, when a webhook is created.',
  security: keyedSecurity,
  responses: {
    200: { description: 'webhooks and deliveries', headers: rateLimitHeaders, content: { 'application/json': { schema: webhookListSchema } } },
    ...gatedErrors,
  },
});

export const createWebhookRoute = createRoute({
  method: 'post',
  path: '/v1/webhooks',
  summary: 'Register a webhook that hears when a brand the account asked for changes its logo',
  description:
    'Needs an API key. The URL must be https and reach a public address. The answer holds the signing secret, shown this once. ' +
    'Each notice is a POST of JSON signed with X-Logos-Signature: sha256=HMAC-SHA256(secret, "<X-Logos-Timestamp>.<body>") (docs/freshness.md).',
  security: keyedSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: webhookBodySchema } } } },
  responses: {
    201: { description: 'created; keep the secret', headers: rateLimitHeaders, content: { 'application/json': { schema: createdWebhookSchema } } },
    ...invalid('INVALID_PARAMETER: url missing, not https, too long, or not a public address'),
    ...conflict('WEBHOOK_LIMIT: the plan\'s number of webhooks is reached'),
    ...gatedErrors,
  },
});

export const deleteWebhookRoute = createRoute({
  method: 'delete',
  path: '/v1/webhooks/{id}',
  summary: 'Delete a webhook and its deliveries',
  description: 'Needs an API key. Another account\'s webhook answers like an unknown one.',
  security: keyedSecurity,
  request: { params: webhookIdParam },
  responses: {
    204: { description: 'deleted', headers: rateLimitHeaders },
    ...notFound('WEBHOOK_NOT_FOUND'),
    ...gatedErrors,
  },
});

export function registerWebhookRoutes(app: App, deps: Deps): void {
  const { store } = deps.webhooks;
  const planLimit = (plan: string) => deps.plans.plans[plan]!.webhooks;

  documented(app, listWebhooksRoute, async function listWebhooks(c) {
    const { account } = keyedCaller(c, 'GET /v1/webhooks');
    const webhooks = (await store.list(account.id)).map(shown);
    const body = { webhooks, deliveries: await store.deliveries(account.id), limit: planLimit(account.plan) };
    return respondJson(c, body, 200, { 'Cache-Control': 'private, no-store' });
  });

  const limited = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(400, 'INVALID_PARAMETER', `the body must be JSON {"url": "https://…"} of at most ${MAX_BODY_BYTES} bytes`);
    },
  });
  app.use('/v1/webhooks', async (c, next) => (c.req.method === 'POST' ? limited(c, next) : next()));
  documented(app, createWebhookRoute, async function createWebhook(c) {
    const { account } = keyedCaller(c, 'POST /v1/webhooks');
    const url = await checkWebhookUrl(deps.webhooks.target, (await jsonBody(c)).url);
    const limit = planLimit(account.plan);
    if ((await store.list(account.id)).length >= limit) {
      throw new ApiError(409, 'WEBHOOK_LIMIT', `the ${account.plan} plan allows ${limit} webhooks; delete one first`);
    }
    const { webhook, secret } = await store.create(account.id, url);
    return respondJson(c, { ...shown(webhook), secret }, 201, { 'Cache-Control': 'no-store' });
  });

  documented(app, deleteWebhookRoute, async function deleteWebhook(c) {
    const { account } = keyedCaller(c, 'DELETE /v1/webhooks');
    const id = c.req.param('id') ?? '';
    if (!(await store.remove(account.id, id))) throw new ApiError(404, 'WEBHOOK_NOT_FOUND', `this account has no webhook ${JSON.stringify(id.slice(0, 40))}`);
    return respond(c, null, 204, { 'Cache-Control': 'no-store' });
  });
}

const shown = ({ id, url, createdAt }: Webhook) => ({ id, url, createdAt });

async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    // Answered below, like a body of the wrong shape.
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    refuseHiddenText(body);
    return body as Record<string, unknown>;
  }
  throw new ApiError(400, 'INVALID_PARAMETER', 'the body must be a JSON object such as {"url": "https://hooks.example.com/logos"}');
}
