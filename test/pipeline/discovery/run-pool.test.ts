// The discovery threads' pool on its own: a run whose thread needs more heap than allowed is stopped and named, the
// pool's other runs go on, and a thread that never answers is ended at the run's deadline.
import { afterEach, describe, expect, it } from 'vitest';
import { createRunPool, RunStoppedError, type RunPool } from '../../../pipeline/discovery/thread/run-pool.ts';
import { loadConfig } from '../../../server/config/index.ts';
import { loadModel } from '../../../pipeline/discovery/scoring/model.ts';

const settings = loadConfig({ DATA_DIR: '/nonexistent' }).discovery;
const program = (name: string) => new URL(`../../fixtures/discovery-threads/${name}`, import.meta.url);
const fail = () => Promise.reject(new Error('no network here'));
let pool: RunPool | undefined;

afterEach(async () => {
  await pool?.close();
});

const poolOf = (name: string, limits: { memoryMb?: number; wallMs?: number } = {}) =>
  (pool = createRunPool({
    setup: { settings, model: loadModel().file, txt: false, render: false },
    threads: 1,
    cpuMs: 60_000,
    memoryMb: limits.memoryMb ?? 64,
    wallMs: limits.wallMs ?? 60_000,
    services: { fetch: fail },
    program: program(name),
  }));

describe('discovery run pool', () => {
  it('stops a run whose thread outgrows its heap, naming the limit', async () => {
    const error = await poolOf('hungry.mjs', { memoryMb: 48 }).run('hungry-test.com', undefined, { urls: [], hashes: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RunStoppedError);
    expect(error).toMatchObject({ reason: 'memory', message: expect.stringContaining('48 MB') });
    expect(pool!.threads()).toBe(0);
  });

  it('ends a thread that does not answer by the run\'s deadline', async () => {
    const started = performance.now();
    const error = await poolOf('silent.mjs', { wallMs: 300 }).run('silent-test.com', undefined, { urls: [], hashes: [] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'time' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
