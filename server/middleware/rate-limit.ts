// The rate limit of every /v1 route: the plain rate decision (gate/rate.ts) for the caller the access gate set; its
// RateLimit-* headers go on the answer, a refusal is thrown as a 429 carrying them and Retry-After.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import type { RateLimitDecision } from '../gate/rate.ts';
import { addResponseHeaders } from '../respond.ts';

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
