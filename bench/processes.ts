// Child processes for benchmarks: servers on loopback, their readiness, CPU use, core pinning and peak memory.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../cli/server-flags.js';

export const CLI = 'cli/logos.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// Plain JavaScript, so it loads the same way into the built CLI and into tsx-run scripts.
const CPU_PROBE = fileURLToPath(new URL('./cpu-probe.js', import.meta.url));

/**
 * Every child carries the CPU probe, so all servers are measured the same way (see cpuUsageUs). The CLI runs as its
 * users start an origin (`npm start`, the Docker image): with the server's node flags and no TypeScript loader;
 * other scripts run through tsx.
 */
export function startChild(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const preload = ['--import', CPU_PROBE, ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])];
  const execArgv = script === CLI ? [...SERVER_NODE_FLAGS, ...preload] : ['--import', 'tsx', ...preload];
  // Benchmarks stay offline: an origin discovers only where its env turns discovery on (with a strict resolver).
  return fork(script, args, { env: { ...process.env, DISCOVERY: 'off', ...env }, execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
}

/** Peak resident memory of a process (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) a child has used so far, in microseconds, as its own process.cpuUsage() reports it. */
export function cpuUsageUs(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpuUsageUs' in message)) return;
      child.off('message', onMessage);
      resolve(Number(message.cpuUsageUs));
    };
    child.on('message', onMessage);
    if (!child.send('cpu-usage')) reject(new Error(`process ${child.pid} has no IPC channel for the CPU probe`));
  });
}

/** On two cores the load generator and the server under test each get one (servers' children inherit theirs). */
export const GENERATOR_CORE = '0';
export const SERVER_CORE = '1';

// Read before anything is pinned: availableParallelism() follows this process's own affinity, so after pinning the
// bench to the generator's core it would say one core.
const CORES_AT_START = availableParallelism();
/** Whether the server and the load generator can each have a core of their own. */
export const CAN_PIN = CORES_AT_START >= 2;
/** Gives a pinned process back every core this bench started with. */
export const unpin = (pid: number): boolean => pinTo(pid, `0-${CORES_AT_START - 1}`);

/**
 * Pins a process and all its threads to the given cores (taskset). Returns false where taskset is missing or the
 * machine has fewer cores, so the bench can say its figures were not pinned.
 */
export function pinTo(pid: number, cores: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
