// The durable queue of domains that were asked for but have no logo yet; the discovery worker drains it.
import type { Db } from './sqlite.ts';

export interface QueuedDomain {
  domain: string;
  requests: number;
  status: string;
  firstSeen: string;
  lastSeen: string;
}

export type DiscoveryQueue = ReturnType<typeof createDiscoveryQueue>;

export function createDiscoveryQueue(stateDb: Db) {
  const enqueue = stateDb.prepare<[string, string, string]>(`
    INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen) VALUES (?, 1, 'pending', ?, ?)
    ON CONFLICT(domain) DO UPDATE SET requests = requests + 1, last_seen = excluded.last_seen`);
  const list = stateDb.prepare<[number], QueuedDomain>(`
    SELECT domain, requests, status, first_seen AS firstSeen, last_seen AS lastSeen
    FROM discovery_queue ORDER BY requests DESC, first_seen LIMIT ?`);
  const get = stateDb.prepare<[string], QueuedDomain>(`
    SELECT domain, requests, status, first_seen AS firstSeen, last_seen AS lastSeen
    FROM discovery_queue WHERE domain = ?`);

  return {
    /** Records one more request for a domain we could not serve; repeated requests only raise its count. */
    enqueue(domain: string): void {
      const now = new Date().toISOString();
      enqueue.run(domain, now, now);
    },
    get(domain: string): QueuedDomain | undefined {
      return get.get(domain);
    },
    list(limit = 100): QueuedDomain[] {
      return list.all(limit);
    },
  };
}
