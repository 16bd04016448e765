// What both rate limiters share: the calendar-minute window, the decision they answer, and the interface.

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one request for the caller; refused when the limit for this minute is reached. In memory the decision is
   * returned at once: a promise per request was a large part of what the gate cost on the hit path
   * (BENCHMARK.md). `count` takes several at once (a batch counted as one request per item). A refused take counts
   * nothing, so a caller over its limit (or a batch too large to fit) does not push the window further.
   */
  take(id: string, limit: number, count?: number): RateDecision | Promise<RateDecision>;
  /** Gives back `count` an allowed take counted, when the request was refused after it (the monthly quota). */
  give(id: string, limit: number, count: number): void;
}

export const WINDOW_MS = 60_000;

export const windowStartOf = (time: number) => time - (time % WINDOW_MS);

export const secondsLeft = (windowStart: number, time: number) => Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));
