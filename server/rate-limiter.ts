// Per-minute windows per caller: in this process's memory, or through rate-limiter-flexible in Redis when REDIS_URL is
// set so every origin counts against one limit. Windows are calendar minutes (the minute is part of the key), so
// RateLimit-Reset and Retry-After are the same on every origin whose clock is synchronised.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from './logger.ts';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one request for the caller; refused when the limit for this minute is reached. In memory the decision is
   * returned at once: a promise per request was a large part of what the gate cost on the hit path
   * (BENCHMARK.md). `count` takes several at once (a batch counted as one request per item).
   */
  take(id: string, limit: number, count?: number): RateDecision | Promise<RateDecision>;
}

const WINDOW_MS = 60_000;

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
      const start = time - (time % WINDOW_MS);
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      let ofLimit = counts.get(limit);
      if (!ofLimit) counts.set(limit, (ofLimit = new Map()));
      const used = (ofLimit.get(id) ?? 0) + count;
      ofLimit.set(id, used);
      return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), resetSeconds: secondsLeft(start, time) };
    },
  };
}

function redisLimiter(redis: Redis, now: () => number): RateLimiter {
  // One limiter per distinct limit (there are as many as plans), the limit in its key prefix.
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      // When Redis is not ready the insurance limiter answers from this origin's memory: limits stay enforced,
      // per origin, instead of refusing every request or letting every request through.
      limiter = new RateLimiterRedis({
        storeClient: redis,
        points: limit,
        duration: WINDOW_MS / 1000,
        keyPrefix: `logos:rl:${limit}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration: WINDOW_MS / 1000, keyPrefix: `rl${limit}` }),
      });
      limiters.set(limit, limiter);
    }
    return limiter;
  };

  return {
    async take(id, limit, count = 1) {
      const time = now();
      const start = time - (time % WINDOW_MS);
      const resetSeconds = secondsLeft(start, time);
      try {
        const result = await limiterFor(limit).consume(`${id}:${start}`, count);
        return { allowed: true, limit, remaining: Math.max(0, result.remainingPoints), resetSeconds };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, limit, remaining: 0, resetSeconds };
        throw refusal;
      }
    },
  };
}

const secondsLeft = (windowStart: number, time: number) => Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));

/** Redis for shared rate limits; its outages are logged once each way, and requests never wait on reconnection. */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // Auto-pipelining sends the commands of concurrent requests in one write, which is most of Redis's cost per request.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true, enableAutoPipelining: true });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn('redis unreachable: rate limits fall back to this origin\'s memory until it returns', { error: error.message });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('redis reachable again: rate limits are shared across origins');
  });
  // A failed first connection is reported by the error handler above; ioredis keeps reconnecting in the background.
  await redis.connect().catch(() => {});
  return redis;
}
