// The service's own demand per brand: logo requests answered with a brand's logo are counted in memory, added to
// state in batches (as usage is), and the last DEMAND_WINDOW_DAYS of every origin's counts are read back every few
// minutes into the search ranking.
import { utcDay } from '../../state/days.ts';
import type { BrandDemandStore, DemandDelta } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';

export const DEMAND_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
/** Distinct brands counted between two flushes; beyond it a brand waits for the next batch (the catalog is bounded anyway). */
const MAX_PENDING = 10_000;
/** Brands read back into the ranking: the most requested ones; the rest rank by the bundled signal alone. */
const MAX_RANKED = 100_000;

export type BrandDemand = ReturnType<typeof createBrandDemand>;

export function createBrandDemand(options: {
  store: BrandDemandStore;
  /** Receives the window's totals per brand domain (the search index's setDemand). */
  apply: (totals: ReadonlyMap<string, number>) => void;
  logger: Logger;
  flushIntervalMs?: number;
  reloadIntervalMs?: number;
  now?: () => number;
}) {
  const { store, apply, logger, flushIntervalMs = 10_000, reloadIntervalMs = 300_000, now = Date.now } = options;
  let pending = new Map<string, number>();
  let timers: NodeJS.Timeout[] = [];
  let prunedDay = '';

  const flush = async () => {
    if (pending.size === 0) return;
    const unsaved = pending;
    pending = new Map();
    // The whole batch goes to the day it is written: at most one flush interval lands on the next day.
    const day = utcDay(new Date(now()));
    const deltas: DemandDelta[] = [...unsaved].map(([domain, count]) => ({ day, domain, count }));
    try {
      await store.add(deltas);
    } catch (error) {
      // Kept for the next flush rather than lost, within the same bound as new counts.
      for (const [domain, count] of unsaved) if (pending.size < MAX_PENDING || pending.has(domain)) pending.set(domain, (pending.get(domain) ?? 0) + count);
      logger.warn('brand demand flush failed', { error: (error as Error).message });
    }
  };

  const reload = async () => {
    const time = now();
    const fromDay = utcDay(new Date(time - (DEMAND_WINDOW_DAYS - 1) * DAY_MS));
    try {
      if (prunedDay !== fromDay) {
        await store.prune(fromDay);
        prunedDay = fromDay;
      }
      apply(await store.totals(fromDay, MAX_RANKED));
    } catch (error) {
      logger.warn('brand demand unreadable; search keeps its previous ranking', { error: (error as Error).message });
    }
  };

  return {
    /** One request answered with `domain`'s logo (a catalog brand): one Map update, no write. */
    count(domain: string): void {
      const counted = pending.get(domain);
      if (counted !== undefined) pending.set(domain, counted + 1);
      else if (pending.size < MAX_PENDING) pending.set(domain, 1);
    },
    flush,
    reload,
    start(): void {
      if (timers.length > 0) return;
      void reload();
      timers = [setInterval(() => void flush(), flushIntervalMs), setInterval(() => void reload(), reloadIntervalMs)];
      for (const timer of timers) timer.unref();
    },
    /** Stops the timers and flushes; the flush's write starts before this returns. */
    stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      return flush();
    },
  };
}
