// The sign-in and sign-up attempt counters a dashboard holds, and their limits; attempts.ts makes the decisions.
import { createAttemptWindows, type AttemptWindows } from './attempt-windows.ts';
import { createEmailBackOff, type BackOffPolicy, type EmailBackOff } from './back-off.ts';

export const ATTEMPT_LIMITS = {
  /** Attempts (sign-in or sign-up) per client network (an IPv4 address, an IPv6 /64) per minute, whatever the emails. */
  ipPerMinute: 20,
  /** Wrong passwords per (email, client network) per minute. */
  pairPerMinute: 5,
  /**
   * Wrong passwords per email from anywhere: 10 free, then a wait of 1 s doubling to at most a minute after each,
   * one more minute for a network that failed against the email, all forgotten 15 minutes after the last failure.
   */
  email: { free: 10, firstDelayMs: 1000, maxDelayMs: 60_000, forgetMs: 15 * 60_000, graceMs: 60_000, maxEntries: 50_000 } satisfies BackOffPolicy,
  /** Entries each counter map may hold. */
  maxEntries: 50_000,
};

export interface SignInAttempts {
  byIp: AttemptWindows;
  byPair: AttemptWindows;
  byEmail: EmailBackOff;
}

export function createSignInAttempts(now: () => number): SignInAttempts {
  return {
    byIp: createAttemptWindows(60_000, ATTEMPT_LIMITS.maxEntries, now),
    byPair: createAttemptWindows(60_000, ATTEMPT_LIMITS.maxEntries, now),
    byEmail: createEmailBackOff(ATTEMPT_LIMITS.email, now),
  };
}
