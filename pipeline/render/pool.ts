// Runs renders in a few child processes (child.ts) with a hard deadline: a render past it is stopped by killing its
// process, its source is remembered as failed for a while, and identical renders in flight are done once. The queue
// in front is bounded; when it is full the caller is told to come back later instead of everyone waiting longer.
import { createHash } from 'node:crypto';
import type { RenderJob, RenderReply } from './child.ts';
import { createFailureMemory, type FailureMemory } from './failure-memory.ts';
import { holdOpen, startRenderProcess, type RenderProcess } from './render-process.ts';
import type { RasterRequest, RenderFn, SourceImage, UnreadSource } from './render.ts';
import { UndecodableImageError } from './undecodable.ts';

export interface RenderPoolOptions {
  /** Child processes rendering at once; one per core is the useful most. */
  processes: number;
  /** Wall-clock limit of one render, after which its process is killed. */
  deadlineMs: number;
  /** Renders allowed to wait for a free process; beyond that render() throws RenderOverloadedError. */
  queueMax: number;
  /** How long a failed source is refused without trying again. */
  failureTtlMs: number;
  failureMaxEntries?: number;
  /** A process is replaced after this many renders, which hands its heap back to the system. */
  recycleAfter?: number;
  /** A process idle this long ends, so memory a burst of renders took is returned (30 s by default). */
  idleMs?: number;
  /** Told how many renders wait for a process whenever that changes (the /metrics gauge). */
  onQueued?: (waiting: number) => void;
  now?: () => number;
}

export interface RenderPoolStats {
  inFlight: number;
  queued: number;
  processes: number;
  failuresRemembered: number;
}

export interface RenderPool {
  render: RenderFn;
  /**
   * Starts every render process, so a burst right after start does not also pay for starting processes and loading
   * libvips, librsvg, fontconfig and the encoders (each process warms itself up before it takes work, child.ts);
   * resolves when all are ready.
   */
  warm(): Promise<void>;
  stats(): RenderPoolStats;
  close(): void;
}

export class RenderOverloadedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    // Shed renders come a hundred at a time and their stack is never read; capturing it was a visible part of their cost.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`every render process is busy and the queue is full; retry in ${retryAfterSeconds} s`);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'RenderOverloadedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class RenderDeadlineError extends UndecodableImageError {
  constructor(deadlineMs: number) {
    super(`rendering took longer than the ${deadlineMs} ms deadline and was stopped`);
    this.name = 'RenderDeadlineError';
  }
}

interface Job {
  key: string;
  sourceKey: string;
  /** The source's bytes are undefined while an unread source is being read; the job waits for them in the queue. */
  source: Omit<SourceImage, 'bytes' | 'contentHash'> & { bytes?: Buffer };
  request: RasterRequest;
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

/** A render process of this pool, with the whole job it is doing. */
interface PoolProcess extends RenderProcess {
  job?: Job & { id: number; started: number; timer: NodeJS.Timeout };
}

/** What the pool's steps below share. */
interface PoolState {
  options: RenderPoolOptions;
  now: () => number;
  failures: FailureMemory;
  /** Renders in the queue or in a process, by what they render, so identical ones are done once. */
  inflight: Map<string, Promise<Buffer>>;
  queue: Job[];
  processes: PoolProcess[];
  /** warm() callers waiting for every process to be ready. */
  warming: (() => void)[];
  nextId: number;
  averageMs: number;
  closed: boolean;
}

function spawn(pool: PoolState): PoolProcess {
  const started = startRenderProcess<PoolProcess>((child) => ({ child, ready: false, renders: 0 }), {
    ready: () => dispatch(pool),
    reply: (process, reply) => finish(pool, process, reply),
    gone: (process, reason) => retire(pool, process, reason),
  });
  pool.processes.push(started);
  return started;
}

function retire(pool: PoolState, process: PoolProcess, reason: string): void {
  const index = pool.processes.indexOf(process);
  if (index < 0) return;
  pool.processes.splice(index, 1);
  clearTimeout(process.idle);
  if (process.job) settle(pool, process, new UndecodableImageError(reason));
  if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGKILL');
  // A process that ended before it was ready would be started again and again for the same waiting renders.
  if (!process.ready && !pool.processes.some((other) => other.ready)) failWaiting(pool, reason);
  dispatch(pool);
}

function failWaiting(pool: PoolState, reason: string): void {
  for (const job of pool.queue.splice(0)) {
    pool.inflight.delete(job.key);
    job.reject(new UndecodableImageError(`${reason} before it was ready`));
  }
}

function settle(pool: PoolState, process: PoolProcess, outcome: Buffer | Error): void {
  const job = process.job!;
  process.job = undefined;
  clearTimeout(job.timer);
  pool.inflight.delete(job.key);
  pool.averageMs = pool.averageMs * 0.8 + (pool.now() - job.started) * 0.2;
  if (outcome instanceof Error) {
    pool.failures.remember(job.sourceKey, { message: outcome.message, pixels: job.request.pixels });
    job.reject(outcome);
  } else job.resolve(outcome);
}

function finish(pool: PoolState, process: PoolProcess, reply: RenderReply): void {
  if (process.job?.id !== reply.id) return;
  settle(pool, process, 'bytes' in reply ? Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength) : new UndecodableImageError(reply.error));
  process.renders++;
  const { recycleAfter, idleMs = 30_000 } = pool.options;
  if (recycleAfter && process.renders >= recycleAfter) retire(pool, process, 'recycled');
  else dispatch(pool);
  if (!process.job && pool.processes.includes(process)) {
    process.idle = setTimeout(() => retire(pool, process, 'idle'), idleMs);
    process.idle.unref();
  }
}

