// Load tests on loopback: a stored logo from a bare node:http server with the origin's exact bytes and headers, the
// origin without its gate, and the origin with a key through gate, rate limit and usage. The headline is the server's
// CPU per request: the server is pinned to one core and the load generator to the other, so neither sets the other's
// ceiling, and CPU per request does not depend on how fast the generator can send. autocannon saturates; latency is
// taken at a fixed rate by the paced generator, which times each request from when it was due.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import { findBinary, POSTGRES, REDIS } from '../test/helpers/system-binary.ts';
import { startPostgres } from '../test/helpers/postgres.ts';
import { startRedis } from '../test/helpers/redis.ts';
import { pacedLoad } from './paced-load.ts';
import { withSpread } from './stats.ts';
import { cpuUsageUs, freePort, CAN_PIN, GENERATOR_CORE, peakRssMb, pinTo, SERVER_CORE, unpin, startChild, stop, waitForHttp } from './processes.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Offered rate for the latency figures: below every server's saturation, so p99 measures the server, not a queue. */
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const PATH = '/v1/stripe.com';
const COMPAT_PATH = '/clearbit/stripe.com';
// Headers Node's http module writes itself; the bare server gets every other header the origin sent.
const PLATFORM_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Measurement {
  /** Server CPU (user + system) per answered request, in microseconds, at saturation. */
  cpuUs: number;
  rps: number;
  /** Latency at the fixed offered rate, from each request's due time (bench/paced-load.ts). */
  p50: number;
  p99: number;
  /** How late the paced generator itself dispatched (p99, ms): not the server's doing. */
  lagP99: number;
  /** p99 timed from each request's due time, the generator's lateness included (an upper bound). */
  fromDueP99: number;
  errors: number;
  peakRssMb: number;
}

interface Subject {
  label: string;
  headers: Record<string, string>;
  start(): Promise<{ child: ChildProcess; url: string }>;
}

