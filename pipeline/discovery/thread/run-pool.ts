// Runs discovery in worker threads (run-thread.ts), one run per thread at a time, so that parsing what a stranger's
// site sends never holds the thread that serves requests. Each run is held to a CPU budget (its thread's busy time),
// a heap limit and a wall-clock deadline; a run past one is stopped by ending its thread, and the next run gets a new
// one. The thread calls back here for the network, the render pool and TXT lookups, which stay on this side.
import { Worker } from 'node:worker_threads';
import type { Brand } from '../../../catalog/types.ts';
import type { RenderFn } from '../../render/render.ts';
import type { Fetch } from '../context.ts';
import type { TxtResolver } from '../net/resolver.ts';
import type { DiscoveryResult } from '../run-types.ts';
import { bufferOf, copyOf, fromWire, resultFromWire, responseToWire, toWire, type CallAsked, type FromThread, type ThreadSetup, type ToThread } from './wire.ts';

export interface RunPoolOptions {
  setup: ThreadSetup;
  /** Threads at most, one run each; more runs wait for one. */
  threads: number;
  /** Busy time of a run's thread (parsing, scoring) after which the run is stopped. */
  cpuMs: number;
  /** Heap of a discovery thread; a run that needs more is stopped. */
  memoryMb: number;
  /** A run not answered after this long is stopped (the domain's own deadline plus a margin). */
  wallMs: number;
  services: { fetch: Fetch; render?: RenderFn; resolveTxt?: TxtResolver };
  /** A thread idle this long ends, handing its memory back (30 s by default). */
  idleMs?: number;
  /** The thread's program; run-thread.ts (bundled, or through tsx) unless a test gives its own. */
  program?: URL;
}

export type StopReason = 'cpu' | 'memory' | 'time' | 'crash';

/** A run the pool stopped, and why. */
export class RunStoppedError extends Error {
  constructor(
    readonly reason: StopReason,
    message: string,
  ) {
    super(message);
    this.name = 'RunStoppedError';
  }
}

interface Busy {
  run: number;
  started: number;
  activeAtStart: number;
  controller: AbortController;
  resolve(result: DiscoveryResult): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  gone: boolean;
  busy?: Busy;
  idle?: NodeJS.Timeout;
}

interface Waiting {
  asked: Omit<Extract<ToThread, { type: 'run' }>, 'type' | 'run'>;
  resolve(result: DiscoveryResult): void;
  reject(error: Error): void;
}

// Set by the build's banner (scripts/build.ts) to the URL of the bundle this code runs in; absent in the sources.
declare const LOGOS_BUNDLE_URL: string | undefined;
const WATCH_EVERY_MS = 50;

/** The program of a thread: the bundled one beside a built origin, else the sources through tsx. */
function threadProgram(): URL {
  return typeof LOGOS_BUNDLE_URL === 'string' ? new URL('./discovery-thread.js', LOGOS_BUNDLE_URL) : new URL('./boot.js', import.meta.url);
}

/** What the pool's steps below share. */
interface PoolState {
  options: RunPoolOptions;
  threads: Thread[];
  waiting: Waiting[];
  nextRun: number;
  closed: boolean;
}

export type RunPool = ReturnType<typeof createRunPool>;

export function createRunPool(options: RunPoolOptions) {
  const pool: PoolState = { options, threads: [], waiting: [], nextRun: 0, closed: false };
  const watch = setInterval(() => pool.threads.forEach((thread) => check(pool, thread)), WATCH_EVERY_MS).unref();
  return {
    run(domain: string, brand: Brand | undefined, excluded: { urls: readonly string[]; hashes: readonly string[] }): Promise<DiscoveryResult> {
      if (pool.closed) return Promise.reject(new Error('discovery has been closed'));
      return new Promise<DiscoveryResult>((resolve, reject) => {
        pool.waiting.push({ asked: { domain, brand, excluded: { urls: [...excluded.urls], hashes: [...excluded.hashes] } }, resolve, reject });
        dispatch(pool);
      });
    },
    /** Threads running now (for tests and metrics). */
    threads: () => pool.threads.length,
    async close(): Promise<void> {
      pool.closed = true;
      clearInterval(watch);
      for (const queued of pool.waiting.splice(0)) queued.reject(new Error('discovery has been closed'));
      await Promise.all([...pool.threads].map(async (thread) => {
        stop(pool, thread, new RunStoppedError('crash', 'discovery has been closed'));
        await thread.worker.terminate();
      }));
    },
  };
}

function check(pool: PoolState, thread: Thread): void {
  const { busy } = thread;
  if (!busy) return;
  const { cpuMs, wallMs } = pool.options;
  const cpu = thread.worker.performance.eventLoopUtilization().active - busy.activeAtStart;
  if (cpu > cpuMs) stop(pool, thread, new RunStoppedError('cpu', `reading what the site sent took more than ${cpuMs} ms of CPU; the run was stopped`));
  else if (performance.now() - busy.started > wallMs) stop(pool, thread, new RunStoppedError('time', `the run did not finish within ${wallMs} ms and was stopped`));
}

