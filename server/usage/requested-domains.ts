// Which domains each account asks logos of: noted in memory once per keyed logo answer (one Map update), written to
// state in batches like usage and brand demand, and pruned past the longest window a reader looks back over. Overrides
// read it (only for a domain the account uses), and so do webhooks (who hears of a brand's new logo).
import { utcDay } from '../../state/days.ts';
import type { RequestedDomainsStore } from '../../state/types.ts';
import type { Logger } from '../observability/logger.ts';

/** Webhook notices of a brand go to the accounts that asked for it within this many UTC days, today included. */
export const INTEREST_WINDOW_DAYS = 30;
/**
 * An override is accepted for a domain the account asked for within this many UTC days: a domain used now and then
 * (a monthly report, a yearly one) still counts; one not asked for in a year is asked again once to unlock it.
 */
export const OVERRIDE_WINDOW_DAYS = 365;
/** Rows are kept for the longest window above and pruned after, so pruning cannot hide a pair either reader needs. */
export const REQUESTED_DAYS_KEPT = Math.max(INTEREST_WINDOW_DAYS, OVERRIDE_WINDOW_DAYS);

/** Pairs noted between two flushes; beyond it a pair waits for a later request (it is asked again anyway). */
const MAX_PENDING = 20_000;

/** The first UTC day of a window of `days` days ending on the day of `at`. */
export const windowStart = (at: Date, days: number): string => utcDay(new Date(at.getTime() - (days - 1) * 86_400_000));

export type RequestedDomains = ReturnType<typeof createRequestedDomains>;

function* pairsOf(pending: Map<string, Set<string>>): Iterable<{ accountId: string; domain: string }> {
  for (const [accountId, domains] of pending) for (const domain of domains) yield { accountId, domain };
}

export function createRequestedDomains(options: { store: RequestedDomainsStore; logger: Logger; flushIntervalMs?: number; now?: () => number }) {
  const { store, logger, flushIntervalMs = 10_000, now = Date.now } = options;
  // Per account, its domains: both strings are the same objects on every request (the memoised account, the planned
  // domain), so their hashes are computed once; a key joined from them per request would be hashed every time.
  let pending = new Map<string, Set<string>>();
  let pendingPairs = 0;
  let timer: NodeJS.Timeout | undefined;
  let prunedBefore = '';

  const note = (accountId: string, domain: string): void => {
    let domains = pending.get(accountId);
    if (domains?.has(domain) || pendingPairs >= MAX_PENDING) return;
    if (!domains) pending.set(accountId, (domains = new Set()));
    domains.add(domain);
    pendingPairs++;
  };

  // Both writes start before the first await: an embedded database runs them at once, even when closed right after.
  const flush = async () => {
    const at = new Date(now());
    const unsaved = pending;
    pending = new Map();
    pendingPairs = 0;
    const before = windowStart(at, REQUESTED_DAYS_KEPT);
    const day = utcDay(at);
    const [added, pruned] = await Promise.allSettled([
      unsaved.size > 0 ? store.add([...pairsOf(unsaved)].map((pair) => ({ ...pair, day }))) : undefined,
      before === prunedBefore ? undefined : store.prune(before),
    ]);
    if (added.status === 'rejected') {
      let count = 0;
      for (const pair of pairsOf(unsaved)) {
        count++;
        note(pair.accountId, pair.domain);
      }
      logger.warn('requested domains flush failed', { pairs: count, error: (added.reason as Error).message });
    }
    if (pruned.status === 'rejected') logger.warn('requested domains prune failed', { error: (pruned.reason as Error).message });
    else prunedBefore = before;
  };

  return {
    /**
     * One keyed logo answer for `domain` (the brand's primary domain, or the domain asked when no brand has it): its
     * logo, an override or a placeholder while discovery looks. No write here.
     */
    note,
    /** Whether the account asked for the domain within the last `days` UTC days, counting what is not written yet. */
    async askedWithin(accountId: string, domain: string, days: number): Promise<boolean> {
      return pending.get(accountId)?.has(domain) === true || (await store.has(accountId, domain, windowStart(new Date(now()), days)));
    },
    /** The accounts that asked for the domain within the `days` UTC days up to `at`, counting what is not written yet. */
    async accountsWithin(domain: string, days: number, at: Date): Promise<string[]> {
      const accounts = new Set(await store.accountsSince(domain, windowStart(at, days)));
      for (const [accountId, domains] of pending) if (domains.has(domain)) accounts.add(accountId);
      return [...accounts].sort();
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
