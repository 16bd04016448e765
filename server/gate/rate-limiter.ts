// Per-minute windows per caller: in this process's memory, or through rate-limiter-flexible in Redis when REDIS_URL is
// set so every origin counts against one limit (a caller's concurrent requests going to Redis together). Windows are
// calendar minutes (the minute is part of the key), so RateLimit-Reset and Retry-After are the same on every origin
// whose clock is synchronised.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../observability/logger.ts';

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
  // One limiter per distinct limit (there are as many as plans), the limit in its key prefix, with its callers' queues.
  const limiters = new Map<number, LimitQueues>();
  const limiterFor = (limit: number): LimitQueues => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      // When Redis is not ready the insurance limiter answers from this origin's memory: limits stay enforced,
      // per origin, instead of refusing every request or letting every request through.
      const shared = new RateLimiterRedis({
        storeClient: redis,
        points: limit,
        duration: WINDOW_MS / 1000,
        keyPrefix: `logos:rl:${limit}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration: WINDOW_MS / 1000, keyPrefix: `rl${limit}` }),
      });
      limiters.set(limit, (limiter = { limit, limiter: shared, windowStart: Number.NaN, queues: new Map() }));
    }
    return limiter;
  };

  // Concurrent requests of one caller share one Redis command: while a caller's command is out, its next requests
  // wait and go together in the next (INCRBY their sum). Each gets the decision it would have had alone in that
  // order, so limits stay exact; Redis's round trip, not a timer, sets how many go together.
  return {
    take(id, limit, count = 1) {
      const time = now();
      const start = time - (time % WINDOW_MS);
      const key = `${id}:${start}`;
      const of = limiterFor(limit);
      // A caller's queue lives for its window, as its Redis key does: a new minute starts without the last one's.
      if (of.windowStart !== start) {
        of.windowStart = start;
        of.queues = new Map();
      }
      let queue = of.queues.get(key);
      if (!queue) of.queues.set(key, (queue = new CallerQueue(of, key)));
      return queue.take(count, secondsLeft(start, time));
    },
  };
}

interface LimitQueues {
  limit: number;
  limiter: RateLimiterAbstract;
  windowStart: number;
  /** This window's callers, by Redis key. */
  queues: Map<string, CallerQueue>;
}

interface Waiting {
  count: number;
  resetSeconds: number;
  resolve(decision: RateDecision): void;
  reject(error: unknown): void;
}

/** One caller's requests in one window and limit: at most one Redis command out, the rest waiting for the next. */
class CallerQueue {
  private sending = false;
  private waiting: Waiting[] = [];

  constructor(
    private readonly of: Pick<LimitQueues, 'limit' | 'limiter'>,
    private readonly key: string,
  ) {}

  take(count: number, resetSeconds: number): Promise<RateDecision> {
    if (this.sending) return new Promise((resolve, reject) => this.waiting.push({ count, resetSeconds, resolve, reject }));
    // The caller's only request in flight goes at once, as it would without a queue.
    this.sending = true;
    return this.of.limiter.consume(this.key, count).then(
      (result) => this.alone(result, resetSeconds),
      (refusal: unknown) => this.alone(refusal, resetSeconds),
    );
  }

  // A refusal is a RateLimiterRes too: the count went up all the same.
  private alone(outcome: unknown, resetSeconds: number): RateDecision {
    this.next();
    if (!(outcome instanceof RateLimiterRes)) throw outcome;
    return this.decision(outcome.consumedPoints, resetSeconds);
  }

  private send(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.sending = true;
    let total = 0;
    for (const waiting of batch) total += waiting.count;
    this.of.limiter.consume(this.key, total).then(
      (result) => this.together(batch, total, result),
      (refusal: unknown) => this.together(batch, total, refusal),
    );
  }

  private together(batch: Waiting[], total: number, outcome: unknown): void {
    this.next();
    if (!(outcome instanceof RateLimiterRes)) {
      for (const waiting of batch) waiting.reject(outcome);
      return;
    }
    // Decided in the order they came, as if each had gone alone.
    let position = outcome.consumedPoints - total;
    for (const waiting of batch) {
      position += waiting.count;
      waiting.resolve(this.decision(position, waiting.resetSeconds));
    }
  }

  private decision(used: number, resetSeconds: number): RateDecision {
    const { limit } = this.of;
    return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), resetSeconds };
  }

  private next(): void {
    this.sending = false;
    if (this.waiting.length > 0) this.send();
  }
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
