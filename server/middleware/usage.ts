// Counts every request that passed the gate and the rate limit, per account, key and IP (flushed by the tracker).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import type { UsageTracker } from '../usage-tracker.ts';

export const trackUsage = (tracker: UsageTracker): MiddlewareHandler<AppEnv> =>
  function trackUsage(c, next) {
    tracker.record(c.get('caller'));
    return next();
  };
