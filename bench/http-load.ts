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
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const average = (results: LoadResult[]): LoadResult => ({
  rps: mean(results.map((r) => r.rps)),
  p99: Math.max(...results.map((r) => r.p99)),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
  cpuPerRequestUs: mean(results.map((r) => r.cpuPerRequestUs)),
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

export async function benchHttp(dataDir: string): Promise<void> {
  // Limits far above what the load generator can send, so the gate's full work runs and nothing is refused.
  const plansFile = join(dataDir, 'bench-plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { bench: { rateLimitPerMinute: 1e9, monthlyQuota: 1e12 } }, anonymousRateLimitPerMinute: 1e9 }));
  const deps = createDeps(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const { key } = deps.accounts.createKey(deps.accounts.createAccount('bench@example.com', 'bench').id, 'bench');
  deps.close();

  const open = await startOrigin(dataDir, { ACCESS_CONTROL: 'off' });
  const gated = await startOrigin(dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' }).catch(async (error) => {
    await stop(open.child);
    throw error;
  });
  const response = await fetch(open.url);
  const bodyFile = join(dataDir, 'bench-body');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const barePort = await freePort();
  const bare = startChild('bench/bare-server.ts', [bodyFile, response.headers.get('content-type')!, String(barePort)], {});
  const bareUrl = `http://127.0.0.1:${barePort}${PATH}`;
  const keyHeaders = { authorization: `Bearer ${key}` };
  try {
    await waitForHttp(bareUrl);
    const targets = {
      bare: [bareUrl, {}, bare.pid!],
      ungated: [open.url, {}, open.child.pid!],
      withKey: [gated.url, keyHeaders, gated.child.pid!],
    } as const;
    for (const [url, headers, pid] of Object.values(targets)) await load(url, headers, pid); // warm-up
    // Two rounds in opposite order, averaged, so drift in the machine's speed does not favour one side.
    const runs: Record<keyof typeof targets, LoadResult[]> = { bare: [], ungated: [], withKey: [] };
    for (const order of [['bare', 'ungated', 'withKey'], ['withKey', 'ungated', 'bare']] as const) {
      for (const name of order) runs[name].push(await load(targets[name][0], targets[name][1], targets[name][2]));
    }
    const [baseline, ungated, withKey] = [runs.bare, runs.ungated, runs.withKey].map(average) as [LoadResult, LoadResult, LoadResult];
    console.log(`\n## Stored logo over HTTP (${CONNECTIONS} connections, 2 x ${DURATION_SECONDS} s each, ${PATH})`);
    console.log(line('bare node:http', baseline));
    console.log(line('origin, gate disabled', ungated));
    console.log(line('origin, API key through gate', withKey));
    console.log(`origin / bare                ${fixed(ungated.rps / baseline.rps)}x (goal >= 0.6x)`);
    console.log(`gated / gate disabled        ${fixed(withKey.rps / ungated.rps)}x (goal >= 0.9x)`);
    console.log(`  in server CPU per request  ${fixed(ungated.cpuPerRequestUs / withKey.cpuPerRequestUs)}x`);
    console.log(`peak RSS                     ${fixed(peakRssMb(open.child.pid!), 0)} MB ungated, ${fixed(peakRssMb(gated.child.pid!), 0)} MB gated (goal < 250 MB)`);
  } finally {
    await Promise.all([stop(bare), stop(open.child), stop(gated.child)]);
  }
}
