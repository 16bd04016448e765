// A load generator that sends at an even pace and times each request from when it was due, for latency at a fixed
// offered rate. autocannon's overallRate sends each connection's per-second budget in a burst at the start of every
// second and pads the gaps with coordinated-omission samples, so its p99 measures its own burst queue; here request i
// is due at start + i / rate on connection i mod n (each a keep-alive socket sending one request at a time, as a real
// client). Its latency runs from when the generator dispatched it to its connection: a request waiting for a connection
// the server is slow to free counts in full (coordinated omission), but the generator's own lateness (its timers on a
// busy or descheduled core) does not; that lateness is reported beside it, with the latency from the due time.
import { PacedConnection, requestBytes } from './paced-connection.ts';
import { percentile } from './stats.ts';

export interface PacedOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** Requests per second offered, spread evenly. */
  rate: number;
  seconds: number;
  /** How long to wait for the last answers after the last send. */
  drainMs?: number;
}

export interface PacedResult {
  /** Requests sent (rate × seconds). */
  sent: number;
  /** Answers with a status other than 2xx or 304, transport errors, and requests unanswered at the end. */
  errors: number;
  /** Milliseconds from each request's dispatch to the end of its answer (waiting for a busy connection included). */
  p50: number;
  p99: number;
  max: number;
  /** Milliseconds the generator itself dispatched late (dispatch - due time): not the server's doing. */
  lagP99: number;
  /** p99 timed from the due time instead, the generator's lateness included: an upper bound on p99. */
  fromDueP99: number;
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const { url, headers = {}, connections, rate, seconds, drainMs = 10_000 } = options;
  const target = new URL(url);
  const request = requestBytes(target, headers);
  const pool = Array.from({ length: connections }, () => new PacedConnection(Number(target.port || 80), target.hostname, request));
  const send = (index: number, done: (error: boolean) => void) =>
    pool[index % connections]!.send((status) => done(!(status >= 200 && (status < 300 || status === 304))));
  try {
    // Every connection open and used once before the clock starts, so connecting is not timed.
    await Promise.all(pool.map((_, index) => new Promise<void>((resolve) => send(index, () => resolve()))));
    return await paced(send, Math.round(rate * seconds), 1000 / rate, drainMs);
  } finally {
    for (const connection of pool) connection.close();
  }
}

function paced(send: (index: number, done: (error: boolean) => void) => void, total: number, intervalMs: number, drainMs: number): Promise<PacedResult> {
  const latencies = new Float64Array(total).fill(Number.NaN);
  const lags = new Float64Array(total);
  let errors = 0;
  let answered = 0;
  let due = 0;
  const start = performance.now() + 5;
  return new Promise((resolve) => {
    let drainTimer: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(drainTimer);
      const unanswered = total - answered;
      const end = performance.now();
      // An unanswered request counts as an error with at least the time it has waited, never as a fast answer.
      for (let i = 0; i < total; i++) if (Number.isNaN(latencies[i]!)) latencies[i] = end - (start + i * intervalMs);
      const fromDispatch = Array.from(latencies, (latency, i) => latency - lags[i]!).sort((a, b) => a - b);
      const fromDue = Array.from(latencies).sort((a, b) => a - b);
      const lagSorted = Array.from(lags).sort((a, b) => a - b);
      resolve({
        sent: total,
        errors: errors + unanswered,
        p50: percentile(fromDispatch, 50),
        p99: percentile(fromDispatch, 99),
        max: fromDispatch.at(-1) ?? Number.NaN,
        lagP99: percentile(lagSorted, 99),
        fromDueP99: percentile(fromDue, 99),
      });
    };
    const onAnswer = (index: number, dueAt: number) => (error: boolean) => {
      latencies[index] = performance.now() - dueAt;
      if (error) errors++;
      if (++answered === total) finish();
    };
    // Timers fire at millisecond granularity: each tick sends every request that has come due since the last one,
    // each timed from its own due time, so a late tick shows in the figures (and in lagP99) instead of shifting them.
    const tick = () => {
      const now = performance.now();
      while (due < total && start + due * intervalMs <= now) {
        const dueAt = start + due * intervalMs;
        lags[due] = now - dueAt;
        send(due, onAnswer(due, dueAt));
        due++;
      }
      if (due < total) setTimeout(tick, Math.max(0, start + due * intervalMs - performance.now()));
      else drainTimer = setTimeout(finish, drainMs);
    };
    if (total === 0) finish();
    else setTimeout(tick, 5);
  });
}
