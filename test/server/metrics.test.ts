import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

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
});
