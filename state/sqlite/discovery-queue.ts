// The durable queue of domains that were asked for but have no logo yet; the discovery worker drains it. One row per
// domain (deduplicated), at most `maxOpen` open rows (bounded), claimed with a lease, retried after a backoff.
import type { Db } from '../../db/sqlite.ts';
import { type DiscoveryQueue, type EnqueueSummary, type QueuedDomain, type QueueStatus, type RefreshState } from '../types.ts';
import { CLAIM_ORDER, DEFAULT_QUEUE_MAX, REFIND_AFTER_MS, singleResult, STALE_AFTER_MS, statusReport } from '../queue-rules.ts';

const COLUMNS = `domain, requests, status, first_seen AS firstSeen, last_seen AS lastSeen, attempts, next_attempt_at AS nextAttemptAt,
  last_attempt_at AS lastAttemptAt, last_error AS lastError, last_result AS lastResult`;
const OPEN = `status <> 'found'`;

type QueueStatements = ReturnType<typeof prepareStatements>;

function prepareStatements(stateDb: Db) {
  return {
    touch: stateDb.prepare<[{ now: string; refindBefore: string; domain: string; requests: number }]>(`
      UPDATE discovery_queue SET requests = requests + @requests, last_seen = @now,
        status = CASE WHEN status = 'found' AND ifnull(last_attempt_at, '') < @refindBefore THEN 'pending' ELSE status END,
        next_attempt_at = CASE WHEN status = 'found' AND ifnull(last_attempt_at, '') < @refindBefore THEN @now ELSE next_attempt_at END
      WHERE domain = @domain`),
    insert: stateDb.prepare<[{ domain: string; now: string; requests: number }]>(`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, next_attempt_at)
      VALUES (@domain, @requests, 'pending', @now, @now, @now) ON CONFLICT(domain) DO NOTHING`),
    open: stateDb.prepare<[], number>(`SELECT count(*) FROM discovery_queue WHERE ${OPEN}`).pluck(),
    evict: stateDb.prepare<[{ staleBefore: string; limit: number }]>(`
      DELETE FROM discovery_queue WHERE domain IN (
        SELECT domain FROM discovery_queue WHERE status IN ('pending', 'not-found', 'failed') AND last_seen < @staleBefore
        ORDER BY requests, last_seen LIMIT @limit)`),
    claim: stateDb.prepare<[{ now: string; leaseUntil: string }], { domain: string; attempts: number }>(`
      UPDATE discovery_queue SET status = 'running', lease_until = @leaseUntil, attempts = attempts + 1, last_attempt_at = @now
      WHERE domain = (
        SELECT domain FROM discovery_queue
        WHERE (status IN ('pending', 'not-found', 'failed') AND next_attempt_at <= @now) OR (status = 'running' AND lease_until < @now)
        ORDER BY ${CLAIM_ORDER} LIMIT 1)
      RETURNING domain, attempts`),
    complete: stateDb.prepare(`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, attempts, next_attempt_at, last_attempt_at, last_error, last_result)
      VALUES (@domain, 0, @status, @now, @now, 1, @nextAttemptAt, @now, @error, @result)
      ON CONFLICT(domain) DO UPDATE SET status = excluded.status, next_attempt_at = excluded.next_attempt_at, lease_until = NULL,
        last_attempt_at = excluded.last_attempt_at, last_error = excluded.last_error, last_result = excluded.last_result, refresh_at = NULL`),
    running: stateDb.prepare<[string, string], number>(`SELECT count(*) FROM discovery_queue WHERE domain = ? AND status = 'running' AND lease_until >= ?`).pluck(),
    // Past the check for a live run (a run whose lease ran out is taken up again). A domain already waiting for a refresh
    // keeps its place; attempts start again so a failure backs off from its base.
    refresh: stateDb.prepare<[{ domain: string; now: string }]>(`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, next_attempt_at, refresh_at)
      VALUES (@domain, 1, 'pending', @now, @now, @now, @now)
      ON CONFLICT(domain) DO UPDATE SET requests = requests + 1, last_seen = @now, attempts = 0, next_attempt_at = @now,
        refresh_at = CASE WHEN status = 'pending' AND refresh_at IS NOT NULL THEN refresh_at ELSE @now END, status = 'pending'`),
    position: stateDb.prepare<[string], number>(`
      SELECT count(*) FROM discovery_queue q, discovery_queue me
      WHERE me.domain = ? AND q.status = 'pending' AND q.refresh_at IS NOT NULL
        AND (q.refresh_at < me.refresh_at OR (q.refresh_at = me.refresh_at AND q.domain <= me.domain))`).pluck(),
    requeueFound: stateDb.prepare<[{ before: string; now: string; limit: number }]>(`
      UPDATE discovery_queue SET status = 'pending', attempts = 0, next_attempt_at = @now
      WHERE domain IN (
        SELECT domain FROM discovery_queue WHERE status = 'found' AND ifnull(last_attempt_at, '') < @before
        ORDER BY last_attempt_at LIMIT @limit)`),
    get: stateDb.prepare<[string], QueuedDomain>(`SELECT ${COLUMNS} FROM discovery_queue WHERE domain = ?`),
    list: stateDb.prepare<[number], QueuedDomain>(`SELECT ${COLUMNS} FROM discovery_queue ORDER BY requests DESC, first_seen LIMIT ?`),
    counts: stateDb.prepare<[], { status: QueueStatus; n: number }>('SELECT status, count(*) AS n FROM discovery_queue GROUP BY status'),
    due: stateDb.prepare<[string], { n: number }>(`
      SELECT count(*) AS n FROM discovery_queue WHERE status IN ('pending', 'not-found', 'failed') AND next_attempt_at <= ?`),
  };
}

