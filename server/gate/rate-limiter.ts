// Per-minute windows per caller: in this process's memory, or in Redis (redis-limiter.ts) when REDIS_URL is set so
// every origin counts against one limit. Windows are calendar minutes (the minute is part of the key), so
// RateLimit-Reset and Retry-After are the same on every origin whose clock is synchronised.
import type { Redis } from 'ioredis';
import { redisLimiter } from './redis-limiter.ts';
import { secondsLeft, windowStartOf, type RateLimiter } from './rate-window.ts';

export type { RateDecision, RateLimiter } from './rate-window.ts';

export function createRateLimiter(options: { redis?: Redis; now?: () => number } = {}): RateLimiter {
  const { redis, now = Date.now } = options;
  return redis ? redisLimiter(redis, now) : memoryLimiter(now);
}

/**
 * Counts of the current calendar minute, per limit and caller; a new minute starts empty. The limit is part of the
 * key, as in Redis, so a plan change starts a fresh count rather than reading another limit's.
 */
function memoryLimiter(now: () => number): RateLimiter {
  let windowStart = Number.NaN;
  let counts = new Map<number, Map<string, number>>();
  return {
    take(id, limit, count = 1) {
      const time = now();
      const start = windowStartOf(time);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      let ofLimit = counts.get(limit);
      if (!ofLimit) counts.set(limit, (ofLimit = new Map()));
      const before = ofLimit.get(id) ?? 0;
      const used = before + count;
      const resetSeconds = secondsLeft(start, time);
      if (used > limit) return { allowed: false, limit, remaining: Math.max(0, limit - before), resetSeconds };
      ofLimit.set(id, used);
      return { allowed: true, limit, remaining: limit - used, resetSeconds };
    },
    give(id, limit, count) {
      // A take of an earlier window is gone with it.
      if (windowStartOf(now()) !== windowStart) return;
      const ofLimit = counts.get(limit);
      const used = ofLimit?.get(id);
      if (ofLimit && used !== undefined) ofLimit.set(id, Math.max(0, used - count));
    },
  };
}
