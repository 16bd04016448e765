// The sign-in and sign-up attempt counters a dashboard holds, and their limits; attempts.ts makes the decisions.
import { createAttemptWindows, type AttemptWindows } from './attempt-windows.ts';

export const ATTEMPT_LIMITS = {
  /** Attempts (sign-in or sign-up) per client IP per minute, whatever the emails. */
  ipPerMinute: 20,
  /** Wrong passwords per (email, IP) per minute. */
  pairPerMinute: 5,
  /** Wrong passwords per email from anywhere per 15 minutes, after which only known devices may try. */
  emailPerQuarterHour: 20,
  /** Entries each counter map may hold. */
  maxEntries: 50_000,
};

export interface SignInAttempts {
  byIp: AttemptWindows;
  byPair: AttemptWindows;
  byEmail: AttemptWindows;
}

export function createSignInAttempts(now: () => number): SignInAttempts {
  return {
    byIp: createAttemptWindows(60_000, ATTEMPT_LIMITS.maxEntries, now),
    byPair: createAttemptWindows(60_000, ATTEMPT_LIMITS.maxEntries, now),
    byEmail: createAttemptWindows(15 * 60_000, ATTEMPT_LIMITS.maxEntries, now),
  };
}
