// GET /v1/me: the calling key's account, plan limits, usage and key metadata (never the key or its hash).
import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { keyedCaller } from '../gate/keyed-caller.ts';
import { respondJson } from '../http/respond.ts';
import { gatedErrors, keyedSecurity, rateLimitHeaders } from '../schemas/common.ts';
import { meSchema } from '../schemas/responses.ts';

export const meRoute = createRoute({
  method: 'get',
  path: '/v1/me',
  summary: 'The calling API key: account, plan, usage and key metadata',
  description:
    'Needs an API key (a trusted origin is not enough). Answers the key\'s account, its plan and limits, today\'s and this month\'s usage, and the key\'s own metadata (never the key).',
  security: keyedSecurity,
  responses: {
    200: { description: 'the caller', headers: rateLimitHeaders, content: { 'application/json': { schema: meSchema } } },
    ...gatedErrors,
  },
});

export function registerMeRoute(app: App, deps: Deps): void {
  documented(app, meRoute, async function me(c) {
    const caller = keyedCaller(c, '/v1/me');
    const plan = deps.plans.plans[caller.account.plan]!;
    const usage = await deps.usage.summary(caller.account.id);
    const { key, account } = caller;
    const body = {
      account: { id: account.id, email: account.email, plan: account.plan, created: account.createdAt },
      plan: { name: account.plan, rateLimitPerMinute: plan.rateLimitPerMinute, monthlyQuota: plan.monthlyQuota },
      usage: {
        today: usage.today,
        month: usage.month,
        remainingThisMonth: plan.monthlyQuota === null ? null : Math.max(0, plan.monthlyQuota - usage.month),
      },
      key: { id: key.id, prefix: key.prefix, name: key.name, created: key.createdAt, lastUsed: deps.usage.lastUsed(key.id) ?? key.lastUsedAt },
    };
    return respondJson(c, body, 200, { 'Cache-Control': 'private, no-store' });
  });
}
