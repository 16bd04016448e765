// Bounded in-memory cache limited by the total byte size of its values, evicting the least recently used.
export interface ByteLru<V = Buffer> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: { entries: number; bytes: number };
}

export function createByteLru(maxBytes: number): ByteLru<Buffer>;
export function createByteLru<V>(maxBytes: number, sizeOf: (value: V) => number): ByteLru<V>;
export function createByteLru<V>(maxBytes: number, sizeOf = (value: V) => (value as Buffer).length): ByteLru<V> {
  // A Map keeps insertion order, so re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, V>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, value) {
      if (sizeOf(value) > maxBytes) return;
      remove(key);
      entries.set(key, value);
      bytes += sizeOf(value);
      for (const oldestKey of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldestKey);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
