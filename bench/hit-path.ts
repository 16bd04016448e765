// The stored-logo hit in-process, no sockets: the fast path's own cost without the gate and with a key through gate,
// rate limit and usage. HTTP figures on a shared machine move by several µs between runs; this one isolates our code,
// so the gate's share can be read to a fraction of a microsecond (a profile of this loop found what issue 15 removed).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHandlers } from '../server/app.ts';
import { loadConfig } from '../server/config/index.ts';
import { createDeps } from '../server/deps.ts';
import type { FastPath, HitRequest } from '../server/logo/fast-path.ts';
import { createLogger } from '../server/observability/logger.ts';
import { withSpread } from './stats.ts';

const PATH = '/v1/stripe.com';
const ROUNDS = 9;
const PER_ROUND = Number(process.env.BENCH_HIT_ITERATIONS ?? 100_000);

interface Subject {
  label: string;
  fastPath: FastPath;
  request: HitRequest;
  close(): Promise<void>;
}

// The Clearbit form of the same logo (server/compat/): a translation memoised per URL, then the same hit path.
const COMPAT_PATH = '/clearbit/stripe.com';

async function subject(label: string, dataDir: string, env: Record<string, string>, key?: (deps: Awaited<ReturnType<typeof createDeps>>) => Promise<string>, path = PATH): Promise<Subject> {
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, ...env }), createLogger('warn'));
  const { app, fastPath } = createHandlers(deps);
  const headers: Record<string, string> = { host: '127.0.0.1:8080' };
  if (key) headers.authorization = `Bearer ${await key(deps)}`;
  // The first request plans and renders through the app; from then on the fast path answers from memory.
  for (let i = 0; i < 2; i++) await (await app.request(`http://127.0.0.1:8080${path}`, { headers })).arrayBuffer();
  const request: HitRequest = { method: 'GET', url: path, headers, env: { incoming: { socket: { remoteAddress: '127.0.0.1' } } } };
  return { label, fastPath, request, close: () => deps.close() };
}

/** Nanoseconds per hit, of wall time and of this process's CPU; a hit that needs a promise is awaited, so both kinds are timed alike. */
async function timeHits({ fastPath, request }: Subject, count: number): Promise<{ wall: number; cpu: number }> {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    let answer = fastPath(request);
    if (answer instanceof Promise) answer = await answer;
    if (answer?.status !== 200) throw new Error(`the hit path answered ${answer?.status ?? 'nothing'} instead of 200`);
  }
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - started) / count, cpu: ((used.user + used.system) * 1000) / count };
}

export async function benchHitPath(dataDir: string): Promise<void> {
  const plansFile = join(dataDir, 'bench-hit-plans.json');
  writeFileSync(plansFile, JSON.stringify({ plans: { bench: { rateLimitPerMinute: 1e12, monthlyQuota: 1e15 } }, anonymousRateLimitPerMinute: 1e12 }));
  const keyed = async (deps: Awaited<ReturnType<typeof createDeps>>) => {
    const account = await deps.accounts.createAccount(`hit-bench-${process.pid}-${Date.now()}-${Math.random()}@example.com`, 'bench');
    return (await deps.accounts.createKey(account.id, 'hit-bench')).key;
  };
  const subjects = [
    await subject('fast path, gate disabled', dataDir, { ACCESS_CONTROL: 'off' }),
    await subject('fast path, API key', dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' }, keyed),
    await subject(`${COMPAT_PATH}, API key`, dataDir, { PLANS_FILE: plansFile, LOCAL_ACCESS: 'false' }, keyed, COMPAT_PATH),
  ];
  const runs: number[][] = subjects.map(() => []);
  const cpuRuns: number[][] = subjects.map(() => []);
  try {
    for (const current of subjects) await timeHits(current, PER_ROUND); // warm-up: JIT
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, current] of subjects.entries()) {
        const { wall, cpu } = await timeHits(current, PER_ROUND);
        runs[index]!.push(wall);
        cpuRuns[index]!.push(cpu);
      }
      await new Promise((resolve) => setTimeout(resolve, 10)); // let timers (usage flush) run between rounds
    }
  } finally {
    for (const current of subjects) await current.close();
  }
  console.log(`\n## Stored-logo hit in-process (${PATH}, fast path called directly, ${ROUNDS} alternating rounds of ${PER_ROUND}; median (min–max))`);
  for (const [index, current] of subjects.entries()) console.log(`${current.label.padEnd(28)} ${withSpread(runs[index]!.map((ns) => ns / 1000), 2)} us/hit`);
  const extra = runs[1]!.map((ns, i) => (ns - runs[0]![i]!) / 1000);
  console.log(`the key's extra cost (gate, rate limit, usage) ${withSpread(extra, 2)} us/hit`);
  // Rounds alternate, so each round's ratio compares neighbours in time on a shared machine.
  // CPU time, not wall time: other processes on a shared machine stretch the wall clock of either round.
  for (const index of [1, 2]) console.log(`${subjects[index]!.label.padEnd(28)} ${withSpread(cpuRuns[index]!.map((ns) => ns / 1000), 2)} us CPU/hit`);
  const compatRatio = cpuRuns[2]!.map((ns, i) => ns / cpuRuns[1]![i]!);
  console.log(`the Clearbit form over the native URL, both keyed, CPU per hit ${withSpread(compatRatio, 3)} x`);
}