// One transaction per batch: one count of open rows instead of one per insert, one fsync instead of one per request.
function batchEnqueue(stateDb: Db, statements: QueueStatements, maxOpen: number) {
  return stateDb.transaction((requests: ReadonlyMap<string, number>, now: Date): EnqueueSummary => {
    const at = now.toISOString();
    const refindBefore = new Date(now.getTime() - REFIND_AFTER_MS).toISOString();
    const summary: EnqueueSummary = { queued: 0, seen: 0, full: 0, evicted: 0 };
    const fresh: [string, number][] = [];
    for (const [domain, count] of requests) {
      if (statements.touch.run({ now: at, refindBefore, domain, requests: count }).changes > 0) summary.seen++;
      else fresh.push([domain, count]);
    }
    if (fresh.length === 0) return summary;
    let room = maxOpen - statements.open.get()!;
    if (room < fresh.length) {
      const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
      summary.evicted = statements.evict.run({ staleBefore, limit: fresh.length - Math.max(0, room) }).changes;
      room += summary.evicted;
    }
    // The most requested new domains get the free slots first.
    fresh.sort((a, b) => b[1] - a[1]);
    for (const [domain, count] of fresh) {
      if (room > 0 && statements.insert.run({ domain, now: at, requests: count }).changes > 0) {
        summary.queued++;
        room--;
      } else summary.full++;
    }
    return summary;
  });
}

export function createSqliteDiscoveryQueue(stateDb: Db, options: { maxOpen?: number } = {}): DiscoveryQueue {
  const maxOpen = options.maxOpen ?? DEFAULT_QUEUE_MAX;
  const statements = prepareStatements(stateDb);
  const enqueueMany = batchEnqueue(stateDb, statements, maxOpen);
  const parse = (row: QueuedDomain | undefined) => row && { ...row, lastResult: row.lastResult ? JSON.parse(row.lastResult as string) : null };

  return {
    async enqueue(domain, now = new Date()) {
      return singleResult(enqueueMany(new Map([[domain, 1]]), now));
    },
    async enqueueMany(requests, now = new Date()) {
      return enqueueMany(requests, now);
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
    async refresh(domain, now = new Date()): Promise<RefreshState> {
      const at = now.toISOString();
      if (statements.running.get(domain, at)! > 0) return { state: 'running', position: null };
      statements.refresh.run({ domain, now: at });
      return { state: 'queued', position: statements.position.get(domain)! };
    },
    async requeueFound(checkedBefore, now, limit) {
      return statements.requeueFound.run({ before: checkedBefore.toISOString(), now: now.toISOString(), limit }).changes;
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
