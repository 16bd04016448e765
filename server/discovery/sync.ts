// Replicates discoveries between origins that serve a published catalog: what this origin's worker stores goes to
// shared state, and what any origin stored is applied to this origin's overlay within one poll interval.
import { applyDiscovery, discoveryPayload } from '../../pipeline/publish/discoveries.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { DiscoveriesStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';

/** Sequence numbers from concurrent writers may commit out of order; re-reading a few behind catches a late one. */
const LOOKBACK = 50;

export type DiscoverySync = ReturnType<typeof createDiscoverySync>;

export function createDiscoverySync(options: { discoveries: DiscoveriesStore; catalog: Catalog; logger: Logger; intervalMs?: number }) {
  const { discoveries, catalog, logger, intervalMs = 5_000 } = options;
  let cursor = 0;
  let timer: NodeJS.Timeout | undefined;
  let pulling: Promise<number> | undefined;

  const pullOnce = async () => {
    let applied = 0;
    for (;;) {
      const batch = await discoveries.since(Math.max(0, cursor - LOOKBACK), 500);
      const fresh = batch.filter((record) => record.seq > cursor - LOOKBACK);
      for (const record of fresh) if (applyDiscovery(catalog, record.domain, record.payload)) applied++;
      const last = batch.at(-1)?.seq ?? cursor;
      if (batch.length < 500 || last <= cursor) {
        cursor = Math.max(cursor, last);
        return applied;
      }
      cursor = last;
    }
  };

  /** Applies what other origins discovered since the last pull; concurrent calls share one pull. */
  const pull = (): Promise<number> => {
    pulling ??= pullOnce().finally(() => (pulling = undefined));
    return pulling;
  };

  return {
    pull,
    /** Records what this origin now holds for a brand, for every other origin and the next publication. */
    async publish(domain: string): Promise<void> {
      await discoveries.record(domain, discoveryPayload(catalog, domain));
    },
    start(): void {
      timer ??= setInterval(() => {
        pull().catch((error: Error) => logger.warn('discovery sync failed', { error: error.message }));
      }, intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
