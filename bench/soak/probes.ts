// Latency probes run beside a flood: how long /health, a stored logo and a sign-in take while the origin is busy.
import { Agent, fetch as undiciFetch, type RequestInit as UndiciInit } from 'undici';
import { formClient } from '../../test/helpers/form-client.ts';
import { percentile } from '../stats.ts';

export interface ProbeResult {
  /** Every probe's milliseconds, sorted. */
  samples: number[];
  count: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

/** One probe: whether it succeeded and the milliseconds that count (the probe may leave out its own preparation). */
export type Probe = () => Promise<{ ok: boolean; ms: number }>;

/** Calls `probe` one after another until `until` settles. */
export async function probeWhile(until: Promise<unknown>, probe: Probe, gapMs = 50): Promise<ProbeResult> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const samples: number[] = [];
  let failures = 0;
  while (!done) {
    const started = performance.now();
    const { ok, ms } = await probe().catch(() => ({ ok: false, ms: performance.now() - started }));
    samples.push(ms);
    if (!ok) failures++;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return summarise(samples, failures);
}

/** Percentiles of probe times; pooled over several floods, p99 is a percentile even where one flood's is its slowest probe. */
export function summarise(times: number[], failures = 0): ProbeResult {
  const samples = [...times].sort((a, b) => a - b);
  return { samples, count: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1) ?? Number.NaN, failures };
}

export const getProbe = (url: string, headers: Record<string, string> = {}): Probe => async () => {
  const started = performance.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return { ok: response.ok, ms: performance.now() - started };
};

/**
 * A browser-like sign-in with the right password, taking turns over `emails` and over the loopback `addresses` it
 * connects from (each a client IP of its own to the origin's per-IP attempt limit); only the POST is timed.
 */
export const signInProbe = (base: string, emails: string[], password: string, addresses = ['127.0.0.1']): Probe => {
  const agents = addresses.map((localAddress) => new Agent({ localAddress }));
  let turn = 0;
  return async () => {
    const email = emails[turn % emails.length]!;
    const dispatcher = agents[turn++ % agents.length]!;
    const client = formClient(
      async (path, init) => (await undiciFetch(`${base}${path}`, { ...(init as UndiciInit), dispatcher, signal: AbortSignal.timeout(60_000) })) as unknown as Response,
    );
    const csrf = await client.csrf('/signin');
    const started = performance.now();
    const response = await client.post('/signin', { csrf, email, password });
    return { ok: response.status === 303, ms: performance.now() - started };
  };
};

// Under 100 probes p99 is the slowest one or two, so the maximum is printed beside it and the count says which it is.
export const describeProbe = (name: string, result: ProbeResult) =>
  `${name.padEnd(14)} p50 ${result.p50.toFixed(0).padStart(5)} ms  p99 ${result.p99.toFixed(0).padStart(5)} ms  max ${result.max.toFixed(0).padStart(5)} ms  (${result.count} probes, ${result.failures} failed)`;
