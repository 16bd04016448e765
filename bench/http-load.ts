// Load tests on loopback: a stored logo from a bare node:http server, the origin without its gate, the origin with a key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/logger.ts';
import { fixed } from './stats.ts';
import { cpuSeconds, freePort, peakRssMb, startChild, stop, waitForHttp } from './processes.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/v1/stripe.com';

interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU (user + system) per answered request, in microseconds. */
  cpuPerRequestUs: number;
  peakRssMb: number;
}

async function load(url: string, headers: Record<string, string>, serverPid: number): Promise<LoadResult> {
  const cpuBefore = cpuSeconds(serverPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequestUs: (cpu * 1e6) / Math.max(1, result.requests.total),
    peakRssMb: peakRssMb(serverPid),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const average = (results: LoadResult[]): LoadResult => ({
  rps: mean(results.map((r) => r.rps)),
  p99: Math.max(...results.map((r) => r.p99)),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
  cpuPerRequestUs: mean(results.map((r) => r.cpuPerRequestUs)),
  peakRssMb: Math.max(...results.map((r) => r.peakRssMb)),
});

const line = (label: string, result: LoadResult) =>
  `${label.padEnd(28)} ${fixed(result.rps, 0).padStart(7)} req/s   p99 ${result.p99} ms   ` +
  `server CPU ${fixed(result.cpuPerRequestUs, 1)} us/req   errors ${result.errors}`;

async function startOrigin(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child = startChild('cli/logos.js', ['serve'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, false);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, url: `http://127.0.0.1:${port}${PATH}` };
}

// Each origin runs alone from start to stop, so neither is measured while the other holds memory or warm caches.
async function measureOrigin(dataDir: string, env: Record<string, string>, headers: Record<string, string>): Promise<LoadResult> {
  const origin = await startOrigin(dataDir, env);
  try {
    await load(origin.url, headers, origin.child.pid!); // warm-up
    return await load(origin.url, headers, origin.child.pid!);
  } finally {
    await stop(origin.child);
  }
}

export async function benchHttp(dataDir: string): Promise<void> {
  // Limits far above what the load generator can send, so the gate's full work runs and nothing is refused.
  const plansFile = join(dataDir, 'bench-plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { bench: { rateLimitPerMinute: 1e9, monthlyQuota: 1e12 } }, anonymousRateLimitPerMinute: 1e9 }));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('bench@example.com', 'bench')).id, 'bench');
  await deps.close();

  const sample = await startOrigin(dataDir, { ACCESS_CONTROL: 'off' });
  const response = await fetch(sample.url);
  const bodyFile = join(dataDir, 'bench-body');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  await stop(sample.child);

  const barePort = await freePort();
  const bare = startChild('bench/bare-server.ts', [bodyFile, response.headers.get('content-type')!, String(barePort)], {});
  const bareUrl = `http://127.0.0.1:${barePort}${PATH}`;
  const measure = {
    bare: () => load(bareUrl, {}, bare.pid!),
    ungated: () => measureOrigin(dataDir, { ACCESS_CONTROL: 'off' }, {}),
    withKey: () => measureOrigin(dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' }, { authorization: `Bearer ${key}` }),
  };
  try {
    await waitForHttp(bareUrl);
    await measure.bare(); // warm-up
    // Two rounds in opposite order, averaged, so drift in the machine's speed does not favour one side.
    const runs: Record<keyof typeof measure, LoadResult[]> = { bare: [], ungated: [], withKey: [] };
    for (const order of [['bare', 'ungated', 'withKey'], ['withKey', 'ungated', 'bare']] as const) {
      for (const name of order) runs[name].push(await measure[name]());
    }
    const [baseline, ungated, withKey] = [runs.bare, runs.ungated, runs.withKey].map(average) as [LoadResult, LoadResult, LoadResult];
    console.log(`\n## Stored logo over HTTP (${CONNECTIONS} connections, 2 x ${DURATION_SECONDS} s each, ${PATH})`);
    console.log(line('bare node:http', baseline));
    console.log(line('origin, gate disabled', ungated));
    console.log(line('origin, API key through gate', withKey));
    console.log(`origin / bare                ${fixed(ungated.rps / baseline.rps)}x (goal >= 0.6x)`);
    console.log(`gated / gate disabled        ${fixed(withKey.rps / ungated.rps)}x (goal >= 0.9x)`);
    console.log(`  in server CPU per request  ${fixed(ungated.cpuPerRequestUs / withKey.cpuPerRequestUs)}x`);
    console.log(`peak RSS                     ${fixed(ungated.peakRssMb, 0)} MB ungated, ${fixed(withKey.peakRssMb, 0)} MB gated (goal < 250 MB)`);
  } finally {
    await stop(bare);
  }
}
