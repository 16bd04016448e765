// GET /v1/me: the calling key's account, plan limits, usage and key metadata (never the key or its hash).
import type { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { respondJson } from '../respond.ts';

export function registerMeRoute(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/v1/me', function me(c) {
    const caller = c.get('caller');
    if (caller?.kind !== 'key') throw new ApiError(401, 'UNAUTHORIZED', '/v1/me needs an API key; a trusted origin alone is not enough');
    const plan = deps.plans.plans[caller.account.plan]!;
    const usage = deps.usage.summary(caller.account.id);
    const { key, account } = caller;
    return respondJson(c, {
      account: { id: account.id, email: account.email, plan: account.plan, created: account.createdAt },
      plan: { name: account.plan, rateLimitPerMinute: plan.rateLimitPerMinute, monthlyQuota: plan.monthlyQuota },
      usage: {
        today: usage.today,
        month: usage.month,
        remainingThisMonth: plan.monthlyQuota === null ? null : Math.max(0, plan.monthlyQuota - usage.month),
      },
      key: {
        id: key.id,
        prefix: key.prefix,
        name: key.name,
        created: key.createdAt,
        lastUsed: deps.usage.lastUsed(key.id) ?? key.lastUsedAt,
      },
    }, 200, { 'Cache-Control': 'no-store' });
  });
}
