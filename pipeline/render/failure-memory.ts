// Remembers sources that failed to render, so a hostile or broken file costs one deadline per TTL instead of one
// per request. A source that failed at N pixels is refused at N or more: larger renders of it cost at least as much.
export interface RememberedFailure {
  message: string;
  pixels: number;
}

export interface FailureMemory {
  recall(sourceKey: string, pixels: number): RememberedFailure | undefined;
  remember(sourceKey: string, failure: RememberedFailure): void;
  readonly size: number;
}

export function createFailureMemory(options: { ttlMs: number; maxEntries: number; now?: () => number }): FailureMemory {
  const now = options.now ?? Date.now;
  // Insertion order doubles as age order, so the oldest entry is the first key.
  const entries = new Map<string, RememberedFailure & { until: number }>();
  return {
    recall(sourceKey, pixels) {
      const entry = entries.get(sourceKey);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(sourceKey);
        return undefined;
      }
      return pixels >= entry.pixels ? entry : undefined;
    },
    remember(sourceKey, failure) {
      const previous = entries.get(sourceKey);
      entries.delete(sourceKey);
      const pixels = previous && previous.until > now() ? Math.min(previous.pixels, failure.pixels) : failure.pixels;
      entries.set(sourceKey, { ...failure, pixels, until: now() + options.ttlMs });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
