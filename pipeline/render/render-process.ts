// One render process of the pool: started at low priority with a memory-lean allocator, running the built render
// program beside a built origin, or child.ts through tsx when the origin itself runs from its sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { RenderReply } from './child.ts';

/** A render process and the job it does, if any. */
export interface RenderProcess {
  child: ChildProcess;
  ready: boolean;
  idle?: NodeJS.Timeout;
  job?: { id: number; started: number; timer: NodeJS.Timeout };
  renders: number;
}

export interface RenderProcessEvents<P extends RenderProcess> {
  /** The process has warmed up and takes work. */
  ready(process: P): void;
  reply(process: P, reply: RenderReply): void;
  /** The process could not start or has exited. */
  gone(process: P, reason: string): void;
}

// Set by the build's banner (scripts/build.ts) to the URL of the bundle this code runs in; absent in the sources.
declare const LOGOS_BUNDLE_URL: string | undefined;

// Where a render process runs, so that `import sharp` (and tsx) are found in the project's node_modules.
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RENDER_NICENESS = 10;

/** The node arguments of a render process: the built program beside the built bundle, else the source through tsx. */
export function renderProgramArgs(): string[] {
  if (typeof LOGOS_BUNDLE_URL === 'string') return [fileURLToPath(new URL('./render-process.js', LOGOS_BUNDLE_URL))];
  return ['--import', 'tsx', fileURLToPath(new URL('./child.ts', import.meta.url))];
}

export function startRenderProcess<P extends RenderProcess>(make: (child: ChildProcess) => P, events: RenderProcessEvents<P>): P {
  const child = spawn(process.execPath, renderProgramArgs(), {
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
  const started = make(child);
  lowerPriority(child.pid);
  child.on('message', (reply: RenderReply | { ready: true }) => {
    if ('ready' in reply) {
      // Again for every thread: Linux keeps a niceness per thread, and Node may have started its own before the
      // first call reached the process (threads started later, libvips' among them, inherit it).
      lowerPriority(child.pid);
      started.ready = true;
      events.ready(started);
    } else events.reply(started, reply);
  });
  child.on('error', () => events.gone(started, 'could not start a render process'));
  child.on('exit', (code, signal) => events.gone(started, `the render process exited (${signal ?? `code ${code}`})`));
  return started;
}

/** Waiting renders keep the program alive (a CLI awaiting a process still starting); an idle pool does not. */
export function holdOpen(processes: readonly RenderProcess[], busy: boolean): void {
  for (const { child } of processes) {
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}

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
