// The rate decision: per-minute limits per account (by plan) or per client IP, and the account's monthly quota.
// A plain function: the Hono middleware (middleware/rate-limit.ts) and the hot path call it after the access decision.
import type { Account } from '../../state/types.ts';
import { isAccountCaller, type AccountCaller, type Caller } from './request-context.ts';
import { ApiError } from '../http/errors.ts';
import type { Plan, Plans } from './plans.ts';
import type { RateDecision as LimiterDecision, RateLimiter } from './rate-window.ts';
import type { HeaderRecord } from '../http/respond.ts';
import type { UsageTracker } from '../usage/tracker.ts';

export interface RateOptions {
  limiter: RateLimiter;
  plans: Plans;
  usage: UsageTracker;
  now?: () => Date;
}

/**
 * The RateLimit-* headers of an admitted request; throws ApiError 429 (carrying those headers and Retry-After) for a
 * refused one. `count` takes several requests at once (a batch counted as one request per item). Synchronous when the limiter and the month's count are at hand (an in-memory limiter, a known account).
 */
export type RateLimitDecision = (caller: Caller, count?: number) => HeaderRecord | Promise<HeaderRecord>;

export function createRateLimitDecision(options: RateOptions): RateLimitDecision {
  const { limiter, plans, usage, now = () => new Date() } = options;
  // The limiter's key of an account, made once per memoised account: a string joined per request is hashed anew by
  // every Map it is looked up in.
  const identities = new WeakMap<Account, string>();
  const accountIdentity = (account: Account) => {
    let identity = identities.get(account);
    if (identity === undefined) identities.set(account, (identity = `account:${account.id}`));
    return identity;
  };

  const decided = (caller: Caller, identity: string, plan: Plan | undefined, decision: LimiterDecision, count: number): HeaderRecord | Promise<HeaderRecord> => {
    const headers: HeaderRecord = {
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(decision.resetSeconds),
    };
    if (!decision.allowed) {
      const message = `rate limit of ${decision.limit} requests per minute reached; retry in ${decision.resetSeconds} s`;
      throw new ApiError(429, 'RATE_LIMITED', message, { ...headers, 'Retry-After': String(decision.resetSeconds) });
    }
    if (!isAccountCaller(caller) || plan?.monthlyQuota == null) return headers;
    const used = usage.monthUsedNow(caller.account.id);
    if (used === undefined) return usage.monthUsed(caller.account.id).then((read) => withinQuota(caller, identity, plan, read + count, count, decision) ?? headers);
    return withinQuota(caller, identity, plan, used + count, count, decision) ?? headers;
  };

  // Undefined when within the quota (the caller keeps the headers it made); a refusal gives back the minute's count.
  const withinQuota = (caller: AccountCaller, identity: string, plan: Plan, usedWithThese: number, count: number, decision: LimiterDecision): HeaderRecord | undefined => {
    if (usedWithThese <= plan.monthlyQuota!) return undefined;
    limiter.give(identity, decision.limit, count);
    const headers = { 'RateLimit-Limit': String(decision.limit), 'RateLimit-Remaining': String(decision.remaining + count), 'RateLimit-Reset': String(decision.resetSeconds) };
    throw quotaUsedUp(plan, caller.account.plan, now(), headers).error;
  };

  return function decideRate(caller, count = 1) {
    const account = isAccountCaller(caller) ? caller.account : undefined;
    const plan = account ? plans.plans[account.plan] : undefined;
    if (account && !plan) {
      throw new Error(`account ${account.id} has plan ${account.plan}, which the plans configuration lacks`);
    }
    const identity = account ? accountIdentity(account) : `ip:${caller.ip}`;
    const decision = limiter.take(identity, plan?.rateLimitPerMinute ?? plans.anonymousRateLimitPerMinute, count);
    return decision instanceof Promise ? decision.then((known) => decided(caller, identity, plan, known, count)) : decided(caller, identity, plan, decision, count);
  };
}

/** The refusal of a key whose plan's monthly quota is used up, the same at the origin and at the edge (server/edge). */
export function quotaUsedUp(plan: Plan, planName: string, now: Date, headers: HeaderRecord = {}): { retryAfter: number; error: ApiError } {
  const retryAfter = secondsToNextMonth(now);
  const message = `monthly quota of ${plan.monthlyQuota} requests of the ${planName} plan is used up; it renews in ${retryAfter} s`;
  return { retryAfter, error: new ApiError(429, 'RATE_LIMITED', message, { ...headers, 'Retry-After': String(retryAfter) }) };
}

function secondsToNextMonth(date: Date): number {
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - date.getTime()) / 1000));
}
