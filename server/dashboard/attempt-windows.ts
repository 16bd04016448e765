// Fixed-window counters per key, bounded in entries (and so in bytes: keys are cut to a fixed length), for the
// sign-in limits. The API's rate limiter is a separate, shared-store concern; these stay in the process.
export interface AttemptWindows {
  /** The count in the key's current window. */
  count(key: string): number;
  /** Adds one; returns the new count. */
  add(key: string): number;
  /** Seconds until the key's window ends (at least 1). */
  resetSeconds(key: string): number;
  delete(key: string): void;
  readonly size: number;
}

/** Longer keys are cut: an email is at most 320 characters and an address 45. */
const MAX_KEY_LENGTH = 400;

export function createAttemptWindows(windowMs: number, maxEntries: number, now: () => number): AttemptWindows {
  const windows = new Map<string, { start: number; count: number }>();
  const live = (key: string) => {
    const window = windows.get(key.slice(0, MAX_KEY_LENGTH));
    return window && now() - window.start < windowMs ? window : undefined;
  };
  const makeRoom = () => {
    const time = now();
    for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
    // Still nearly full of live windows: the oldest tenth goes (Map order is insertion order), so this scan is rare.
    if (windows.size < maxEntries * 0.9) return;
    for (const key of windows.keys()) {
      if (windows.size < maxEntries * 0.9) break;
      windows.delete(key);
    }
  };
  return {
    count: (key) => live(key)?.count ?? 0,
    add(key) {
      const cut = key.slice(0, MAX_KEY_LENGTH);
      const window = live(cut);
      if (window) return ++window.count;
      windows.delete(cut);
      if (windows.size >= maxEntries) makeRoom();
      windows.set(cut, { start: now(), count: 1 });
      return 1;
    },
    resetSeconds(key) {
      const window = live(key);
      return window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : 1;
    },
    delete: (key) => void windows.delete(key.slice(0, MAX_KEY_LENGTH)),
    get size() {
      return windows.size;
    },
  };
}
