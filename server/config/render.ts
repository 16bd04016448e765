// The render part of the configuration: RENDER_* variables with defaults, parsed with the rest in index.ts.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { RenderPoolOptions } from '../../pipeline/render/pool.ts';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export function renderEnv() {
  return {
    // One core is left to the origin itself, so sign-in and stored logos stay quick under a render flood
    // (docs/operations.md); more processes than cores only make every render slower.
    RENDER_PROCESSES: int(1, 64, Math.max(1, Math.min(4, availableParallelism() - 1))),
    RENDER_DEADLINE_MS: int(100, 600_000, 10_000),
    RENDER_QUEUE_MAX: int(0, 10_000, 8),
    RENDER_FAILURE_TTL_S: int(1, 7 * 86_400, 900),
    RENDER_RECYCLE_AFTER: int(1, 1_000_000, 500),
  };
}

type Env = { [K in keyof ReturnType<typeof renderEnv>]: z.output<ReturnType<typeof renderEnv>[K]> };

export function renderSettingsOf(values: Env): RenderPoolOptions {
  return {
    processes: values.RENDER_PROCESSES,
    deadlineMs: values.RENDER_DEADLINE_MS,
    queueMax: values.RENDER_QUEUE_MAX,
    failureTtlMs: values.RENDER_FAILURE_TTL_S * 1000,
    recycleAfter: values.RENDER_RECYCLE_AFTER,
  };
}
