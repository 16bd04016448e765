// Runs renders in a few child processes (child.ts) with a hard deadline: a render past it is stopped by killing its
// process, its source is remembered as failed for a while, and identical renders in flight are done once. The queue
// in front is bounded; when it is full the caller is told to come back later instead of everyone waiting longer.
import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildSync, stop as stopEsbuild } from 'esbuild';
import type { RenderJob, RenderReply } from './child.ts';
import { createFailureMemory } from './failure-memory.ts';
import { UndecodableImageError, type RasterRequest, type RenderFn, type SourceImage, type UnreadSource } from './render.ts';

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

interface Slot {
  child: ChildProcess;
  ready: boolean;
  idle?: NodeJS.Timeout;
  job?: Job & { id: number; started: number; timer: NodeJS.Timeout };
  renders: number;
}

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));
// Where the render process runs, so that the bundle's `import sharp` finds the project's node_modules.
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDER_NICENESS = 10;

// Renders yield the CPU to the origin's own work (sign-in's password hashing, /health, stored logos).
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  let threads: number[] = [pid];
  try {
    threads = readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    // no /proc (not Linux): the process's priority is all there is
  }
  for (const thread of threads) {
    try {
      setPriority(thread, RENDER_NICENESS);
    } catch {
      // not permitted in some containers, or the thread ended; renders then compete at equal priority
    }
  }
}