function stop(pool: PoolState, thread: Thread, error: RunStoppedError): void {
  if (thread.gone) return;
  thread.gone = true;
  pool.threads.splice(pool.threads.indexOf(thread), 1);
  clearTimeout(thread.idle);
  void thread.worker.terminate();
  const busy = thread.busy;
  thread.busy = undefined;
  busy?.controller.abort(error);
  busy?.reject(error);
  // A thread that ended before it was ready would be started again and again for the same waiting runs.
  if (!thread.ready && !pool.threads.some((other) => other.ready)) for (const queued of pool.waiting.splice(0)) queued.reject(error);
  dispatch(pool);
}

function spawn(pool: PoolState): Thread {
  const { options } = pool;
  const worker = new Worker(options.program ?? threadProgram(), { workerData: options.setup, resourceLimits: { maxOldGenerationSizeMb: options.memoryMb } });
  const thread: Thread = { worker, ready: false, gone: false };
  worker.on('message', (message: FromThread) => receive(pool, thread, message));
  worker.on('error', (error: Error & { code?: string }) =>
    stop(pool, thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new RunStoppedError('memory', `reading what the site sent needed more than ${options.memoryMb} MB; the run was stopped`)
      : new RunStoppedError('crash', `the discovery thread failed: ${error.message}`)));
  worker.on('exit', (code) => stop(pool, thread, new RunStoppedError('crash', `the discovery thread ended (exit code ${code})`)));
  pool.threads.push(thread);
  return thread;
}

function receive(pool: PoolState, thread: Thread, message: FromThread): void {
  if (thread.gone) return;
  if (message.type === 'ready') {
    thread.ready = true;
    dispatch(pool);
  } else if (message.type === 'call') {
    void answer(pool.options.services, thread, message);
  } else if (thread.busy?.run === message.run) {
    const busy = thread.busy;
    thread.busy = undefined;
    busy.controller.abort();
    if (message.type === 'done') busy.resolve(resultFromWire(message.result));
    else busy.reject(fromWire(message.error));
    rest(pool, thread);
    dispatch(pool);
  }
}

/** Answers a thread's call for the network, a drawing or a TXT lookup, for the run it belongs to only. */
async function answer(services: RunPoolOptions['services'], thread: Thread, asked: CallAsked): Promise<void> {
  const busy = thread.busy;
  const post = (message: ToThread, transfer: ArrayBuffer[] = []) => {
    if (!thread.gone && thread.busy === busy) thread.worker.postMessage(message, transfer);
  };
  try {
    if (!busy || busy.run !== asked.run) throw new Error('the run that asked has ended');
    if (asked.kind === 'fetch') {
      const response = responseToWire(await services.fetch(asked.url, asked.accept, busy.controller.signal));
      post({ type: 'answer', call: asked.call, value: response }, [response.body.buffer as ArrayBuffer]);
    } else if (asked.kind === 'render' && services.render) {
      const drawn = copyOf(await services.render({ ...asked.source, bytes: bufferOf(asked.source.bytes) }, asked.request));
      post({ type: 'answer', call: asked.call, value: drawn }, [drawn.buffer as ArrayBuffer]);
    } else if (asked.kind === 'txt' && services.resolveTxt) {
      post({ type: 'answer', call: asked.call, value: await services.resolveTxt(asked.name) });
    } else {
      throw new Error(`nothing here answers a ${asked.kind} call`);
    }
  } catch (error) {
    post({ type: 'answer', call: asked.call, error: toWire(error) });
  }
}

/** An idle thread holds the process open no longer, and ends after idleMs. */
function rest(pool: PoolState, thread: Thread): void {
  thread.worker.unref();
  thread.idle = setTimeout(() => stop(pool, thread, new RunStoppedError('time', 'idle')), pool.options.idleMs ?? 30_000).unref();
}

function dispatch(pool: PoolState): void {
  while (pool.waiting.length > 0 && !pool.closed) {
    const free = pool.threads.find((t) => t.ready && !t.busy);
    if (!free) {
      if (pool.threads.length < pool.options.threads) spawn(pool);
      return;
    }
    const next = pool.waiting.shift()!;
    clearTimeout(free.idle);
    free.worker.ref();
    const run = ++pool.nextRun;
    free.busy = { run, started: performance.now(), activeAtStart: free.worker.performance.eventLoopUtilization().active, controller: new AbortController(), resolve: next.resolve, reject: next.reject };
    free.worker.postMessage({ type: 'run', run, ...next.asked } satisfies ToThread);
  }
}
