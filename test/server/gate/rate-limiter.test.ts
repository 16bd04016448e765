import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRateLimiter } from '../../../server/gate/rate-limiter.ts';
import { connectRedis } from '../../../server/gate/redis-limiter.ts';
import { createLogger } from '../../../server/observability/logger.ts';
import { startRedis, type TestRedis } from '../../helpers/redis.ts';
import { REDIS, requireBinaryOrSkip } from '../../helpers/system-binary.ts';

// 10 s into a minute, so a window never turns during a test.
const clock = () => Date.UTC(2026, 10, 23, 10, 0, 10) + (Date.now() % 1000);

describe('in-memory rate limiter', () => {
  it('allows exactly the limit per calendar minute, with the seconds left to the minute', async () => {
    const limiter = createRateLimiter({ now: clock });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.take('ip:198.51.100.1', 3));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]!.resetSeconds).toBe(50);
    expect((await limiter.take('ip:198.51.100.2', 3)).allowed).toBe(true);
  });

  it('decides without a promise, starts each calendar minute afresh and counts each limit apart', () => {
    let time = Date.UTC(2026, 10, 23, 10, 0, 59, 500);
    const limiter = createRateLimiter({ now: () => time });
    const take = (limit: number) => {
      const decision = limiter.take('account:acc_1', limit);
      if (decision instanceof Promise) throw new Error('the in-memory limiter answered with a promise');
      return decision;
    };
    expect([take(2), take(2), take(2)].map((d) => [d.allowed, d.remaining, d.resetSeconds])).toEqual([[true, 1, 1], [true, 0, 1], [false, 0, 1]]);
    // A plan change to another limit starts its own count, as the Redis keys do.
    expect(take(5)).toMatchObject({ allowed: true, remaining: 4 });
    time += 500; // 10:01:00.000, a new window
    expect(take(2)).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });

  it('counts nothing it refuses, so a batch too large or a caller over its limit does not lock the minute', () => {
    const limiter = createRateLimiter({ now: clock });
    expect(limiter.take('account:acc_2', 300, 1600)).toMatchObject({ allowed: false, remaining: 300 });
    expect(limiter.take('account:acc_2', 300, 299)).toMatchObject({ allowed: true, remaining: 1 });
    for (let i = 0; i < 5; i++) expect(limiter.take('account:acc_2', 300, 2)).toMatchObject({ allowed: false, remaining: 1 });
    expect(limiter.take('account:acc_2', 300)).toMatchObject({ allowed: true, remaining: 0 });
    // What a request refused after its take (the monthly quota) counted is given back.
    limiter.give('account:acc_2', 300, 1);
    expect(limiter.take('account:acc_2', 300)).toMatchObject({ allowed: true, remaining: 0 });
  });
});

const redisBinary = requireBinaryOrSkip('Redis rate limits', REDIS);
let redisServer: TestRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  if (redisBinary) redisServer = await startRedis(redisBinary);
}, 30_000);
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redisServer?.stop();
});

describe.skipIf(!redisBinary)('Redis rate limiter', () => {
  it('shares one limit between origins: exactly N of many concurrent requests pass', async () => {
    const logs: string[] = [];
    const logger = createLogger('info', (line) => logs.push(line));
    const [a, b] = await Promise.all([connectRedis(redisServer.url, logger), connectRedis(redisServer.url, logger)]);
    clients.push(a, b);
    const limiters = [createRateLimiter({ redis: a, now: clock }), createRateLimiter({ redis: b, now: clock })];
    const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => limiters[i % 2]!.take('account:acc_shared', 75)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(75);
    expect(decisions.filter((d) => d.allowed).map((d) => d.remaining).sort((x, y) => x - y)).toEqual(Array.from({ length: 75 }, (_, i) => i));
    expect(logs).toEqual([]);
  });

  it('sends one caller\'s concurrent requests to Redis together, each decided as if alone', async () => {
    const redis = await connectRedis(redisServer.url, createLogger('warn'));
    const observer = await connectRedis(redisServer.url, createLogger('warn'));
    clients.push(redis, observer);
    // Every command Redis ran, the INFO calls themselves aside.
    const commands = async () => {
      const stats = (await observer.info('commandstats')).split('\n').filter((line) => line.startsWith('cmdstat_') && !line.startsWith('cmdstat_info:'));
      return stats.reduce((sum, line) => sum + Number(/calls=(\d+)/.exec(line)?.[1] ?? 0), 0);
    };
    const limiter = createRateLimiter({ redis, now: clock });
    const before = await commands();
    // A batch endpoint's request counts several at once, among single ones.
    const counts = Array.from({ length: 100 }, (_, i) => (i % 10 === 9 ? 5 : 1));
    const decisions = await Promise.all(counts.map((count) => limiter.take('account:acc_burst', 120, count)));
    const sent = (await commands()) - before;
    expect(sent).toBeLessThan(20);
    expect(sent).toBeGreaterThan(0);
    // 90 single requests and 10 of five: 140 in all against 120, decided in order as one origin alone would, a
    // refused one adding nothing for those after it.
    let used = 0;
    const expected = counts.map((count) => {
      if (used + count > 120) return { allowed: false, remaining: 120 - used };
      used += count;
      return { allowed: true, remaining: 120 - used };
    });
    expect(decisions.map(({ allowed, remaining }) => ({ allowed, remaining }))).toEqual(expected);
    // A caller alone is not held back: its request goes at once.
    expect(await limiter.take('account:acc_alone', 3)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('gives back what a refused take added, so a batch too large does not lock out the caller on any origin', async () => {
    const [a, b] = await Promise.all([connectRedis(redisServer.url, createLogger('warn')), connectRedis(redisServer.url, createLogger('warn'))]);
    clients.push(a, b);
    const [one, other] = [createRateLimiter({ redis: a, now: clock }), createRateLimiter({ redis: b, now: clock })];
    expect(await one.take('account:acc_flood', 300, 1600)).toMatchObject({ allowed: false, remaining: 300 });
    // Concurrent refusals among allowed requests of one origin, then the other origin sees exactly what was allowed.
    const decisions = await Promise.all([one.take('account:acc_flood', 300, 200), one.take('account:acc_flood', 300, 500), one.take('account:acc_flood', 300, 100)]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, false, true]);
    expect(await other.take('account:acc_flood', 300)).toMatchObject({ allowed: false, remaining: 0 });
    one.give('account:acc_flood', 300, 1);
    // A give is not waited for; a command after it on the same connection is answered once Redis has applied it.
    await a.ping();
    expect(await other.take('account:acc_flood', 300)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('falls back to each origin\'s memory when Redis is unreachable, and says so once', async () => {
    const logs: string[] = [];
    const redis = await connectRedis('redis://127.0.0.1:1', createLogger('info', (line) => logs.push(line)));
    clients.push(redis);
    const limiter = createRateLimiter({ redis, now: clock });
    const started = performance.now();
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter.take('ip:203.0.113.9', 3));
    // Not held until Redis answers (it never does): decided at once, with room for a busy machine.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(logs.filter((line) => line.includes('redis'))).toHaveLength(1);
    expect(logs.join('\n')).toContain('rate limits fall back to this origin\'s memory');
  });
});
