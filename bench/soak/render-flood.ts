// Finding 6's flood: 120 concurrent uncached renders (avif, 1024 px, retina) of different logos, with /health, a
// stored logo and a sign-in probed meanwhile; prints memory of the origin and its render processes, and the shed.
import { availableParallelism, loadavg } from 'node:os';
import type { SoakData } from './origin.ts';
import { processPssMb, processRssMb, rssSampler, startOrigin, treeMb } from './origin.ts';
import { describeProbe, getProbe, probeWhile, signInProbe } from './probes.ts';

const FLOOD = 120;
// Probes one after another with this gap: several hundred per flood, so their p99 is a percentile, not the slowest one.
const PROBE_GAP_MS = 10;
// Sign-ins as often as the 20 attempts a minute per client IP allow over the idle window and a flood.
const SIGN_IN_GAP_MS = 600;

export async function renderFlood(data: SoakData, env: Record<string, string> = {}, label = 'defaults'): Promise<void> {
  const origin = await startOrigin(data, { ACCESS_CONTROL: 'on', ...env });
  try {
    const stored = `${origin.base}/v1/${data.domains[0]}?format=svg`;
    await fetch(stored);
    // The same probes on the idle origin first: on a shared machine the figures under flood mean little without them.
    const idle = new Promise((resolve) => setTimeout(resolve, 3000));
    const [idleHealth, idleSignIn] = await Promise.all([probeWhile(idle, getProbe(`${origin.base}/health`), PROBE_GAP_MS), probeWhile(idle, signInProbe(origin.base, data.emails.slice(0, 2), data.password), 1000)]);
    const before = { origin: processRssMb(origin.child.pid!), tree: treeMb(origin.child.pid!), pss: treeMb(origin.child.pid!, processPssMb) };
    const sampler = rssSampler(origin.child.pid!);
    const auth = { authorization: `Bearer ${data.key}` };
    const started = performance.now();
    const statuses: number[] = [];
    const times: number[] = [];
    const flood = Promise.all(
      data.domains.slice(0, FLOOD).map(async (domain) => {
        const t = performance.now();
        const response = await fetch(`${origin.base}/v1/${domain}?format=avif&size=1024&retina=true`, { headers: auth, signal: AbortSignal.timeout(300_000) });
        await response.arrayBuffer();
        statuses.push(response.status);
        times.push(performance.now() - t);
      }),
    );
    const [health, logo, signIn] = await Promise.all([
      probeWhile(flood, getProbe(`${origin.base}/health`), PROBE_GAP_MS),
      probeWhile(flood, getProbe(stored, auth), PROBE_GAP_MS),
      probeWhile(flood, signInProbe(origin.base, data.emails, data.password), SIGN_IN_GAP_MS),
    ]);
    await flood;
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
    console.log(`\n## Render flood (${FLOOD} concurrent uncached avif 1024 px retina, ${label}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
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
  } finally {
    await origin.stop();
  }
}
