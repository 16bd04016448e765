import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastPath } from '../../../server/logo/fast-path.ts';
import { listen } from '../../../server/listen.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';

const TOKEN = 'metrics-token-0123456789';
let origin: TestOrigin;

beforeAll(async () => {
  origin = await createTestOrigin({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => origin.cleanup());

const scrape = async () => {
  const response = await origin.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
const sample = (text: string, pattern: RegExp) => Number(text.split('\n').find((line) => pattern.test(line))?.split(' ').pop() ?? NaN);

describe('GET /metrics (finding 13.16)', () => {
  it('is refused without the token, and absent when METRICS_TOKEN is unset', async () => {
    expect((await origin.request('/metrics')).status).toBe(401);
    expect((await origin.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const plain = await createTestOrigin({ seed: false });
    try {
      expect((await plain.request('/metrics')).status).toBe(404);
    } finally {
      await plain.cleanup();
    }
  });

  it('counts requests by route pattern and status, with latency, whatever the domain', async () => {
    for (const domain of ['stripe.com', 'unknown-one.example', 'unknown-two.example']) await (await origin.request(`/v1/${domain}?format=svg`)).arrayBuffer();
    await origin.request('/v1/stripe.com?size=abc');
    const text = await scrape();
    expect(sample(text, /^logos_http_requests_total\{route="\/v1\/:domain",method="GET",status="200"/)).toBe(3);
    expect(sample(text, /^logos_http_requests_total\{route="\/v1\/:domain",method="GET",status="400"/)).toBe(1);
    expect(text).not.toContain('unknown-one');
    expect(sample(text, /^logos_http_request_duration_seconds_count\{.*route="\/v1\/:domain"/)).toBe(4);
  });

  it('says where logo answers came from, so the cache hit ratio can be computed', async () => {
    await (await origin.request('/v1/stripe.com?format=png&size=40')).arrayBuffer();
    await (await origin.request('/v1/stripe.com?format=png&size=40')).arrayBuffer();
    const text = await scrape();
    expect(sample(text, /^logos_logo_answers_total\{from="memory"/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^logos_logo_answers_total\{from="produced"/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^logos_renders_in_flight\{/)).toBe(0);
  });

  it('reports renders queued (the render pool\'s hook), the discovery queue, usage flush lag, event loop lag and memory', async () => {
    origin.deps.metrics.setRendersQueued(3);
    // Monogram domains reach the queue in the intake's next batch (one write a second); write it now.
    await origin.deps.discoveryIntake.flush();
    const text = await scrape();
    expect(sample(text, /^logos_renders_queued\{/)).toBe(3);
    expect(sample(text, /^logos_discovery_queue_rows\{status="pending"/)).toBeGreaterThanOrEqual(2);
    expect(sample(text, /^logos_usage_flush_lag_seconds\{/)).toBeGreaterThanOrEqual(0);
    expect(sample(text, /^logos_nodejs_eventloop_lag_seconds\{/)).toBeGreaterThanOrEqual(0);
    expect(sample(text, /^logos_process_resident_memory_bytes\{/)).toBeGreaterThan(10_000_000);
  });

  it('counts the answers of the fast path too, under the route patterns the app uses', async () => {
    let fast = 0;
    const counting: FastPath = (request) => {
      const answer = origin.fastPath(request);
      if (answer) fast++;
      return answer;
    };
    const server = await listen(origin.app, 0, '127.0.0.1', counting);
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return response;
    };
    const count = (text: string, route: string, status: number) =>
      sample(text, new RegExp(`^logos_http_requests_total\\{route="${route.replace(/[{}|]/g, '\\$&')}",method="GET",status="${status}"`)) || 0;
    try {
      const before = await scrape();
      const first = await get('/v1/stripe.com?size=24'); // planned and rendered by the app
      await get('/v1/stripe.com?size=24');
      await get('/v1/stripe.com?size=24');
      await get('/v1/stripe.com/icon/light/24.webp');
      await get('/v1/stripe.com/icon/light/24.webp');
      expect((await get('/v1/stripe.com?size=24', { 'if-none-match': first.headers.get('etag')! })).status).toBe(304);
      expect((await get('/v1/stripe.com?size=24', { 'x-api-key': `la_${'x'.repeat(32)}` })).status).toBe(401);
      expect(fast).toBe(5);
      const after = await scrape();
      const added = (route: string, status: number) => count(after, route, status) - count(before, route, status);
      expect(added('/v1/:domain', 200)).toBe(3);
      expect(added('/v1/:domain', 304)).toBe(1);
      expect(added('/v1/:domain', 401)).toBe(1);
      // The label the app gives the asset path, with the router's patterns of its parameters.
      expect(added('/v1/:domain/:variant{icon|logo|symbol}/:theme{light|dark}/:file', 200)).toBe(2);
      // Folded once: a second scrape adds nothing.
      expect(count(await scrape(), '/v1/:domain', 200)).toBe(count(after, '/v1/:domain', 200));
    } finally {
      await server.close();
    }
  });
});