async function startServer(script: string, args: string[], env: Record<string, string>, path = PATH) {
  const port = await freePort();
  const child = startChild(script, args, { PORT: String(port), ...env });
  pinTo(child.pid!, SERVER_CORE);
  try {
    await waitForHttp(`http://127.0.0.1:${port}${env.DATA_DIR ? '/health' : path}`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, url: `http://127.0.0.1:${port}${path}` };
}

const originServer = (dataDir: string, env: Record<string, string>, path = PATH) => () =>
  startServer('cli/logos.js', ['serve'], { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, path);

// Every server runs alone from start to stop, so none is measured while another holds memory or warm caches.
async function measure(subject: Subject): Promise<Measurement> {
  const { child, url } = await subject.start();
  const options = { url, connections: CONNECTIONS, headers: subject.headers };
  try {
    await autocannon({ ...options, duration: Math.max(2, Math.round(SECONDS / 2)) }); // warm-up: JIT, caches, memo
    const cpuBefore = await cpuUsageUs(child);
    const saturated = await autocannon({ ...options, duration: SECONDS });
    const cpu = (await cpuUsageUs(child)) - cpuBefore;
    const paced = await pacedLoad({ url, headers: subject.headers, connections: CONNECTIONS, rate: RATE, seconds: SECONDS });
    return {
      cpuUs: cpu / Math.max(1, saturated.requests.total),
      rps: saturated.requests.average,
      p50: paced.p50,
      p99: paced.p99,
      lagP99: paced.lagP99,
      fromDueP99: paced.fromDueP99,
      errors: saturated.errors + saturated.non2xx + paced.errors,
      peakRssMb: peakRssMb(child.pid!),
    };
  } finally {
    await stop(child);
  }
}

export async function benchHttp(dataDir: string): Promise<void> {
  // Limits far above what the load generator can send, so the gate's full work runs and nothing is refused.
  const plansFile = join(dataDir, 'bench-plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { bench: { rateLimitPerMinute: 1e9, monthlyQuota: 1e12 } }, anonymousRateLimitPerMinute: 1e9 }));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('bench@example.com', 'bench')).id, 'bench');
  await deps.close();
  const withKey = { authorization: `Bearer ${key}` };
  const gated = originServer(dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' });

  // The gated answer has every header the origin sends (RateLimit-* included): the bare server repeats them all.
  const sample = await gated();
  const response = await fetch(sample.url, { headers: withKey });
  const bodyFile = join(dataDir, 'bench-body');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  await stop(sample.child);
  const sameHeaders = Object.fromEntries([...response.headers].filter(([name]) => !PLATFORM_HEADERS.has(name)));

  const subjects: Subject[] = [
    { label: 'bare node:http, same headers', headers: {}, start: () => startServer('bench/bare-server.ts', [bodyFile, JSON.stringify(sameHeaders)], {}) },
    { label: 'origin, gate disabled', headers: {}, start: originServer(dataDir, { ACCESS_CONTROL: 'off' }) },
    { label: 'origin, API key through gate', headers: withKey, start: gated },
    // A peer's URL form (server/compat/): translated once per URL, then the same keyed hit path.
    { label: 'origin, key, ' + COMPAT_PATH, headers: withKey, start: originServer(dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' }, COMPAT_PATH) },
  ];
  // The same keyed path on shared state: PostgreSQL for keys and usage, Redis for the rate limit (when installed).
  const shared = await sharedStateSubject(dataDir, plansFile);
  if (shared) subjects.push(shared.subject);
  const pinned = CAN_PIN && pinTo(process.pid, GENERATOR_CORE);
  const runs: Measurement[][] = subjects.map(() => []);
  try {
    // Alternating order (forward, backward, ...), so drift in the machine's speed does not favour one server.
    const forward = subjects.map((_, index) => index);
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? forward : [...forward].reverse();
      for (const index of order) runs[index]!.push(await measure(subjects[index]!));
    }
  } finally {
    if (pinned) unpin(process.pid);
    await shared?.stop();
  }
  printHttp(subjects, runs, pinned);
}

function printHttp(subjects: Subject[], runs: Measurement[][], pinned: boolean): void {
  const [bare, ungated, gated, compat, shared] = runs as [Measurement[], Measurement[], Measurement[], Measurement[], Measurement[] | undefined];
  const of = (results: Measurement[], field: keyof Measurement) => results.map((result) => result[field]);
  const ratio = (top: Measurement[], bottom: Measurement[], field: 'cpuUs' | 'rps') => top.map((result, i) => result[field] / bottom[i]![field]);
  console.log(`\n## Stored logo over HTTP (${PATH}, ${CONNECTIONS} connections, ${RUNS} alternating runs of ${SECONDS} s; median (min–max))`);
  console.log(pinned ? `server pinned to core ${SERVER_CORE}, load generator to core ${GENERATOR_CORE}` : 'cores NOT pinned (taskset missing or one core): req/s may be the generator\'s ceiling');
  console.log(`${''.padEnd(30)} server CPU us/req      req/s (saturated)          p50 / p99 ms at ${RATE} req/s    peak RSS MB   errors`);
  subjects.forEach((subject, i) => {
    const results = runs[i]!;
    console.log(
      `${subject.label.padEnd(30)} ${withSpread(of(results, 'cpuUs'), 1).padEnd(22)} ${withSpread(of(results, 'rps'), 0).padEnd(26)} ` +
        `${withSpread(of(results, 'p50'), 1)} / ${withSpread(of(results, 'p99'), 1)}`.padEnd(34) +
        ` ${withSpread(of(results, 'peakRssMb'), 0).padEnd(13)} ${of(results, 'errors').reduce((a, b) => a + b, 0)}`,
    );
  });
  const lag = runs.flat().map((result) => result.lagP99);
  console.log(`p50/p99 paced evenly over ${CONNECTIONS} keep-alive connections, each request timed from its dispatch (a wait for a busy connection counts)`);
  console.log(`the generator's own lateness p99 ${withSpread(lag, 1)} ms; p99 from the due time, that lateness included: ${subjects.map((subject, i) => `${subject.label} ${withSpread(of(runs[i]!, 'fromDueP99'), 1)}`).join('; ')} ms`);
  console.log(`origin / bare, CPU per request   ${withSpread(ratio(bare, ungated, 'cpuUs'))}x (bare us / origin us; goal >= 0.8x)`);
  console.log(`gated / ungated, CPU per request ${withSpread(ratio(ungated, gated, 'cpuUs'))}x (goal >= 0.9x)`);
  console.log(`origin / bare, req/s             ${withSpread(ratio(ungated, bare, 'rps'))}x`);
  console.log(`gated / ungated, req/s           ${withSpread(ratio(gated, ungated, 'rps'))}x`);
  console.log(`${COMPAT_PATH} / ${PATH}, both keyed, CPU per request ${withSpread(ratio(compat, gated, 'cpuUs'))}x (goal <= 1.1x)`);
  if (shared) {
    console.log(`shared / embedded keyed, CPU per request ${withSpread(ratio(gated, shared, 'cpuUs'))}x (PostgreSQL + Redis against SQLite + memory; goal >= 0.8x)`);
    console.log(`shared / embedded keyed, req/s           ${withSpread(ratio(shared, gated, 'rps'))}x`);
  }
  console.log(`goals: p99 < 5 ms at ${CONNECTIONS} connections, peak RSS < 250 MB`);
}

/** PostgreSQL and Redis started for the run (as the tests do), with the bench key in PostgreSQL; undefined when either is missing. */
async function sharedStateSubject(dataDir: string, plansFile: string): Promise<{ subject: Subject; stop(): Promise<void> } | undefined> {
  const postgresBin = findBinary(POSTGRES);
  const redisServer = findBinary(REDIS);
  if (!postgresBin || !redisServer) {
    console.log('(shared-state keyed path skipped: it needs the Debian packages postgresql and redis-server)');
    return undefined;
  }
  const [postgres, redis] = await Promise.all([startPostgres(postgresBin), startRedis(redisServer)]);
  const env = { STATE_URL: await postgres.createDatabase(), REDIS_URL: redis.url };
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...env }), createLogger('warn'));
  const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('bench@example.com', 'bench')).id, 'bench');
  await deps.close();
  return {
    subject: {
      label: 'origin, key, PostgreSQL + Redis',
      headers: { authorization: `Bearer ${key}` },
      start: originServer(dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false', ...env }),
    },
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}
