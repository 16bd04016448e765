// Per-minute windows in Redis through rate-limiter-flexible (REDIS_URL), so every origin counts against one limit; a
// caller's concurrent requests go to Redis together, and what a refused request added is given back at once.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../observability/logger.ts';
import { secondsLeft, WINDOW_MS, windowStartOf, type RateDecision, type RateLimiter } from './rate-window.ts';

export function redisLimiter(redis: Redis, now: () => number): RateLimiter {
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
      const start = windowStartOf(time);
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
    give(id, limit, count) {
      const start = windowStartOf(now());
      const of = limiters.get(limit);
      // A take of an earlier window is gone with its key.
      if (of?.windowStart !== start) return;
      giveBack(of.limiter, `${id}:${start}`, count);
    },
  };
}

// Sent before the caller's next command on the same connection, so Redis applies it first; a failure only leaves
// the window as strict as it was, so it is not waited for.
function giveBack(limiter: RateLimiterAbstract, key: string, count: number): void {
  limiter.reward(key, count).catch(() => {});
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
      (result) => this.alone(result, count, resetSeconds),
      (refusal: unknown) => this.alone(refusal, count, resetSeconds),
    );
  }

  // A refusal is a RateLimiterRes too: the count went up all the same, so it is given back.
  private alone(outcome: unknown, count: number, resetSeconds: number): RateDecision {
    if (outcome instanceof RateLimiterRes && outcome.consumedPoints > this.of.limit) giveBack(this.of.limiter, this.key, count);
    this.next();
    if (!(outcome instanceof RateLimiterRes)) throw outcome;
    const { limit } = this.of;
    const used = outcome.consumedPoints;
    return used <= limit ? this.allowed(used, resetSeconds) : this.refused(used - count, resetSeconds);
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
    if (!(outcome instanceof RateLimiterRes)) {
      this.next();
      for (const waiting of batch) waiting.reject(outcome);
      return;
    }
    // Decided in the order they came, as if each had gone alone: a refused one adds nothing for those after it.
    const { limit } = this.of;
    let used = outcome.consumedPoints - total;
    let refused = 0;
    const decisions = batch.map((waiting) => {
      if (used + waiting.count > limit) {
        refused += waiting.count;
        return this.refused(used, waiting.resetSeconds);
      }
      used += waiting.count;
      return this.allowed(used, waiting.resetSeconds);
    });
    if (refused > 0) giveBack(this.of.limiter, this.key, refused);
    this.next();
    batch.forEach((waiting, i) => waiting.resolve(decisions[i]!));
  }

  private allowed(used: number, resetSeconds: number): RateDecision {
    return { allowed: true, limit: this.of.limit, remaining: this.of.limit - used, resetSeconds };
  }

  /** `before`: what the window held without this request. */
  private refused(before: number, resetSeconds: number): RateDecision {
    const { limit } = this.of;
    return { allowed: false, limit, remaining: Math.max(0, limit - before), resetSeconds };
  }

  private next(): void {
    this.sending = false;
    if (this.waiting.length > 0) this.send();
  }
}

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
