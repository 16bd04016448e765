// Keeps recently read objects in memory in front of any storage backend; writes and deletes go through and invalidate.
// Misses are remembered for a short while too: the origin asks for prebuilt objects that mostly do not exist, and
// another process (`logos build`) may add them, so a miss is trusted for missTtlMs at most.
import { createByteLru } from '../byte-lru.ts';
import type { ObjectStorage, StoredObject } from './types.ts';

const MISS_LIMIT = 100_000;

export function withReadCache(storage: ObjectStorage, maxBytes: number, missTtlMs = 30_000, now: () => number = () => performance.now()): ObjectStorage {
  const objects = createByteLru<StoredObject>(maxBytes, (object) => object.body.length);
  const misses = new Map<string, number>();
  return {
    async get(key) {
      const cached = objects.get(key);
      if (cached) return cached;
      const missedAt = misses.get(key);
      if (missedAt !== undefined && now() - missedAt < missTtlMs) return undefined;
      const object = await storage.get(key);
      if (object) {
        objects.set(key, object);
        misses.delete(key);
      } else {
        if (misses.size >= MISS_LIMIT) misses.clear();
        misses.set(key, now());
      }
      return object;
    },
    head: (key) => storage.head(key),
    async put(key, body, options) {
      objects.delete(key);
      misses.delete(key);
      await storage.put(key, body, options);
    },
    list: (prefix) => storage.list(prefix),
    async delete(key) {
      objects.delete(key);
      await storage.delete(key);
    },
  };
}
