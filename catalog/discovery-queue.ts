// The durable queue of domains that were asked for but have no logo yet; the discovery worker drains it. One row per
// domain (deduplicated), at most `maxOpen` open rows (bounded), claimed with a lease, retried after a backoff.
import type { Db } from './sqlite.ts';

export const QUEUE_STATUSES = ['pending', 'running', 'found', 'not-found', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export type Outcome = 'found' | 'not-found' | 'failed';

export interface QueuedDomain {
  domain: string;
  requests: number;
  status: QueueStatus;
  firstSeen: string;
  lastSeen: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  lastResult: unknown;
}

export interface QueueStatusReport {
  counts: Record<QueueStatus, number>;
  due: number;
  open: number;
  max: number;
}

export type EnqueueResult = 'queued' | 'seen' | 'full';
export type DiscoveryQueue = ReturnType<typeof createDiscoveryQueue>;

const COLUMNS = `domain, requests, status, first_seen AS firstSeen, last_seen AS lastSeen, attempts, next_attempt_at AS nextAttemptAt,
  last_attempt_at AS lastAttemptAt, last_error AS lastError, last_result AS lastResult`;
const OPEN = `status <> 'found'`;
/** A domain found this long ago and asked for again has lost its logo (a catalog rebuild): look again. */
const REFIND_AFTER_MS = 3_600_000;

export function createDiscoveryQueue(stateDb: Db, options: { maxOpen?: number } = {}) {
  const maxOpen = options.maxOpen ?? 10_000;
  const statements = {
    touch: stateDb.prepare<[{ now: string; refindBefore: string; domain: string }]>(`
      UPDATE discovery_queue SET requests = requests + 1, last_seen = @now,
        status = CASE WHEN status = 'found' AND ifnull(last_attempt_at, '') < @refindBefore THEN 'pending' ELSE status END,
        next_attempt_at = CASE WHEN status = 'found' AND ifnull(last_attempt_at, '') < @refindBefore THEN @now ELSE next_attempt_at END
      WHERE domain = @domain`),
    insert: stateDb.prepare<[{ domain: string; now: string; maxOpen: number }]>(`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, next_attempt_at)
      SELECT @domain, 1, 'pending', @now, @now, @now WHERE (SELECT count(*) FROM discovery_queue WHERE ${OPEN}) < @maxOpen
      ON CONFLICT(domain) DO NOTHING`),
    claim: stateDb.prepare<[{ now: string; leaseUntil: string }], { domain: string; attempts: number }>(`
      UPDATE discovery_queue SET status = 'running', lease_until = @leaseUntil, attempts = attempts + 1, last_attempt_at = @now
      WHERE domain = (
        SELECT domain FROM discovery_queue
        WHERE (status IN ('pending', 'not-found', 'failed') AND next_attempt_at <= @now) OR (status = 'running' AND lease_until < @now)
        ORDER BY requests DESC, first_seen LIMIT 1)
      RETURNING domain, attempts`),
    complete: stateDb.prepare(`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, attempts, next_attempt_at, last_attempt_at, last_error, last_result)
      VALUES (@domain, 0, @status, @now, @now, 1, @nextAttemptAt, @now, @error, @result)
      ON CONFLICT(domain) DO UPDATE SET status = excluded.status, next_attempt_at = excluded.next_attempt_at, lease_until = NULL,
        last_attempt_at = excluded.last_attempt_at, last_error = excluded.last_error, last_result = excluded.last_result`),
    get: stateDb.prepare<[string], QueuedDomain>(`SELECT ${COLUMNS} FROM discovery_queue WHERE domain = ?`),
    list: stateDb.prepare<[number], QueuedDomain>(`SELECT ${COLUMNS} FROM discovery_queue ORDER BY requests DESC, first_seen LIMIT ?`),
    counts: stateDb.prepare<[], { status: QueueStatus; n: number }>('SELECT status, count(*) AS n FROM discovery_queue GROUP BY status'),
    due: stateDb.prepare<[string], { n: number }>(`
      SELECT count(*) AS n FROM discovery_queue WHERE status IN ('pending', 'not-found', 'failed') AND next_attempt_at <= ?`),
  };
  const parse = (row: QueuedDomain | undefined) => row && { ...row, lastResult: row.lastResult ? JSON.parse(row.lastResult as string) : null };

  return {
    /** Records one more request for a domain we could not serve; a new domain is queued only while there is room. */
    enqueue(domain: string, now = new Date()): EnqueueResult {
      const at = now.toISOString();
      const refindBefore = new Date(now.getTime() - REFIND_AFTER_MS).toISOString();
      if (statements.touch.run({ now: at, refindBefore, domain }).changes > 0) return 'seen';
      return statements.insert.run({ domain, now: at, maxOpen }).changes > 0 ? 'queued' : 'full';
    },
    /** Takes the most requested due domain, leased until `leaseMs` from now; a crashed worker's lease simply expires. */
    claim(now = new Date(), leaseMs = 300_000): { domain: string; attempts: number } | undefined {
      return statements.claim.get({ now: now.toISOString(), leaseUntil: new Date(now.getTime() + leaseMs).toISOString() });
    },
    complete(domain: string, outcome: Outcome, details: { nextAttemptAt: Date; error?: string; result?: unknown; now?: Date }): void {
      const now = (details.now ?? new Date()).toISOString();
      statements.complete.run({
        domain,
        status: outcome,
        now,
        nextAttemptAt: details.nextAttemptAt.toISOString(),
        error: details.error ?? null,
        result: details.result === undefined ? null : JSON.stringify(details.result),
      });
    },
    get(domain: string): QueuedDomain | undefined {
      return parse(statements.get.get(domain));
    },
    list(limit = 100): QueuedDomain[] {
      return statements.list.all(limit).map((row) => parse(row)!);
    },
    status(now = new Date()): QueueStatusReport {
      const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<QueueStatus, number>;
      for (const row of statements.counts.all()) counts[row.status] = row.n;
      const open = QUEUE_STATUSES.filter((s) => s !== 'found').reduce((sum, s) => sum + counts[s], 0);
      return { counts, due: statements.due.get(now.toISOString())!.n, open, max: maxOpen };
    },
  };
}
