// The per-email back-off of sign-in: a few wrong passwords are free, then each one makes the next attempt wait,
// doubling up to a short cap, so a guesser gets a trickle and the owner's right password is never more than a short
// wait away. Networks that failed against the email wait a grace period longer than those that did not, so a guesser
// that tries the moment each wait ends still leaves the owner's fresh browser a turn. Bounded in entries.
export interface BackOffPolicy {
  /** Wrong passwords per email before any wait. */
  free: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait failures build. */
  maxDelayMs: number;
  /** Failures are forgotten once the last is this old. */
  forgetMs: number;
  /** How much longer a network that failed against the email waits than one that did not. */
  graceMs: number;
  /** Entries each map may hold (emails; email and network pairs). */
  maxEntries: number;
}

export interface EmailBackOff {
  /** Milliseconds the network must still wait before trying the email's password; 0 when it may try now. */
  waitMs(email: string, network: string): number;
  /**
   * Counts an attempt as a failure before its password is checked, so attempts sent together cannot share one turn;
   * the returned function takes it back when the password was right.
   */
  charge(email: string, network: string): () => void;
  /** When the email's current run of failures began; undefined when it has none. */
  since(email: string): number | undefined;
  /** Forgets the email's failures (an operator's unlock). */
  clear(email: string): void;
  readonly size: number;
}

interface Run {
  first: number;
  last: number;
  failures: number;
  /** When the email may be tried again; 0 while failures are within the free ones. */
  next: number;
}

/** Longer keys are cut: an email is at most 320 characters and a network 24. */
const MAX_KEY_LENGTH = 400;

export function createEmailBackOff(policy: BackOffPolicy, now: () => number): EmailBackOff {
  const runs = new Map<string, Run>();
  /** When each (email, network) last failed. */
  const failedAt = new Map<string, number>();
  const pairKey = (email: string, network: string) => `${email.slice(0, MAX_KEY_LENGTH)}\n${network.slice(0, MAX_KEY_LENGTH)}`;
  const live = (email: string) => {
    const run = runs.get(email.slice(0, MAX_KEY_LENGTH));
    return run && now() - run.last < policy.forgetMs ? run : undefined;
  };
  const delayAfter = (failures: number) =>
    failures <= policy.free ? 0 : Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(30, failures - policy.free - 1));
  return {
    waitMs(email, network) {
      const run = live(email);
      if (!run || run.next === 0) return 0;
      const failedHere = (failedAt.get(pairKey(email, network)) ?? -Infinity) >= run.first;
      return Math.max(0, run.next + (failedHere ? policy.graceMs : 0) - now());
    },
    charge(email, network) {
      const time = now();
      const key = email.slice(0, MAX_KEY_LENGTH);
      const pair = pairKey(email, network);
      const run = live(email) ?? { first: time, last: time, failures: 0, next: 0 };
      const before = { ...run };
      const pairBefore = failedAt.get(pair);
      run.failures++;
      run.last = time;
      run.next = run.failures > policy.free ? time + delayAfter(run.failures) : 0;
      remember(runs, key, run, policy.maxEntries, (entry) => time - entry.last >= policy.forgetMs);
      remember(failedAt, pair, time, policy.maxEntries, (at) => time - at >= policy.forgetMs);
      return function refund() {
        if (runs.get(key) === run) {
          // With no attempt charged since, the run is as it was; otherwise those stay counted, with the wait they set.
          if (run.failures === before.failures + 1) Object.assign(run, before);
          else run.failures--;
          if (run.failures === 0) runs.delete(key);
        }
        if (failedAt.get(pair) !== time) return;
        if (pairBefore === undefined) failedAt.delete(pair);
        else failedAt.set(pair, pairBefore);
      };
    },
    since: (email) => live(email)?.first,
    clear: (email) => void runs.delete(email.slice(0, MAX_KEY_LENGTH)),
    get size() {
      return runs.size + failedAt.size;
    },
  };
}

/** Sets the key last in the map's order; when full, drops expired entries, then the oldest tenth. */
function remember<V>(map: Map<string, V>, key: string, value: V, maxEntries: number, expired: (value: V) => boolean): void {
  map.delete(key);
  if (map.size >= maxEntries) {
    for (const [other, entry] of map) if (expired(entry)) map.delete(other);
    for (const other of map.keys()) {
      if (map.size < maxEntries * 0.9) break;
      map.delete(other);
    }
  }
  map.set(key, value);
}
