// Writes source objects while the import goes on sanitising the next ones, so storage I/O (libuv's thread pool, or
// the network for S3) overlaps the CPU work instead of following it; a fixed number of writes is in flight.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { ObjectStorage, PutOptions } from '../storage/types.ts';

export interface WriteQueue {
  add(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** Resolves when every added write finished; rejects with the first failure. */
  drain(): Promise<void>;
}

export function createWriteQueue(storage: ObjectStorage, limit: number): WriteQueue {
  const waiting: (() => Promise<void>)[] = [];
  let inFlight = 0;
  let failure: unknown;
  let idle: (() => void) | undefined;
  const pump = () => {
    while (inFlight < limit && waiting.length > 0 && failure === undefined) {
      const write = waiting.shift()!;
      inFlight++;
      write()
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          inFlight--;
          pump();
          if (inFlight === 0 && (waiting.length === 0 || failure !== undefined)) idle?.();
        });
    }
  };
  return {
    async add(key, body, options) {
      if (failure !== undefined) throw failure;
      waiting.push(() => storage.put(key, body, options));
      pump();
      // Let finished writes hand their slot on before the caller does more synchronous work.
      if (waiting.length >= limit) await yieldToLoop();
    },
    async drain() {
      if (inFlight > 0 || (waiting.length > 0 && failure === undefined)) await new Promise<void>((resolve) => (idle = resolve));
      if (failure !== undefined) throw failure;
    },
  };
}
