import { describe, expect, it } from 'vitest';
import { stateBackends } from '../helpers/state-backends.ts';

const { pairs: backends } = stateBackends('brand demand');

describe.each(backends)('brand demand on %s', (_name, available, open) => {
  it.runIf(available)('sums batches from two origins per day and brand exactly, and totals a window of days', async () => {
    const [a, b] = await open();
    const batch = (n: number) => [
      { day: '2026-11-23', domain: 'stripe.com', count: n },
      { day: '2026-11-22', domain: 'strapi.io', count: 1 },
    ];
    // Opposite key orders in the two origins' batches: the stores sort rows, so concurrent flushes cannot deadlock.
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a.brandDemand.add(batch(i + 1)) : b.brandDemand.add(batch(i + 1).reverse()))));
    await a.brandDemand.add([{ day: '2026-10-01', domain: 'strapi.io', count: 1000 }]);
    expect(await b.brandDemand.totals('2026-11-01', 10)).toEqual(new Map([['stripe.com', (30 * 31) / 2], ['strapi.io', 30]]));
    expect(await b.brandDemand.totals('2026-10-01', 1)).toEqual(new Map([['strapi.io', 1030]]));
    expect(await a.brandDemand.totals('2026-11-23', 10)).toEqual(new Map([['stripe.com', 465]]));
  });

  it.runIf(available)('forgets the days before the window when pruned', async () => {
    const [a] = await open();
    await a.brandDemand.add([
      { day: '2026-09-30', domain: 'stripe.com', count: 5 },
      { day: '2026-10-24', domain: 'stripe.com', count: 2 },
    ]);
    expect(await a.brandDemand.prune('2026-10-24')).toBe(1);
    expect(await a.brandDemand.totals('2000-01-01', 10)).toEqual(new Map([['stripe.com', 2]]));
    await a.brandDemand.add([]);
  });
});
