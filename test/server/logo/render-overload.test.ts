// Issue 13, findings 5, 6 and 13 through the HTTP layer: a hostile stored SVG, a flood of uncached renders, and one
// broken source answered the same way whatever format was asked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crossingTriangles } from '../../helpers/hostile-svg.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand } from '../../helpers/small-catalog.ts';

let origin: TestOrigin;
const get = (path: string) => origin.request(path);
const ask = async (path: string) => {
  const response = await get(path);
  const json = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { code: string; message: string }) : undefined;
  return { response, body: json };
};

beforeAll(async () => {
  origin = await createTestOrigin({ env: { RENDER_PROCESSES: '1', RENDER_QUEUE_MAX: '1', RENDER_DEADLINE_MS: '1500' } });
  await addBrand(origin, 'hostile.test', { icon: crossingTriangles(2000).replace('viewBox="0 0 1000 1000"', 'viewBox="0 0 24 24"') });
  await addBrand(origin, 'broken.test', { icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>&nbsp;</text></svg>' });
  for (let i = 0; i < 4; i++) await addBrand(origin, `slow${i}.test`, { icon: crossingTriangles(400 + i).replace('viewBox="0 0 1000 1000"', 'viewBox="0 0 24 24"') });
  for (let i = 0; i < 4; i++) await addBrand(origin, `shed${i}.test`, { icon: crossingTriangles(300 + i).replace('viewBox="0 0 1000 1000"', 'viewBox="0 0 24 24"') });
});
afterAll(() => origin.cleanup());

describe('a stored source that cannot be rendered', () => {
  it.each(['svg', 'png', 'webp'])('answers 500 RENDER_FAILED for format=%s (one error for one cause)', async (format) => {
    const { response, body } = await ask(`/v1/broken.test?format=${format}`);
    expect(response.status).toBe(500);
    expect(body).toEqual({ code: 'RENDER_FAILED', message: 'the stored logo of broken.test could not be rendered' });
  });

  it('is stopped at the deadline while the origin keeps answering, then refused at once from memory', async () => {
    const pool = origin.deps.renderPool;
    const deadlines = () => origin.logs.filter((line) => /deadline/.test(line) && !/remembered/.test(line)).length;
    const deadlinesBefore = deadlines();
    let hostileAnswered = false;
    const hostile = ask('/v1/hostile.test?format=avif&size=1024&retina=true').finally(() => (hostileAnswered = true));
    await vi.waitFor(() => expect(pool.stats().inFlight).toBe(1), { timeout: 10_000, interval: 10 });
    const health = await ask('/health');
    expect(health.response.status).toBe(200);
    // Answered while the render was still being drawn, not after it.
    expect(hostileAnswered).toBe(false);
    const first = await hostile;
    expect(first.response.status).toBe(500);
    expect(first.body?.code).toBe('RENDER_FAILED');
    expect(deadlines()).toBe(deadlinesBefore + 1);

    const again = await ask('/v1/hostile.test?format=png&size=1024&retina=true');
    expect(again.response.status).toBe(500);
    expect(again.body?.code).toBe('RENDER_FAILED');
    // Refused from memory: no second render was started, so none ran into the deadline again.
    expect(pool.stats()).toMatchObject({ inFlight: 0, queued: 0 });
    expect(deadlines()).toBe(deadlinesBefore + 1);
    expect(origin.logs.at(-1)).toMatch(/hostile\.test.*remembered; not tried again/);
  }, 30_000);
});

describe('admission control', () => {
  it('sheds renders beyond processes + queue with 503 OVERLOADED and Retry-After, and keeps serving cached logos', async () => {
    await get('/v1/stripe.com?format=png&size=64'); // cached before the flood
    let floodAnswered = 0;
    const flood = Array.from({ length: 4 }, (_, i) => ask(`/v1/slow${i}.test?format=avif&size=1024&retina=true`).finally(() => floodAnswered++));
    await vi.waitFor(() => expect(origin.deps.renderPool.stats().inFlight).toBe(1), { timeout: 10_000, interval: 10 });
    const cached = await ask('/v1/stripe.com?format=png&size=64');
    expect(cached.response.status).toBe(200);
    // Answered while the admitted renders were still running, not behind them.
    expect(floodAnswered).toBeLessThan(4);

    const answers = await Promise.all(flood);
    const shed = answers.filter(({ response }) => response.status === 503);
    expect(shed.length).toBeGreaterThanOrEqual(2);
    for (const { response, body } of shed) {
      expect(body?.code).toBe('OVERLOADED');
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  }, 30_000);

  it('sheds a render beyond the queue before reading its stored source', async () => {
    const storage = origin.deps.storage;
    const read = storage.get.bind(storage);
    const reads: string[] = [];
    storage.get = (key) => {
      reads.push(key);
      return read(key);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => ask(`/v1/shed${i}.test?format=webp&size=1000`)));
      const shed = answers.filter(({ response }) => response.status === 503).length;
      expect(shed).toBeGreaterThanOrEqual(2);
      expect(reads.filter((key) => key.includes('shed')).length).toBe(answers.length - shed);
    } finally {
      storage.get = read;
    }
  }, 30_000);
});