function dispatch(pool: PoolState): void {
  try {
    assign(pool);
  } finally {
    holdOpen(pool.processes, pool.queue.length > 0 || pool.processes.some((process) => process.job));
    pool.options.onQueued?.(pool.queue.length);
    settleWarming(pool);
  }
}

// warm() is done once every process is ready (one that died meanwhile no longer counts).
function settleWarming(pool: PoolState): void {
  if (pool.closed || pool.processes.every((process) => process.ready)) for (const resolve of pool.warming.splice(0)) resolve();
}

function assign(pool: PoolState): void {
  const { queue, options } = pool;
  while (queue.length > 0 && !pool.closed) {
    const process = pool.processes.find((candidate) => candidate.ready && !candidate.job);
    if (!process) {
      if (pool.processes.length < options.processes) spawn(pool);
      return;
    }
    const index = queue.findIndex((waiting) => waiting.source.bytes !== undefined);
    if (index < 0) return;
    const [job] = queue.splice(index, 1) as [Job];
    const id = pool.nextId++;
    clearTimeout(process.idle);
    const timer = setTimeout(() => {
      settle(pool, process, new RenderDeadlineError(options.deadlineMs));
      retire(pool, process, 'deadline');
    }, options.deadlineMs);
    process.job = { ...job, id, started: pool.now(), timer };
    const { bytes, format, width, height } = job.source;
    process.child.send({ id, source: { bytes: bytes!, format, width, height }, request: job.request } satisfies RenderJob);
  }
}

// Counted against processes + queue, so renders arriving while processes still start are bounded as well.
function overload(pool: PoolState): RenderOverloadedError | undefined {
  const { queue, options } = pool;
  const busy = pool.processes.filter((process) => process.job).length;
  if (busy + queue.length < options.processes + options.queueMax) return undefined;
  return new RenderOverloadedError(Math.max(1, Math.ceil(((queue.length + busy) / options.processes) * pool.averageMs / 1000)));
}

// An unread source takes its place in the queue first and is read meanwhile, so renders arriving together are
// counted before any of them is read and those beyond the queue are refused unread.
function enqueue(pool: PoolState, job: Job, unread: UnreadSource | undefined): void {
  pool.queue.push(job);
  unread?.read().then(
    (bytes) => {
      job.source.bytes = bytes;
      dispatch(pool);
    },
    (error: Error) => {
      const index = pool.queue.indexOf(job);
      if (index < 0) return; // the pool was closed meanwhile, which rejected the job
      pool.queue.splice(index, 1);
      pool.inflight.delete(job.key);
      job.reject(error);
      dispatch(pool);
    },
  );
  dispatch(pool);
}

function render(pool: PoolState, source: SourceImage | UnreadSource, request: RasterRequest): Promise<Buffer> {
  if (pool.closed) return Promise.reject(new Error('the render pool is closed'));
  const unread = 'read' in source ? source : undefined;
  const sourceKey = source.contentHash ?? createHash('sha256').update((source as SourceImage).bytes).digest('base64url');
  const failed = pool.failures.recall(sourceKey, request.pixels);
  if (failed) return Promise.reject(new UndecodableImageError(`${failed.message} (remembered; not tried again yet)`));
  const key = `${sourceKey}|${request.format}|${request.pixels}|${request.greyscale}|${request.recolourForDark}`;
  const same = pool.inflight.get(key);
  if (same) return same;
  const overloaded = overload(pool);
  if (overloaded) return Promise.reject(overloaded);
  const { format, width, height } = source;
  const promise = new Promise<Buffer>((resolve, reject) => {
    const bytes = unread ? undefined : (source as SourceImage).bytes;
    enqueue(pool, { key, sourceKey, source: { bytes, format, width, height }, request, resolve, reject }, unread);
  });
  pool.inflight.set(key, promise);
  return promise;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const now = options.now ?? Date.now;
  const pool: PoolState = {
    options,
    now,
    failures: createFailureMemory({ ttlMs: options.failureTtlMs, maxEntries: options.failureMaxEntries ?? 10_000, now }),
    inflight: new Map(),
    queue: [],
    processes: [],
    warming: [],
    nextId: 1,
    averageMs: 500,
    closed: false,
  };
  return {
    render: (source, request) => render(pool, source, request),
    warm() {
      while (pool.processes.length < options.processes && !pool.closed) spawn(pool);
      return new Promise<void>((resolve) => {
        pool.warming.push(resolve);
        settleWarming(pool);
      });
    },
    stats: () => ({
      inFlight: pool.processes.filter((process) => process.job).length,
      queued: pool.queue.length,
      processes: pool.processes.length,
      failuresRemembered: pool.failures.size,
    }),
    close() {
      pool.closed = true;
      for (const job of pool.queue.splice(0)) job.reject(new Error('the render pool is closed'));
      for (const process of [...pool.processes]) retire(pool, process, 'the render pool is closed');
    },
  };
}
