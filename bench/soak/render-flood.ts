// Finding 6's flood: 120 concurrent uncached renders (avif, 1024 px, retina) of different logos, with /health, a
// stored logo and a sign-in probed meanwhile; prints memory of the origin and its render processes, and the shed.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SoakData } from './origin.ts';
import { processPssMb, processRssMb, rssSampler, startOrigin, treeMb } from './origin.ts';
import { describeProbe, getProbe, probeWhile, signInProbe, summarise, type ProbeResult } from './probes.ts';

const FLOOD = 120;
// Probes one after another with this gap: several hundred per flood, so their p99 is a percentile, not the slowest one.
const PROBE_GAP_MS = 10;
// Sign-ins four a second, from 40 loopback addresses in turn so that none passes the 20 attempts a minute one client
// IP is allowed: about 25 a flood, pooled over the floods of a soak (one address allowed a sign-in every 3 s).
// Ten a second was a load of its own: on two cores each hash then waited for the clients' CPU, idle or not.
const SIGN_IN_GAP_MS = 250;
const SIGN_IN_ADDRESSES = Array.from({ length: 40 }, (_, i) => `127.0.0.${i + 2}`);
const FLOOD_CLIENT = fileURLToPath(new URL('./flood-client.js', import.meta.url));

function floodFrom(urls: string[], headers: Record<string, string>): Promise<{ status: number; ms: number }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FLOOD_CLIENT, JSON.stringify({ urls, headers })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the flood client exited with ${code}`))));
  });
}

/** What was probed during one flood, for percentiles pooled over several. */
export interface FloodProbes {
  health: ProbeResult;
  logo: ProbeResult;
  signIn: ProbeResult;
}

export async function renderFlood(data: SoakData, env: Record<string, string> = {}, label = 'defaults'): Promise<FloodProbes> {
  const origin = await startOrigin(data, { ACCESS_CONTROL: 'on', ...env });
  try {
    const stored = `${origin.base}/v1/${data.domains[0]}?format=svg`;
    await fetch(stored);
    // The same probes on the idle origin first: on a shared machine the figures under flood mean little without them.
    const idle = new Promise((resolve) => setTimeout(resolve, 3000));
    const [idleHealth, idleSignIn] = await Promise.all([probeWhile(idle, getProbe(`${origin.base}/health`), PROBE_GAP_MS), probeWhile(idle, signInProbe(origin.base, data.emails, data.password, SIGN_IN_ADDRESSES), SIGN_IN_GAP_MS)]);
    const before = { origin: processRssMb(origin.child.pid!), tree: treeMb(origin.child.pid!), pss: treeMb(origin.child.pid!, processPssMb) };
    const sampler = rssSampler(origin.child.pid!);
    const auth = { authorization: `Bearer ${data.key}` };
    const started = performance.now();
    const flood = floodFrom(
      data.domains.slice(0, FLOOD).map((domain) => `${origin.base}/v1/${domain}?format=avif&size=1024&retina=true`),
      auth,
    );
    const [health, logo, signIn] = await Promise.all([
      probeWhile(flood, getProbe(`${origin.base}/health`), PROBE_GAP_MS),
      probeWhile(flood, getProbe(stored, auth), PROBE_GAP_MS),
      probeWhile(flood, signInProbe(origin.base, data.emails, data.password, SIGN_IN_ADDRESSES), SIGN_IN_GAP_MS),
    ]);
    const answers = await flood;
    const statuses = answers.map((answer) => answer.status);
    const times = answers.map((answer) => answer.ms);
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = { origin: processRssMb(origin.child.pid!), tree: treeMb(origin.child.pid!), pss: treeMb(origin.child.pid!, processPssMb) };
    // Render processes end after 30 s idle (pool.ts), which is when their memory goes back.
    await new Promise((resolve) => setTimeout(resolve, 32_000));
    const afterIdle = { origin: processRssMb(origin.child.pid!), tree: treeMb(origin.child.pid!) };
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    times.sort((a, b) => a - b);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(`\n## Render flood (${FLOOD} concurrent uncached avif 1024 px retina from another process, ${label}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
    console.log(
      `answered      ${count(200)} rendered, ${count(503)} shed with 503, ${statuses.length - count(200) - count(503)} other; ${seconds.toFixed(1)} s ` +
        `(${(count(200) / seconds).toFixed(2)} renders/s); p50 ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(1)} s`,
    );
    // Before, after and 35 s after (render processes end after 30 s idle): origin / render processes / both.
    const split = (value: { origin: number; tree: number }) => `${mb(value.origin)} / ${mb(value.tree - value.origin)} / ${mb(value.tree)}`;
    console.log(`RSS origin / render processes / both (goal: both < 400 MB)`);
    console.log(`  before ${split(before)}; peak ${mb(peak.origin)} / ${mb(peak.renderers)} / ${mb(peak.tree)}; 3 s after ${split(after)}; 35 s after ${split(afterIdle)}`);
    console.log(`both counted once (sum of PSS: pages the processes share, node's binary and libraries, split between them): before ${mb(before.pss)}; peak ${mb(peak.treePss)}; 3 s after ${mb(after.pss)}`);
    console.log(describeProbe('idle /health', idleHealth));
    console.log(describeProbe('idle sign-in', idleSignIn));
    console.log(describeProbe('/health', health));
    console.log(describeProbe('stored logo', logo));
    console.log(describeProbe('sign-in', signIn));
    return { health, logo, signIn };
  } finally {
    await origin.stop();
  }
}

/** The probes of several floods together: one flood gives about 60 sign-ins, so its p99 is its slowest; pooled it is a percentile. */
export function printPooled(floods: FloodProbes[]): void {
  const pool = (pick: (flood: FloodProbes) => ProbeResult) =>
    summarise(floods.flatMap((flood) => pick(flood).samples), floods.reduce((sum, flood) => sum + pick(flood).failures, 0));
  console.log(`\n## Render floods pooled (${floods.length} floods)`);
  console.log(describeProbe('/health', pool((flood) => flood.health)));
  console.log(describeProbe('stored logo', pool((flood) => flood.logo)));
  console.log(describeProbe('sign-in', pool((flood) => flood.signIn)));
}
