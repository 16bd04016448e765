// Peak resident memory of an origin's first start, which imports the seed catalog: `node --import tsx
// bench/first-start.ts [runs]`. Each run starts `logos serve` on an empty data folder under /usr/bin/time -v, reads
// the serving process's own peak (VmHWM) once it answers /health, then stops it; time's maximum resident set size is
// the largest single process of the whole run, the seed import's own process included.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../cli/server-flags.js';
import { CLI, freePort, peakRssMb, waitForHttp } from './processes.ts';

interface FirstStart {
  seconds: number;
  servingPeakMb: number;
  largestProcessMb: number;
}

async function firstStart(): Promise<FirstStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'logos-first-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-v', process.execPath, ...SERVER_NODE_FLAGS, CLI, 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DISCOVERY: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, 600_000);
    const seconds = (performance.now() - started) / 1000;
    // time's only child is the server.
    const server = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0]);
    const servingPeakMb = peakRssMb(server);
    process.kill(server, 'SIGTERM');
    await exited;
    const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? Number.NaN);
    return { seconds, servingPeakMb, largestProcessMb: kb / 1024 };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = Number(process.argv[2] ?? 3);
for (let run = 1; run <= runs; run++) {
  const result = await firstStart();
  process.stdout.write(`run ${run}: ready in ${result.seconds.toFixed(1)} s; serving process peak ${result.servingPeakMb.toFixed(0)} MB; largest process ${result.largestProcessMb.toFixed(0)} MB\n`);
}
