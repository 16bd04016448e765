// The durable queue of domains that were asked for but have no logo yet; the discovery worker drains it. One row per
// domain (deduplicated), at most `maxOpen` open rows (bounded), claimed with a lease, retried after a backoff.
import type { Db } from '../../catalog/sqlite.ts';
import { type DiscoveryQueue, type QueuedDomain, type QueueStatus } from '../types.ts';
import { DEFAULT_QUEUE_MAX, REFIND_AFTER_MS, statusReport } from '../queue-rules.ts';

const COLUMNS = `domain, requests, status, first_seen AS firstSeen, last_seen AS lastSeen, attempts, next_attempt_at AS nextAttemptAt,
  last_attempt_at AS lastAttemptAt, last_error AS lastError, last_result AS lastResult`;
const OPEN = `status <> 'found'`;

export function createSqliteDiscoveryQueue(stateDb: Db, options: { maxOpen?: number } = {}): DiscoveryQueue {
  const maxOpen = options.maxOpen ?? DEFAULT_QUEUE_MAX;
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
    // One more request for a domain we could not serve; a new domain is queued only while there is room.
    async enqueue(domain, now = new Date()) {
      const at = now.toISOString();
      const refindBefore = new Date(now.getTime() - REFIND_AFTER_MS).toISOString();
      if (statements.touch.run({ now: at, refindBefore, domain }).changes > 0) return 'seen';
      return statements.insert.run({ domain, now: at, maxOpen }).changes > 0 ? 'queued' : 'full';
    },
    // Leased until `leaseMs` from now; a crashed worker's lease simply expires.
    async claim(now = new Date(), leaseMs = 300_000) {
      return statements.claim.get({ now: now.toISOString(), leaseUntil: new Date(now.getTime() + leaseMs).toISOString() });
    },
    async complete(domain, outcome, details) {
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
    async get(domain) {
      return parse(statements.get.get(domain));
    },
    async list(limit = 100) {
      return statements.list.all(limit).map((row) => parse(row)!);
    },
    async status(now = new Date()) {
      return statusReport(statements.counts.all(), statements.due.get(now.toISOString())!.n, maxOpen);
    },
  };
}
