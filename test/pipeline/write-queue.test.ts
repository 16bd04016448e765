// The import's write queue: bounded writes in flight, every write done before drain() resolves, the first failure
// reported and no write started after it.
import { describe, expect, it } from 'vitest';
import { createWriteQueue } from '../../pipeline/seed/write-queue.ts';
import type { ObjectStorage } from '../../pipeline/storage/types.ts';

function slowStorage(failOn?: string) {
  const written: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const storage = {
    async put(key: string) {
      inFlight++;
      peak = Math.max(peak, inFlight);
      // A write that takes a moment, as a disk or S3 does, so writes overlap and the limit on them is exercised.
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      if (key === failOn) throw new Error(`disk full at ${key}`);
      written.push(key);
    },
  } as unknown as ObjectStorage;
  return { storage, written, peak: () => peak };
}

describe('createWriteQueue', () => {
  it('keeps at most the limit in flight and finishes every write before drain resolves', async () => {
    const { storage, written, peak } = slowStorage();
    const queue = createWriteQueue(storage, 4);
    for (let i = 0; i < 50; i++) await queue.add(`k${i}`, Buffer.from('x'), { contentType: 'image/svg+xml' });
    await queue.drain();
    expect(written.length).toBe(50);
    expect(peak()).toBeLessThanOrEqual(4);
  });

  it('reports the first failure and starts nothing after it', async () => {
    const { storage, written } = slowStorage('k3');
    const queue = createWriteQueue(storage, 2);
    const adding = (async () => {
      for (let i = 0; i < 40; i++) await queue.add(`k${i}`, Buffer.from('x'), { contentType: 'image/svg+xml' });
    })();
    await expect(adding.then(() => queue.drain())).rejects.toThrow('disk full at k3');
    expect(written.length).toBeLessThan(40);
  });
});
