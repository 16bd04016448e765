// Per-minute limits per account (by plan) or per client IP, and the account's monthly quota; 429 with Retry-After.
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv, Caller } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Plan, Plans } from '../plans.ts';
import type { RateDecision, RateLimiter } from '../rate-limiter.ts';
import { addResponseHeaders } from '../respond.ts';
import type { UsageTracker } from '../usage-tracker.ts';

export interface RateLimitOptions {
  limiter: RateLimiter;
  plans: Plans;
  usage: UsageTracker;
  now?: () => Date;
}

type KeyCaller = Extract<Caller, { kind: 'key' }>;

export const rateLimit = (options: RateLimitOptions): MiddlewareHandler<AppEnv> => {
  const check = rateCheck(options);
  return function rateLimit(c, next) {
    return check(c, next, 1);
  };
};

/**
 * For a batch counted as one request per item: takes `count` more requests for a caller that already passed
 * rateLimit() with the first, and records them as usage; refuses the whole batch when they do not fit.
 */
export const chargeMore = (options: RateLimitOptions) => {
  const check = rateCheck(options);
  return async function chargeMore(c: Context<AppEnv>, count: number): Promise<void> {
    if (count <= 0) return;
    await check(c, async () => {}, count);
    options.usage.record(c.get('caller'), count);
  };
};

// Takes `count` requests from the caller's window and the month's quota (which holds what the usage recorded so far).
function rateCheck(options: RateLimitOptions) {
  const { limiter, plans, usage, now = () => new Date() } = options;

  // What follows the limiter's decision; synchronous when the decision and the month's count are at hand (an
  // in-memory limiter, a known account), so a hit through the fast path never waits on a promise.
  const admit = (c: Context<AppEnv>, next: Next, caller: Caller, plan: Plan | undefined, decision: RateDecision, count: number) => {
    addResponseHeaders(c, {
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(decision.resetSeconds),
    });
    if (!decision.allowed) {
      addResponseHeaders(c, { 'Retry-After': String(decision.resetSeconds) });
      throw new ApiError(429, 'RATE_LIMITED', `rate limit of ${decision.limit} requests per minute reached; retry in ${decision.resetSeconds} s`);
    }
    if (caller.kind !== 'key' || plan?.monthlyQuota == null) return next();
    const used = usage.monthUsedNow(caller.account.id);
    if (used === undefined) return usage.monthUsed(caller.account.id).then((read) => withinQuota(c, next, caller, plan, read + count));
    return withinQuota(c, next, caller, plan, used + count);
  };

  const withinQuota = (c: Context<AppEnv>, next: Next, caller: KeyCaller, plan: Plan, usedWithThese: number) => {
    if (usedWithThese <= plan.monthlyQuota!) return next();
    const { retryAfter, error } = quotaUsedUp(plan, caller.account.plan, now());
    addResponseHeaders(c, { 'Retry-After': String(retryAfter) });
    throw error;
  };

  return function check(c: Context<AppEnv>, next: Next, count: number) {
    const caller = c.get('caller');
    const plan = caller.kind === 'key' ? plans.plans[caller.account.plan] : undefined;
    if (caller.kind === 'key' && !plan) {
      throw new Error(`account ${caller.account.id} has plan ${caller.account.plan}, which the plans configuration lacks`);
    }
    const identity = caller.kind === 'key' ? `account:${caller.account.id}` : `ip:${caller.ip}`;
    const decision = limiter.take(identity, plan?.rateLimitPerMinute ?? plans.anonymousRateLimitPerMinute, count);
    return decision instanceof Promise
      ? decision.then((decided) => admit(c, next, caller, plan, decided, count))
      : admit(c, next, caller, plan, decision, count);
  };
}

/** The refusal of a key whose plan's monthly quota is used up, the same at the origin and at the edge (server/edge). */
export function quotaUsedUp(plan: Plan, planName: string, now: Date): { retryAfter: number; error: ApiError } {
  const retryAfter = secondsToNextMonth(now);
  return { retryAfter, error: new ApiError(429, 'RATE_LIMITED', `monthly quota of ${plan.monthlyQuota} requests of the ${planName} plan is used up; it renews in ${retryAfter} s`) };
}

function secondsToNextMonth(date: Date): number {
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - date.getTime()) / 1000));
}
