// Which domains each account asks logos of: noted in memory on the logo path and written to state in batches (as
// brand demand is), so an override can be refused for a domain the account never used.
import { utcDay } from '../state/days.ts';
import type { RequestedDomainsStore } from '../state/types.ts';
import type { Logger } from './logger.ts';

/** Pairs noted between two flushes; beyond it a pair waits for a later request (it is asked again anyway). */
const MAX_PENDING = 10_000;

export type RequestedDomains = ReturnType<typeof createRequestedDomains>;

export function createRequestedDomains(options: { store: RequestedDomainsStore; logger: Logger; flushIntervalMs?: number; now?: () => number }) {
  const { store, logger, flushIntervalMs = 10_000, now = Date.now } = options;
  let pending = new Map<string, { accountId: string; domain: string }>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    if (pending.size === 0) return;
    const unsaved = pending;
    pending = new Map();
    const day = utcDay(new Date(now()));
    try {
      await store.add([...unsaved.values()].map((pair) => ({ ...pair, day })));
    } catch (error) {
      for (const [key, pair] of unsaved) if (pending.size < MAX_PENDING) pending.set(key, pair);
      logger.warn('requested domains flush failed', { error: (error as Error).message });
    }
  };

  return {
    /** One logo request of `domain` (a brand's primary domain, or the domain asked) by the account: no write. */
    note(accountId: string, domain: string): void {
      const key = `${accountId}\n${domain}`;
      if (!pending.has(key) && pending.size < MAX_PENDING) pending.set(key, { accountId, domain });
    },
    async has(accountId: string, domain: string): Promise<boolean> {
      return pending.has(`${accountId}\n${domain}`) || (await store.has(accountId, domain));
    },
    flush,
    start(): void {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      return flush();
    },
  };
}
