// Prometheus metrics (prom-client) on GET /metrics behind METRICS_TOKEN: requests by route and status (the fast path's
// answers included), latency (of answers through the app; the fast path's are not timed), renders in flight and
// queued, where logo answers came from, discovery queue, usage flush lag, event loop, memory.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AnswerFrom } from '../../pipeline/logo/answer.ts';


export interface MetricSources {
  /** Rows of the discovery queue by status. */
  discoveryCounts(): Record<string, number> | Promise<Record<string, number>>;
  /** Seconds the oldest usage count has waited for its flush to state.db (0: nothing waiting). */
  usageFlushLagSeconds(): number;
}

export interface Metrics {
  readonly enabled: boolean;
  /** Counts requests by route and status, and their latency; undefined when metrics are off. */
  readonly middleware: MiddlewareHandler | undefined;
  logoAnswer(from: AnswerFrom): void;
  /**
   * Counts an answer of the fast path (server/logo/fast-path.ts), which the middleware above never sees: a plain integer
   * per route and status on the hot path, folded into logos_http_requests_total when /metrics is scraped.
   */
  fastPathAnswer(route: string, status: number): void;
  /** Runs one render, counted in flight while it runs. */
  rendering<T>(work: () => Promise<T>): Promise<T>;
  /** For the render pool: how many renders wait for a thread. */
  setRendersQueued(count: number): void;
  /** The text exposition, with the sources read at scrape time. */
  exposition(): Promise<{ contentType: string; body: string }>;
  /** Whether an Authorization header carries the token. */
  authorised(header: string | undefined): boolean;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(token: string | undefined, sources: () => MetricSources): Metrics {
  if (!token) return disabledMetrics;
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'logos' });
  // Event loop lag, heap, RSS, GC and handles, from prom-client's own collectors.
  collectDefaultMetrics({ register: registry, prefix: 'logos_', eventLoopMonitoringPrecision: 20 });
  const fastAnswers = new Map<string, Map<number, number>>();
  const requests = new Counter({
    name: 'logos_http_requests_total',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
    collect() {
      for (const [route, byStatus] of fastAnswers) {
        for (const [status, count] of byStatus) if (count > 0) this.inc({ route, method: 'GET', status: String(status) }, count);
        byStatus.clear();
      }
    },
  });
  const latency = new Histogram({ name: 'logos_http_request_duration_seconds', help: 'time to the response headers, by route pattern', labelNames: ['route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const answers = new Counter({ name: 'logos_logo_answers_total', help: 'logo answers by where they came from; memory/(all) is the response cache hit ratio', labelNames: ['from'], registers: [registry] });
  const inFlight = new Gauge({ name: 'logos_renders_in_flight', help: 'renders running now', registers: [registry] });
  const queued = new Gauge({ name: 'logos_renders_queued', help: 'renders waiting for a render thread', registers: [registry] });
  new Gauge({
    name: 'logos_discovery_queue_rows',
    help: 'discovery queue rows by status (pending and running are the depth; found, not-found, failed the outcomes)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await sources().discoveryCounts();
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'logos_usage_flush_lag_seconds',
    help: 'age of the oldest usage count not yet written to state.db',
    registers: [registry],
    collect() {
      this.set(sources().usageFlushLagSeconds());
    },
  });
  const expected = Buffer.from(`Bearer ${token}`);

  return {
    enabled: true,
    middleware: async function metrics(c, next) {
      const started = performance.now();
      await next();
      // The route pattern, never the path: /v1/:domain is one series however many domains are asked for.
      const path = routePath(c, -1);
      const route = path && !path.endsWith('*') ? path : 'unmatched';
      requests.inc({ route, method: c.req.method, status: String(c.res.status) });
      latency.observe({ route }, (performance.now() - started) / 1000);
    },
    logoAnswer: (from) => answers.inc({ from }),
    fastPathAnswer(route, status) {
      let byStatus = fastAnswers.get(route);
      if (!byStatus) fastAnswers.set(route, (byStatus = new Map()));
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
    async rendering(work) {
      inFlight.inc();
      try {
        return await work();
      } finally {
        inFlight.dec();
      }
    },
    setRendersQueued: (count) => queued.set(count),
    async exposition() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    authorised(header) {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const disabledMetrics: Metrics = {
  enabled: false,
  middleware: undefined,
  logoAnswer: () => {},
  fastPathAnswer: () => {},
  rendering: (work) => work(),
  setRendersQueued: () => {},
  exposition: () => Promise.reject(new Error('metrics are off (METRICS_TOKEN is unset)')),
  authorised: () => false,
};
