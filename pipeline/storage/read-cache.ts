// Keeps recently read objects in memory in front of any storage backend; writes and deletes go through and invalidate.
import { createByteLru } from '../byte-lru.ts';
import type { ObjectStorage, StoredObject } from './types.ts';

export function withReadCache(storage: ObjectStorage, maxBytes: number): ObjectStorage {
  const objects = createByteLru<StoredObject>(maxBytes, (object) => object.body.length);
  return {
    async get(key) {
      const cached = objects.get(key);
      if (cached) return cached;
      const object = await storage.get(key);
      if (object) objects.set(key, object);
      return object;
    },
    head: (key) => storage.head(key),
    async put(key, body, options) {
      objects.delete(key);
      await storage.put(key, body, options);
    },
    list: (prefix) => storage.list(prefix),
    async delete(key) {
      objects.delete(key);
      await storage.delete(key);
    },
  };
}
