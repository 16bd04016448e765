// Bounded in-memory cache of produced images keyed by ETag, limited by total bytes, evicting the least recently used.
export type ResponseCache = ReturnType<typeof createResponseCache>;

export function createResponseCache(maxBytes: number) {
  // A Map keeps insertion order, so re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  return {
    get(key: string): Buffer | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, body: Buffer): void {
      if (body.length > maxBytes) return;
      const previous = entries.get(key);
      if (previous) {
        bytes -= previous.length;
        entries.delete(key);
      }
      entries.set(key, body);
      bytes += body.length;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= oldest.length;
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}
