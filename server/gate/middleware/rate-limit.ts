// The rate limit of every /v1 route: the plain rate decision (gate/rate.ts) for the caller the access gate set; its
// RateLimit-* headers go on the answer, a refusal is thrown as a 429 carrying them and Retry-After.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../request-context.ts';
import type { RateLimitDecision } from '../rate.ts';
import { addResponseHeaders } from '../../http/respond.ts';
import type { UsageTracker } from '../../usage/tracker.ts';

export const rateLimit = (decide: RateLimitDecision): MiddlewareHandler<AppEnv> =>
  function rateLimit(c, next) {
    const headers = decide(c.get('caller'));
    if (headers instanceof Promise) {
      return headers.then((known) => {
        addResponseHeaders(c, known);
        return next();
      });
    }
    addResponseHeaders(c, headers);
    return next();
  };

/**
 * For a route that counts itself (a batch, one request per item; MCP, one per tool call that runs), registered
 * without rateLimit() and trackUsage(): takes `count` requests for the caller once the body is known valid, and
 * records them as usage; refuses the whole batch when they do not fit, counting none of it.
 */
export const chargeMore = (decide: RateLimitDecision, usage: UsageTracker) =>
  async function chargeMore(c: Context<AppEnv>, count: number): Promise<void> {
    if (count <= 0) return;
    addResponseHeaders(c, await decide(c.get('caller'), count));
    usage.record(c.get('caller'), count);
  };
