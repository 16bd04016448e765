// The seed import is all or nothing: when storage fails half way, the catalog keeps no record of the new brands,
// tickers or coins, and the next import completes as if the failure never happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSeed } from '../../pipeline/seed/import.ts';
import type { ObjectStorage } from '../../pipeline/storage/types.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

let origin: TestOrigin;
beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
});
afterAll(() => origin.cleanup());

/** The real storage, except that the put after `okPuts` successful ones fails like a full disk. */
function failingAfter(storage: ObjectStorage, okPuts: number): ObjectStorage {
  let puts = 0;
  return {
    ...storage,
    get: (key) => storage.get(key),
    head: (key) => storage.head(key),
    list: (prefix) => storage.list(prefix),
    delete: (key) => storage.delete(key),
    async put(key, body, options) {
      if (++puts > okPuts) throw new Error('ENOSPC: no space left on device');
      return storage.put(key, body, options);
    },
  };
}

describe('seed import atomicity', () => {
  it('writes no record when storage fails half way, then completes on the next run and stays idempotent', async () => {
    await expect(importSeed(origin.deps.catalog, failingAfter(origin.deps.storage, 1000))).rejects.toThrow(/ENOSPC/);
    expect(origin.deps.catalog.counts()).toMatchObject({ brands: 0, domains: 0, assets: 0 });
    expect(origin.deps.catalog.tickers('AAPL')).toEqual([]);
    expect(origin.deps.catalog.cryptoAsset('BTC')).toBeUndefined();

    const first = await importSeed(origin.deps.catalog, origin.deps.storage);
    expect(first.brands).toBeGreaterThan(10_000);
    expect(origin.deps.catalog.tickers('AAPL')).toEqual([{ symbol: 'AAPL', exchange: 'Nasdaq', name: 'Apple Inc.', domain: 'apple.com' }]);
    const counts = origin.deps.catalog.counts();
    const again = await importSeed(origin.deps.catalog, origin.deps.storage);
    expect(again).toMatchObject({ assetsWritten: 0, assetsRemoved: 0 });
    expect(origin.deps.catalog.counts()).toEqual(counts);
    expect(origin.deps.catalog.allTickers().length).toBe(new Set(origin.deps.catalog.allTickers().map((t) => `${t.symbol}/${t.exchange}`)).size);
  }, 180_000); // three imports on a shared machine
});
