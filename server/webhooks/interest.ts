// Which brands each account asks for: noted in memory on the logo path (one Map update), written in batches like usage
// and brand demand, and pruned past the interest window. Webhook notices go to the accounts noted here.
import { utcDay } from '../../state/days.ts';
import type { InterestDelta, WebhooksStore } from '../../state/types.ts';
import type { Logger } from '../logger.ts';
import { INTEREST_WINDOW_DAYS } from './notices.ts';

/** Distinct (account, brand) pairs held between two writes; beyond it a pair waits for a later request. */
const MAX_PENDING = 20_000;

export type BrandInterest = ReturnType<typeof createBrandInterest>;

export function createBrandInterest(options: { store: WebhooksStore; logger: Logger; flushIntervalMs?: number; now?: () => number }) {
  const { store, logger, flushIntervalMs = 10_000, now = Date.now } = options;
  let pending = new Map<string, InterestDelta>();
  let timer: NodeJS.Timeout | undefined;
  let prunedDay = '';

  const flush = async () => {
    const day = utcDay(new Date(now()));
    const fromDay = utcDay(new Date(now() - (INTEREST_WINDOW_DAYS - 1) * 86_400_000));
    const batch = [...pending.values()];
    pending = new Map();
    try {
      if (batch.length > 0) await store.noteInterest(batch.map((delta) => ({ ...delta, day })));
      if (prunedDay !== fromDay) {
        await store.pruneInterest(fromDay);
        prunedDay = fromDay;
      }
    } catch (error) {
      logger.warn('brand interest flush failed', { pairs: batch.length, error: (error as Error).message });
    }
  };

  return {
    /** An account was answered for `domain` (its logo or a placeholder while discovery looks). */
    note(accountId: string, domain: string): void {
      const key = `${accountId} ${domain}`;
      if (pending.has(key) || pending.size >= MAX_PENDING) return;
      pending.set(key, { accountId, domain, day: '' });
    },
    flush,
    start(): void {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    /** Stops the timer and writes what is held; an embedded database's write starts before this returns. */
    stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      return flush();
    },
  };
}
