// Fixed one-minute windows per caller, in memory: the limit resets at each minute boundary.
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const WINDOW_MS = 60_000;

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();

  const prune = (currentStart: number) => {
    for (const [id, window] of windows) if (window.start < currentStart) windows.delete(id);
  };

  return {
    /** Counts one request for the caller when it is within the limit; a refused request is not counted. */
    take(id: string, limit: number): RateDecision {
      const time = now();
      const start = time - (time % WINDOW_MS);
      let window = windows.get(id);
      if (!window || window.start !== start) {
        if (windows.size > 100_000) prune(start);
        window = { start, count: 0 };
        windows.set(id, window);
      }
      const resetSeconds = Math.max(1, Math.ceil((start + WINDOW_MS - time) / 1000));
      if (window.count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds };
      window.count++;
      return { allowed: true, limit, remaining: limit - window.count, resetSeconds };
    },
  };
}
