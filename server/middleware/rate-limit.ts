// Per-minute limits per account (by plan) or per client IP, and the account's monthly quota; 429 with Retry-After.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Plans } from '../plans.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { addResponseHeaders } from '../respond.ts';
import type { UsageTracker } from '../usage-tracker.ts';

export interface RateLimitOptions {
  limiter: RateLimiter;
  plans: Plans;
  usage: UsageTracker;
  now?: () => Date;
}

export const rateLimit = (options: RateLimitOptions): MiddlewareHandler<AppEnv> => {
  const { limiter, plans, usage, now = () => new Date() } = options;

  return async function rateLimit(c, next) {
    const caller = c.get('caller');
    const plan = caller.kind === 'key' ? plans.plans[caller.account.plan] : undefined;
    if (caller.kind === 'key' && !plan) {
      throw new Error(`account ${caller.account.id} has plan ${caller.account.plan}, which the plans configuration lacks`);
    }
    const identity = caller.kind === 'key' ? `account:${caller.account.id}` : `ip:${caller.ip}`;
    const decision = await limiter.take(identity, plan?.rateLimitPerMinute ?? plans.anonymousRateLimitPerMinute);
    addResponseHeaders(c, {
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(decision.resetSeconds),
    });
    if (!decision.allowed) {
      addResponseHeaders(c, { 'Retry-After': String(decision.resetSeconds) });
      throw new ApiError(429, 'RATE_LIMITED', `rate limit of ${decision.limit} requests per minute reached; retry in ${decision.resetSeconds} s`);
    }
    if (caller.kind === 'key' && plan?.monthlyQuota != null && (await usage.monthUsed(caller.account.id)) >= plan.monthlyQuota) {
      const retryAfter = secondsToNextMonth(now());
      addResponseHeaders(c, { 'Retry-After': String(retryAfter) });
      throw new ApiError(429, 'RATE_LIMITED', `monthly quota of ${plan.monthlyQuota} requests of the ${caller.account.plan} plan is used up; it renews in ${retryAfter} s`);
    }
    await next();
  };
};

function secondsToNextMonth(date: Date): number {
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - date.getTime()) / 1000));
}
