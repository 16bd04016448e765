// The canonical keyed URL at the edge (deploy/nginx) beside nginx serving the same bytes as a static file and the
// keyed origin: server CPU per request, with nginx and the origin behind it pinned to the server core and the load
// generator to the other, in alternating rounds. The edge's CPU includes its origin's (the auth answers it refreshes).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import { createLogger } from '../server/observability/logger.ts';
import type { PlansFile } from '../server/gate/plans.ts';
import { startNginx, type Nginx } from '../test/helpers/nginx.ts';
import { findBinary, NGINX } from '../test/helpers/system-binary.ts';
import { withSpread } from './stats.ts';
import { cpuUsageUs, freePort, CAN_PIN, GENERATOR_CORE, pinTo, SERVER_CORE, unpin, startChild, stop, waitForHttp } from './processes.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const QUERY_PATH = '/v1/stripe.com?size=64&format=webp';
const STATIC_PATH = '/v1/stripe.com/icon/light/64.webp';
const TICK_US = 10_000;

/** CPU (user + system) of a process and its children that are running, in microseconds, from /proc (10 ms ticks). */
function processTreeCpuUs(pid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) !== pid && Number(fields[1]) !== pid) continue;
    total += (Number(fields[11]) + Number(fields[12])) * TICK_US;
  }
  return total;
}

interface EdgeSubject {
  label: string;
  url: (nginx: Nginx, origin: string) => string;
  headers: Record<string, string>;
  /** Whether nginx stands in front (else the origin is measured alone). */
  nginx: boolean;
}

async function measure(subject: EdgeSubject, dataDir: string, env: Record<string, string>, plans: PlansFile): Promise<{ cpuUs: number; rps: number; errors: number }> {
  const port = await freePort();
  const origin = startChild('cli/logos.js', ['serve'], { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...env });
  pinTo(origin.pid!, SERVER_CORE);
  let nginx: Nginx | undefined;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    if (subject.nginx) nginx = await startNginx({ origin: `127.0.0.1:${port}`, assets: join(dataDir, 'bench-edge-assets'), cores: SERVER_CORE, plans });
    const url = subject.url(nginx!, `http://127.0.0.1:${port}`);
    const options = { url, connections: CONNECTIONS, headers: subject.headers };
    await autocannon({ ...options, duration: Math.max(2, Math.round(SECONDS / 2)) }); // warm-up: caches, JIT, memo
    const cpu = async () => (await cpuUsageUs(origin)) + (nginx ? processTreeCpuUs(nginx.pid) : 0);
    const before = await cpu();
    const result = await autocannon({ ...options, duration: SECONDS });
    const used = (await cpu()) - before;
    return { cpuUs: used / Math.max(1, result.requests.total), rps: result.requests.average, errors: result.errors + result.non2xx };
  } finally {
    await nginx?.stop();
    await stop(origin);
  }
}

export async function benchEdge(dataDir: string): Promise<void> {
  if (!findBinary(NGINX)) {
    console.log('\n(edge bench skipped: it needs the Debian package nginx)');
    return;
  }
  // Limits far above what the load generator can send, so every gate runs its full work and nothing is refused.
  const plansFile = join(dataDir, 'bench-edge-plans.json');
  const plans: PlansFile = { plans: { bench: { rateLimitPerMinute: 1e9, monthlyQuota: 1e12 } }, anonymousRateLimitPerMinute: 1e9 };
  writeFileSync(plansFile, JSON.stringify(plans));
  const env = { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' };
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...env }), createLogger('warn'));
  const { key } = await deps.accounts.createKey((await deps.accounts.createAccount('edge-bench@example.com', 'bench')).id, 'edge-bench');
  await deps.close();
  const withKey = { authorization: `Bearer ${key}` };

  // The static file is the origin's own answer to the canonical URL, where `logos build` would have put it.
  const port = await freePort();
  const origin = startChild('cli/logos.js', ['serve'], { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`);
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${QUERY_PATH}`, { headers: withKey })).arrayBuffer());
    const file = join(dataDir, 'bench-edge-assets', STATIC_PATH);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  } finally {
    await stop(origin);
  }

  const subjects: EdgeSubject[] = [
    { label: 'nginx, static file', url: (nginx) => `${nginx.url}${STATIC_PATH}`, headers: {}, nginx: true },
    { label: 'edge, canonical URL + key', url: (nginx) => `${nginx.url}${QUERY_PATH}`, headers: withKey, nginx: true },
    { label: 'origin, canonical URL + key', url: (_nginx, originUrl) => `${originUrl}${QUERY_PATH}`, headers: withKey, nginx: false },
  ];
  const pinned = CAN_PIN && pinTo(process.pid, GENERATOR_CORE);
  const runs: { cpuUs: number; rps: number; errors: number }[][] = subjects.map(() => []);
  try {
    // Alternating order (forward, backward, ...), so drift in the machine's speed does not favour one server.
    const forward = subjects.map((_, index) => index);
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? forward : [...forward].reverse();
      for (const index of order) runs[index]!.push(await measure(subjects[index]!, dataDir, env, plans));
    }
  } finally {
    if (pinned) unpin(process.pid);
  }
  const [nginxStatic, edge, keyedOrigin] = runs as [typeof runs[0], typeof runs[0], typeof runs[0]];
  console.log(`\n## The canonical keyed URL at the edge (${CONNECTIONS} connections, ${RUNS} alternating runs of ${SECONDS} s; median (min–max))`);
  console.log(pinned ? `server (nginx and origin) pinned to core ${SERVER_CORE}, load generator to core ${GENERATOR_CORE}` : 'cores NOT pinned (taskset missing or one core)');
  console.log(`${''.padEnd(30)} server CPU us/req      req/s (saturated)          errors`);
  subjects.forEach((subject, i) => {
    const results = runs[i]!;
    console.log(`${subject.label.padEnd(30)} ${withSpread(results.map((r) => r.cpuUs), 1).padEnd(22)} ${withSpread(results.map((r) => r.rps), 0).padEnd(26)} ${results.reduce((sum, r) => sum + r.errors, 0)}`);
  });
  const ratio = (top: typeof runs[0], bottom: typeof runs[0]) => top.map((result, i) => result.cpuUs / bottom[i]!.cpuUs);
  console.log(`edge / nginx static, CPU per request   ${withSpread(ratio(edge, nginxStatic))}x (goal <= 1.4x)`);
  console.log(`edge / keyed origin, CPU per request   ${withSpread(ratio(edge, keyedOrigin))}x (goal: clearly below 1x)`);
}
