// Counts every request that passed the gate and the rate limit, per account, key and IP (gate/index.ts usage).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Caller } from '../request-context.ts';

export const trackUsage = (record: (caller: Caller) => void): MiddlewareHandler<AppEnv> =>
  function trackUsage(c, next) {
    record(c.get('caller'));
    return next();
  };
