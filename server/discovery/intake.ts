// Between logo requests and the discovery queue. Each client (an account, or an IP without a key) may bring a bounded
// number of new domains per hour, so one client cannot fill the queue with random names; and requests are collected
// in memory and written in one batch per second, like usage, so a monogram costs no synchronous database write.
import type { Logger } from '../observability/logger.ts';

/** Writes one batch: domain -> requests seen since the last batch. */
export type IntakeSink = (batch: ReadonlyMap<string, number>) => Promise<unknown> | void;

export interface DiscoveryIntakeOptions {
  sink: IntakeSink;
  /** Distinct domains one client may bring per hour. */
  perClientPerHour: number;
  /** Clients tracked at once; the least recently seen is forgotten first. */
  maxClients?: number;
  /** Distinct domains held between two writes; more in one second are dropped (and counted). */
  maxPending?: number;
  flushIntervalMs?: number;
  logger: Logger;
  now?: () => number;
}

export type OfferResult = 'accepted' | 'over-quota' | 'buffer-full';

const HOUR_MS = 3_600_000;

export type DiscoveryIntake = ReturnType<typeof createDiscoveryIntake>;

export function createDiscoveryIntake(options: DiscoveryIntakeOptions) {
  const { sink, perClientPerHour, maxClients = 5_000, maxPending = 10_000, flushIntervalMs = 1000, logger, now = Date.now } = options;
  // Per client: the domains it brought in its current hour. Bounded by maxClients x perClientPerHour names.
  const clients = new Map<string, { since: number; domains: Set<string> }>();
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  const refused = { overQuota: 0, bufferFull: 0 };

  const windowOf = (client: string) => {
    const time = now();
    let window = clients.get(client);
    if (window && time - window.since >= HOUR_MS) window = undefined;
    clients.delete(client);
    window ??= { since: time, domains: new Set() };
    clients.set(client, window);
    if (clients.size > maxClients) clients.delete(clients.keys().next().value!);
    return window;
  };

  let writing = false;
  const write = async (batch: ReadonlyMap<string, number>) => {
    writing = true;
    try {
      await sink(batch);
    } catch (error) {
      logger.error('discovery intake write failed', { domains: batch.size, error: (error as Error).message });
    } finally {
      writing = false;
    }
  };

  // With no write in progress the sink starts synchronously, so an embedded database is written before a caller
  // that closes it right after stop() gets the chance to (see Deps.close); otherwise batches are written in order.
  const flush = (): Promise<void> => {
    if (pending.size === 0) return flushing;
    const batch = pending;
    pending = new Map();
    flushing = writing ? flushing.then(() => write(batch)) : write(batch);
    return flushing;
  };

  // Whether `client` may bring `domain` this hour: a domain it brought already is free, a new one takes its quota.
  const admit = (domain: string, client: string): boolean => {
    const { domains } = windowOf(client);
    const fits = domains.has(domain) || domains.size < perClientPerHour;
    if (fits) domains.add(domain);
    else refused.overQuota++;
    return fits;
  };

  return {
    /** Counts one request for a domain we answered with a monogram, on behalf of `client`. */
    offer(domain: string, client: string): OfferResult {
      if (!admit(domain, client)) return 'over-quota';
      const count = pending.get(domain);
      if (count === undefined && pending.size >= maxPending) {
        refused.bufferFull++;
        return 'buffer-full';
      }
      pending.set(domain, (count ?? 0) + 1);
      return 'accepted';
    },
    /** Takes `domain` from `client`'s hourly quota for a run asked for directly (a refresh, a report); false when over it. */
    admit,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },
    /** Stops the timer and writes what is held. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    stats: () => ({ pending: pending.size, clients: clients.size, refused: { ...refused } }),
  };
}