// A render process runs plain JavaScript: child.ts and the render step bundled once by esbuild (the compiler tsx
// itself uses). The tsx loader would cost each render process a loader thread, part of its resting memory, and
// compiling at every start (BENCHMARK.md).
let childProgram: string | undefined;
// buildSync keeps a worker thread and an esbuild process alive for later calls; there are none, so both are stopped
// once the program is built.
const bundledChild = () => {
  if (childProgram === undefined) {
    childProgram = buildSync({ entryPoints: [CHILD], bundle: true, platform: 'node', format: 'esm', target: 'node20', external: ['sharp'], write: false })
      .outputFiles[0]!.text;
    void stopEsbuild();
  }
  return childProgram;
};

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const now = options.now ?? Date.now;
  const failures = createFailureMemory({ ttlMs: options.failureTtlMs, maxEntries: options.failureMaxEntries ?? 10_000, now });
  const inflight = new Map<string, Promise<Buffer>>();
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let averageMs = 500;
  let closed = false;

  const spawn = (): Slot => {
    const child = spawnProcess(process.execPath, ['--input-type=module', '--eval', bundledChild()], {
      cwd: PROJECT_ROOT,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // glibc's per-thread arenas keep freed image buffers mapped; a render process does one job on one libvips
      // thread, so one arena costs no speed and lowers its memory. A fixed mmap threshold stops glibc from raising
      // it after the encoder frees its large frame buffers, so those go back to the system (BENCHMARK.md).
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
        MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      },
    });
    const slot: Slot = { child, ready: false, renders: 0 };
    lowerPriority(child.pid);
    child.on('message', (reply: RenderReply | { ready: true }) => {
      if ('ready' in reply) {
        // Again for every thread: Linux keeps a niceness per thread, and Node may have started its own before the
        // first call reached the process (threads started later, libvips' among them, inherit it).
        lowerPriority(child.pid);
        slot.ready = true;
        dispatch();
      } else finish(slot, reply);
    });
    child.on('error', () => retire(slot, 'could not start a render process'));
    child.on('exit', (code, signal) => retire(slot, `the render process exited (${signal ?? `code ${code}`})`));
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot, reason: string) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    clearTimeout(slot.idle);
    if (slot.job) settle(slot, new UndecodableImageError(reason));
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
    dispatch();
  };

  const settle = (slot: Slot, outcome: Buffer | Error) => {
    const job = slot.job!;
    slot.job = undefined;
    clearTimeout(job.timer);
    inflight.delete(job.key);
    averageMs = averageMs * 0.8 + (now() - job.started) * 0.2;
    if (outcome instanceof Error) {
      failures.remember(job.sourceKey, { message: outcome.message, pixels: job.request.pixels });
      job.reject(outcome);
    } else job.resolve(outcome);
  };

  const finish = (slot: Slot, reply: RenderReply) => {
    if (slot.job?.id !== reply.id) return;
    settle(slot, 'bytes' in reply ? Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength) : new UndecodableImageError(reply.error));
    slot.renders++;
    if (options.recycleAfter && slot.renders >= options.recycleAfter) retire(slot, 'recycled');
    else dispatch();
    if (!slot.job && slots.includes(slot)) {
      slot.idle = setTimeout(() => retire(slot, 'idle'), options.idleMs ?? 30_000);
      slot.idle.unref();
    }
  };

  // Waiting renders keep the program alive (a CLI awaiting a render process that is still starting); an idle pool does not.
  const holdWhileBusy = () => {
    const busy = queue.length > 0 || slots.some((slot) => slot.job);
    for (const { child } of slots) {
      if (busy) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    }
  };

  const dispatch = () => {
    try {
      assign();
    } finally {
      holdWhileBusy();
      options.onQueued?.(queue.length);
      settleWarming();
    }
  };

  // warm() is done once every process is ready (one that died meanwhile no longer counts).
  const warming: (() => void)[] = [];
  const settleWarming = () => {
    if (closed || slots.every((slot) => slot.ready)) for (const resolve of warming.splice(0)) resolve();
  };

  const assign = () => {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => candidate.ready && !candidate.job);
      if (!slot) {
        if (slots.length < options.processes) spawn();
        return;
      }
      const index = queue.findIndex((waiting) => waiting.source.bytes !== undefined);
      if (index < 0) return;
      const [job] = queue.splice(index, 1) as [Job];
      const id = nextId++;
      clearTimeout(slot.idle);
      const timer = setTimeout(() => {
        settle(slot, new RenderDeadlineError(options.deadlineMs));
        retire(slot, 'deadline');
      }, options.deadlineMs);
      slot.job = { ...job, id, started: now(), timer };
      const { bytes, format, width, height } = job.source;
      slot.child.send({ id, source: { bytes: bytes!, format, width, height }, request: job.request } satisfies RenderJob);
    }
  };

  // Counted against processes + queue, so renders arriving while processes still start are bounded as well.
  const overload = (): RenderOverloadedError | undefined => {
    const busy = slots.filter((slot) => slot.job).length;
    if (busy + queue.length < options.processes + options.queueMax) return undefined;
    return new RenderOverloadedError(Math.max(1, Math.ceil(((queue.length + busy) / options.processes) * averageMs / 1000)));
  };

  // An unread source takes its place in the queue first and is read meanwhile, so renders arriving together are
  // counted before any of them is read and those beyond the queue are refused unread.
  const enqueue = (job: Job, unread: UnreadSource | undefined) => {
    queue.push(job);
    unread?.read().then(
      (bytes) => {
        job.source.bytes = bytes;
        dispatch();
      },
      (error: Error) => {
        const index = queue.indexOf(job);
        if (index < 0) return; // the pool was closed meanwhile, which rejected the job
        queue.splice(index, 1);
        inflight.delete(job.key);
        job.reject(error);
        dispatch();
      },
    );
    dispatch();
  };

  const render: RenderFn = (source, request) => {
    if (closed) return Promise.reject(new Error('the render pool is closed'));
    const unread = 'read' in source ? source : undefined;
    const sourceKey = source.contentHash ?? createHash('sha256').update((source as SourceImage).bytes).digest('base64url');
    const failed = failures.recall(sourceKey, request.pixels);
    if (failed) return Promise.reject(new UndecodableImageError(`${failed.message} (remembered; not tried again yet)`));
    const key = `${sourceKey}|${request.format}|${request.pixels}|${request.greyscale}|${request.recolourForDark}`;
    const same = inflight.get(key);
    if (same) return same;
    const overloaded = overload();
    if (overloaded) return Promise.reject(overloaded);
    const { format, width, height } = source;
    const promise = new Promise<Buffer>((resolve, reject) => {
      const bytes = unread ? undefined : (source as SourceImage).bytes;
      enqueue({ key, sourceKey, source: { bytes, format, width, height }, request, resolve, reject }, unread);
    });
    inflight.set(key, promise);
    return promise;
  };

  return {
    render,
    warm() {
      while (slots.length < options.processes && !closed) spawn();
      return new Promise<void>((resolve) => {
        warming.push(resolve);
        settleWarming();
      });
    },
    stats: () => ({
      inFlight: slots.filter((slot) => slot.job).length,
      queued: queue.length,
      processes: slots.length,
      failuresRemembered: failures.size,
    }),
    close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the render pool is closed'));
      for (const slot of [...slots]) retire(slot, 'the render pool is closed');
    },
  };
}
