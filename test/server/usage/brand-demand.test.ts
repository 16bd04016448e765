import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBrandDemand } from '../../../server/usage/brand-demand.ts';
import { createLogger } from '../../../server/observability/logger.ts';
import { openSqliteState } from '../../../state/sqlite/index.ts';
import type { BrandDemandStore } from '../../../state/types.ts';

const dir = mkdtempSync(join(tmpdir(), 'logos-brand-demand-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const DAY = 86_400_000;
const logs: string[] = [];
const logger = createLogger('warn', (line) => logs.push(line));

describe('brand demand', () => {
  it('writes what was counted to the day of the flush and ranks by the last 30 days only', async () => {
    let now = Date.parse('2026-10-01T12:00:00Z');
    const applied: ReadonlyMap<string, number>[] = [];
    const state = openSqliteState(join(dir, 'state.db'));
    const demand = createBrandDemand({ store: state.brandDemand, apply: (totals) => applied.push(totals), logger, now: () => now });
    for (let i = 0; i < 5; i++) demand.count('strapi.io');
    await demand.flush();
    now += 20 * DAY;
    for (let i = 0; i < 3; i++) demand.count('stripe.com');
    await demand.flush();
    await demand.reload();
    expect(applied.at(-1)).toEqual(new Map([['strapi.io', 5], ['stripe.com', 3]]));
    // 31 days after the first flush its day has left the window (and the table).
    now += 11 * DAY;
    await demand.reload();
    expect(applied.at(-1)).toEqual(new Map([['stripe.com', 3]]));
    await state.close();
  });

  it('holds at most 10,000 brands between two flushes, and keeps counting those it holds', async () => {
    const written: { domain: string; count: number }[] = [];
    const recording: BrandDemandStore = { add: async (deltas) => void written.push(...deltas), totals: async () => new Map(), prune: async () => 0 };
    const demand = createBrandDemand({ store: recording, apply: () => {}, logger });
    for (let i = 0; i < 12_000; i++) demand.count(`brand${i}.example.com`);
    demand.count('brand0.example.com');
    await demand.flush();
    expect(written).toHaveLength(10_000);
    expect(written.find((delta) => delta.domain === 'brand0.example.com')?.count).toBe(2);
    expect(written.some((delta) => delta.domain === 'brand10000.example.com')).toBe(false);
  });

  it('keeps the counts of a failed flush for the next one and keeps the ranking it has when state is unreadable', async () => {
    let failing = true;
    const written: { domain: string; count: number }[] = [];
    const flaky: BrandDemandStore = {
      add: async (deltas) => {
        if (failing) throw new Error('database is locked');
        written.push(...deltas);
      },
      totals: async () => {
        throw new Error('connection refused');
      },
      prune: async () => 0,
    };
    const applied: unknown[] = [];
    const demand = createBrandDemand({ store: flaky, apply: (totals) => applied.push(totals), logger });
    demand.count('stripe.com');
    await demand.flush();
    demand.count('stripe.com');
    failing = false;
    await demand.flush();
    expect(written).toEqual([expect.objectContaining({ domain: 'stripe.com', count: 2 })]);
    await demand.reload();
    expect(applied).toEqual([]);
    expect(logs.join('')).toContain('brand demand flush failed');
    expect(logs.join('')).toContain('search keeps its previous ranking');
  });
});
