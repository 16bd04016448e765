import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFailureMemory } from '../../../pipeline/render/failure-memory.ts';
import { createRenderPool, RenderDeadlineError, RenderOverloadedError, type RenderPool } from '../../../pipeline/render/pool.ts';
import type { SourceImage } from '../../../pipeline/render/render.ts';
import { crossingTriangles } from '../../helpers/hostile-svg.ts';

const svgSource = (svg: string, contentHash?: string): SourceImage => ({ bytes: Buffer.from(svg), format: 'svg', width: 1000, height: 1000, contentHash });
const circle = svgSource('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><circle cx="500" cy="500" r="400" fill="#c00"/></svg>');
const hostile = svgSource(crossingTriangles(2000), 'hostile');
const png = (pixels: number) => ({ format: 'png' as const, pixels, greyscale: false, recolourForDark: false });

// This test's render processes (named logos-render): an ended one of an earlier test may linger unreaped, nameless.
const renderProcesses = () =>
  readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .trim()
    .split(' ')
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('logos-render');
      } catch {
        return false; // reaped meanwhile
      }
    });

let pool: RenderPool | undefined;
afterEach(() => pool?.close());

describe('createRenderPool', () => {
  it('renders in a child process the same image the render step makes', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 20_000, queueMax: 4, failureTtlMs: 60_000 });
    const meta = await sharp(await pool.render(circle, png(64))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('warms up by starting every process at low priority with its encoders loaded, then renders without starting another', async () => {
    pool = createRenderPool({ processes: 2, deadlineMs: 20_000, queueMax: 4, failureTtlMs: 60_000 });
    await pool.warm();
    expect(pool.stats()).toMatchObject({ processes: 2, inFlight: 0, queued: 0, failuresRemembered: 0 });
    const pids = renderProcesses();
    expect(pids).toHaveLength(2);
    // Every thread of every render process, Node's own and libvips' alike, yields to the origin.
    for (const pid of pids) for (const thread of readdirSync(`/proc/${pid}/task`)) expect(getPriority(Number(thread))).toBe(10);
    const meta = await sharp(await pool.render(circle, png(64))).metadata();
    expect(meta.width).toBe(64);
    expect(pool.stats().processes).toBe(2);
  }, 30_000);

  it('hands the memory of large AVIF renders back to the system once they are done', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 60_000, queueMax: 4, failureTtlMs: 60_000 });
    await pool.warm();
    const [pid] = renderProcesses();
    const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
    const resting = rssMb();
    // The flood's shape: 1024 px retina AVIF with alpha; the encoder takes over 100 MB for each.
    for (const pixels of [2048, 2040, 2032]) await pool.render(circle, { ...png(pixels), format: 'avif' });
    const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
    expect(peak - resting).toBeGreaterThan(80);
    expect(rssMb() - resting).toBeLessThan(25);
  }, 60_000);

  it('stops a render at the deadline by killing its process, remembers the source, and keeps serving others', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 1_500, queueMax: 4, failureTtlMs: 60_000 });
    await pool.render(circle, png(32)); // the process is started and warm
    await expect(pool.render(hostile, png(2048))).rejects.toBeInstanceOf(RenderDeadlineError);
    // The process doing the work is gone, not left drawing in the background.
    expect(pool.stats().processes).toBe(0);

    // Refused from memory: no process is started for them.
    await expect(pool.render(hostile, png(2048))).rejects.toThrow(/remembered/);
    await expect(pool.render(hostile, png(4096))).rejects.toThrow(/remembered/);
    expect(pool.stats().processes).toBe(0);
    expect(pool.stats()).toMatchObject({ inFlight: 0, queued: 0, failuresRemembered: 1 });

    const meta = await sharp(await pool.render(circle, png(48))).metadata();
    expect(meta.width).toBe(48);
  }, 30_000);

  it('ends a process that stays idle, returning its memory, and starts one again on demand', async () => {
    const idling = createRenderPool({ processes: 1, deadlineMs: 20_000, queueMax: 4, failureTtlMs: 60_000, idleMs: 200 });
    pool = idling;
    await idling.render(circle, png(40));
    expect(idling.stats().processes).toBe(1);
    await vi.waitFor(() => expect(idling.stats().processes).toBe(0), { timeout: 10_000, interval: 20 });
    expect((await sharp(await idling.render(circle, png(40))).metadata()).width).toBe(40);
  });

  it('does identical renders in flight once', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 20_000, queueMax: 4, failureTtlMs: 60_000 });
    const first = pool.render(circle, png(80));
    expect(pool.render(circle, png(80))).toBe(first);
    expect(pool.stats().queued + pool.stats().inFlight).toBe(1);
    await first;
  });

  it('refuses work beyond processes + queue with a retry delay instead of queueing it', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 1_000, queueMax: 1, failureTtlMs: 60_000 });
    const admitted = [pool.render(svgSource(crossingTriangles(500), 'a'), png(2048)), pool.render(svgSource(crossingTriangles(500), 'b'), png(2048))];
    const refused = pool.render(circle, png(64));
    await expect(refused).rejects.toBeInstanceOf(RenderOverloadedError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    await Promise.allSettled(admitted);
  }, 30_000);

  it('reads an unread source only once its render has a place in the queue, counting renders that arrive together', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 20_000, queueMax: 1, failureTtlMs: 60_000 });
    const reads: string[] = [];
    const unread = (name: string, svg: string) => ({ format: 'svg' as const, width: 1000, height: 1000, contentHash: name, read: async () => (reads.push(name), Buffer.from(svg)) });
    const circleSvg = circle.bytes.toString();
    // Three at once, before any read has finished: the third is refused without being read.
    const renders = ['a', 'b', 'c'].map((name, i) => pool!.render(unread(name, circleSvg.replace('#c00', `#c0${i}`)), png(64 + i)));
    await expect(renders[2]).rejects.toBeInstanceOf(RenderOverloadedError);
    const [a, b] = await Promise.all(renders.slice(0, 2));
    expect(reads.sort()).toEqual(['a', 'b']);
    expect((await sharp(a!).metadata()).width).toBe(64);
    expect((await sharp(b!).metadata()).width).toBe(65);
  }, 30_000);

  it('answers a source that cannot be read with its error, and frees its place', async () => {
    pool = createRenderPool({ processes: 1, deadlineMs: 20_000, queueMax: 0, failureTtlMs: 60_000 });
    const missing = { format: 'svg' as const, width: 10, height: 10, contentHash: 'gone', read: () => Promise.reject(new Error('no such object')) };
    await expect(pool.render(missing, png(64))).rejects.toThrow('no such object');
    expect((await sharp(await pool.render(circle, png(32))).metadata()).width).toBe(32);
  }, 30_000);
});

describe('createFailureMemory', () => {
  it('refuses a failed source at its size or larger until the TTL passes', () => {
    let now = 0;
    const memory = createFailureMemory({ ttlMs: 1_000, maxEntries: 2, now: () => now });
    memory.remember('a', { message: 'too slow', pixels: 512 });
    expect(memory.recall('a', 512)?.message).toBe('too slow');
    expect(memory.recall('a', 256)).toBeUndefined();
    now = 1_000;
    expect(memory.recall('a', 512)).toBeUndefined();
  });

  it('keeps at most maxEntries, forgetting the oldest', () => {
    const memory = createFailureMemory({ ttlMs: 1_000, maxEntries: 2, now: () => 0 });
    for (const key of ['a', 'b', 'c']) memory.remember(key, { message: key, pixels: 1 });
    expect(memory.size).toBe(2);
    expect(memory.recall('a', 1)).toBeUndefined();
    expect(memory.recall('c', 1)?.message).toBe('c');
  });
});
