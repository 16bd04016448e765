import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresState } from '../../state/postgres/index.ts';
import { openSqliteState } from '../../state/sqlite/index.ts';
import type { StateStore } from '../../state/types.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const binDir = requireBinaryOrSkip('PostgreSQL brand demand', POSTGRES);
let server: TestPostgres | undefined;
const dir = mkdtempSync(join(tmpdir(), 'logos-demand-'));
const opened: StateStore[] = [];

beforeAll(async () => {
  if (binDir) server = await startPostgres(binDir);
}, 60_000);
afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()));
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

const backends: [string, boolean, () => Promise<[StateStore, StateStore]>][] = [
  ['SQLite', true, async () => {
    const path = join(dir, `state-${opened.length}.db`);
    const pair: [StateStore, StateStore] = [openSqliteState(path), openSqliteState(path)];
    opened.push(...pair);
    return pair;
  }],
  ['PostgreSQL', Boolean(binDir), async () => {
    const url = await server!.createDatabase();
    const pair: [StateStore, StateStore] = [await openPostgresState(url), await openPostgresState(url)];
    opened.push(...pair);
    return pair;
  }],
];

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
