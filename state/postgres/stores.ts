// Sessions, passwords, settings, usage and the discovery queue in PostgreSQL, shared by every origin.
import { hash } from 'node:crypto';
import { CLAIM_ORDER, DEFAULT_QUEUE_MAX, REFIND_AFTER_MS, singleResult, STALE_AFTER_MS, statusReport } from '../queue-rules.ts';
import type { DiscoveriesStore, DiscoveryQueue, EnqueueSummary, QueuedDomain, QueueStatus, RefreshState, SessionRecord, SessionsStore, SettingsStore, UsageDelta, UsageStore } from '../types.ts';
import type { Sql } from './connect.ts';

const digest = (id: string) => hash('sha256', id, 'hex');

export function createPostgresSessions(sql: Sql): SessionsStore {
  return {
    async create(id, accountId, now, ttlMs) {
      const record: SessionRecord = { accountId, createdAt: now, expiresAt: now + ttlMs };
      await sql`DELETE FROM sessions WHERE expires_at <= ${now}`;
      await sql`INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES (${digest(id)}, ${accountId}, ${now}, ${record.expiresAt})`;
      return record;
    },
    async find(id, now) {
      const [record] = await sql<SessionRecord[]>`
        SELECT account_id AS "accountId", created_at AS "createdAt", expires_at AS "expiresAt" FROM sessions WHERE id_hash = ${digest(id)}`;
      if (!record) return undefined;
      if (record.expiresAt <= now) {
        await sql`DELETE FROM sessions WHERE id_hash = ${digest(id)}`;
        return undefined;
      }
      return record;
    },
    end: async (id) => void (await sql`DELETE FROM sessions WHERE id_hash = ${digest(id)}`),
    endAllOf: async (accountId) => void (await sql`DELETE FROM sessions WHERE account_id = ${accountId}`),
  };
}

export function createPostgresPasswordHashes(sql: Sql) {
  return {
    async put(accountId: string, passwordHash: string, at: string) {
      await sql`INSERT INTO account_passwords (account_id, hash, updated_at) VALUES (${accountId}, ${passwordHash}, ${at})
        ON CONFLICT (account_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`;
    },
    async get(accountId: string) {
      const [row] = await sql<{ hash: string }[]>`SELECT hash FROM account_passwords WHERE account_id = ${accountId}`;
      return row?.hash;
    },
  };
}

export function createPostgresDiscoveries(sql: Sql): DiscoveriesStore {
  return {
    async record(domain, payload) {
      await sql`INSERT INTO discoveries (domain, payload, seq) VALUES (${domain}, ${JSON.stringify(payload)}, nextval('discoveries_seq'))
        ON CONFLICT (domain) DO UPDATE SET payload = excluded.payload, seq = excluded.seq`;
    },
    async since(seq, limit = 1000) {
      const rows = await sql<{ seq: number; domain: string; payload: string }[]>`
        SELECT seq, domain, payload FROM discoveries WHERE seq > ${seq} ORDER BY seq LIMIT ${limit}`;
      return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
    },
  };
}

export function createPostgresSettings(sql: Sql): SettingsStore {
  return {
    async getOrCreate(name, make) {
      await sql`INSERT INTO settings (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`;
      const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE name = ${name}`;
      return row!.value;
    },
    async get(name) {
      const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE name = ${name}`;
      return row?.value;
    },
    async set(name, value) {
      await sql`INSERT INTO settings (name, value) VALUES (${name}, ${value}) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`;
    },
  };
}

export function createPostgresUsage(sql: Sql): UsageStore {
  // One statement per flush that increments: origins adding to the same row at once sum exactly. Rows are sorted
  // so two flushes touching the same rows lock them in the same order and cannot deadlock.
  const addWith = async (run: Sql, deltas: readonly UsageDelta[]) => {
    if (deltas.length === 0) return;
    const sorted = [...deltas].sort((a, b) => (a.day + a.kind + a.id < b.day + b.kind + b.id ? -1 : 1));
    await run`
      INSERT INTO usage_daily (day, kind, id, count)
      SELECT * FROM unnest(${sorted.map((d) => d.day)}::text[], ${sorted.map((d) => d.kind)}::text[],
                           ${sorted.map((d) => d.id)}::text[], ${sorted.map((d) => d.count)}::bigint[])
      ON CONFLICT (day, kind, id) DO UPDATE SET count = usage_daily.count + excluded.count`;
  };
  return {
    add: (deltas) => addWith(sql, deltas),
    async logCursor(source) {
      const [row] = await sql<{ file: string; offset: string }[]>`SELECT file, "offset" FROM usage_log_cursors WHERE source = ${source}`;
      return row && { file: row.file, offset: Number(row.offset) };
    },
    async addFromLog(deltas, source, cursor) {
      await sql.begin(async (tx) => {
        await addWith(tx as unknown as Sql, deltas);
        await tx`
          INSERT INTO usage_log_cursors (source, file, "offset") VALUES (${source}, ${cursor.file}, ${cursor.offset})
          ON CONFLICT (source) DO UPDATE SET file = excluded.file, "offset" = excluded."offset"`;
      });
    },
    async total(kind, id, fromDay, toDay) {
      const [row] = await sql<{ total: number }[]>`
        SELECT coalesce(sum(count), 0)::bigint AS total FROM usage_daily WHERE kind = ${kind} AND id = ${id} AND day >= ${fromDay} AND day <= ${toDay}`;
      return row!.total;
    },
    async daily(kind, id, fromDay) {
      return [...(await sql<{ day: string; count: number }[]>`
        SELECT day, count FROM usage_daily WHERE kind = ${kind} AND id = ${id} AND day >= ${fromDay} ORDER BY day`)];
    },
  };
}

// One transaction per batch, as in the embedded backend. Origins writing batches at the same moment may each see
// room for the same slots, so the bound can be passed by at most one batch per origin.
function batchEnqueue(sql: Sql, maxOpen: number): DiscoveryQueue['enqueueMany'] {
  return async (requests, now = new Date()) => {
    const at = now.toISOString();
    const refindBefore = new Date(now.getTime() - REFIND_AFTER_MS).toISOString();
    const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
    const summary: EnqueueSummary = { queued: 0, seen: 0, full: 0, evicted: 0 };
    if (requests.size === 0) return summary;
    await sql.begin(async (tx) => {
      const refind = tx`q.status = 'found' AND coalesce(q.last_attempt_at, '') < ${refindBefore}`;
      const touched = await tx<{ domain: string }[]>`
        UPDATE discovery_queue q SET requests = q.requests + b.n, last_seen = ${at},
          status = CASE WHEN ${refind} THEN 'pending' ELSE q.status END,
          next_attempt_at = CASE WHEN ${refind} THEN ${at} ELSE q.next_attempt_at END
        FROM (SELECT unnest(${tx.array([...requests.keys()])}::text[]) AS domain, unnest(${tx.array([...requests.values()])}::int[]) AS n) b
        WHERE q.domain = b.domain
        RETURNING q.domain`;
      summary.seen = touched.length;
      const seen = new Set(touched.map((row) => row.domain));
      const fresh = [...requests].filter(([domain]) => !seen.has(domain)).sort((a, b) => b[1] - a[1]);
      if (fresh.length === 0) return;
      const [open] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM discovery_queue WHERE status <> 'found'`;
      let room = maxOpen - open!.n;
      if (room < fresh.length) {
        const evicted = await tx`
          DELETE FROM discovery_queue WHERE domain IN (
            SELECT domain FROM discovery_queue WHERE status IN ('pending', 'not-found', 'failed') AND last_seen < ${staleBefore}
            ORDER BY requests, last_seen LIMIT ${fresh.length - Math.max(0, room)} FOR UPDATE SKIP LOCKED)`;
        summary.evicted = evicted.count;
        room += evicted.count;
      }
      const admitted = fresh.slice(0, Math.max(0, room));
      summary.full = fresh.length - admitted.length;
      if (admitted.length === 0) return;
      const inserted = await tx`
        INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, next_attempt_at)
        SELECT d, n, 'pending', ${at}, ${at}, ${at} FROM unnest(${tx.array(admitted.map(([d]) => d))}::text[], ${tx.array(admitted.map(([, n]) => n))}::int[]) AS b(d, n)
        ON CONFLICT (domain) DO UPDATE SET requests = discovery_queue.requests + excluded.requests, last_seen = excluded.last_seen`;
      summary.queued = inserted.count;
    });
    return summary;
  };
}

// As in the embedded backend: a live run answers as such; a domain already waiting for a refresh keeps its place.
async function refreshDomain(sql: Sql, domain: string, now: Date): Promise<RefreshState> {
  const at = now.toISOString();
  return sql.begin(async (tx) => {
    const [row] = await tx<{ status: string; lease_until: string | null }[]>`
      SELECT status, lease_until FROM discovery_queue WHERE domain = ${domain} FOR UPDATE`;
    if (row?.status === 'running' && (row.lease_until ?? '') >= at) return { state: 'running', position: null } as const;
    await tx`
      INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, next_attempt_at, refresh_at)
      VALUES (${domain}, 1, 'pending', ${at}, ${at}, ${at}, ${at})
      ON CONFLICT (domain) DO UPDATE SET requests = discovery_queue.requests + 1, last_seen = ${at}, attempts = 0, next_attempt_at = ${at},
        refresh_at = CASE WHEN discovery_queue.status = 'pending' AND discovery_queue.refresh_at IS NOT NULL THEN discovery_queue.refresh_at ELSE ${at} END,
        status = 'pending'`;
    const [ahead] = await tx<{ n: number }[]>`
      SELECT count(*)::int AS n FROM discovery_queue q, discovery_queue me
      WHERE me.domain = ${domain} AND q.status = 'pending' AND q.refresh_at IS NOT NULL
        AND (q.refresh_at < me.refresh_at OR (q.refresh_at = me.refresh_at AND q.domain <= me.domain))`;
    return { state: 'queued', position: ahead!.n } as const;
  });
}

export function createPostgresDiscoveryQueue(sql: Sql, options: { maxOpen?: number } = {}): DiscoveryQueue {
  const maxOpen = options.maxOpen ?? DEFAULT_QUEUE_MAX;
  const columns = sql`domain, requests, status, first_seen AS "firstSeen", last_seen AS "lastSeen", attempts, next_attempt_at AS "nextAttemptAt",
    last_attempt_at AS "lastAttemptAt", last_error AS "lastError", last_result AS "lastResult"`;
  const parse = (row: QueuedDomain | undefined) => row && { ...row, lastResult: row.lastResult ? JSON.parse(row.lastResult as string) : null };
  const DUE = sql`status IN ('pending', 'not-found', 'failed')`;
  const enqueueMany = batchEnqueue(sql, maxOpen);

  return {
    async enqueue(domain, now = new Date()) {
      return singleResult(await enqueueMany(new Map([[domain, 1]]), now));
    },
    enqueueMany,
    // SKIP LOCKED: a row another worker is claiming is passed over, so no two workers on any origin take one domain.
    async claim(now = new Date(), leaseMs = 300_000) {
      const at = now.toISOString();
      const [row] = await sql<{ domain: string; attempts: number }[]>`
        UPDATE discovery_queue q SET status = 'running', lease_until = ${new Date(now.getTime() + leaseMs).toISOString()},
          attempts = q.attempts + 1, last_attempt_at = ${at}
        FROM (
          SELECT domain FROM discovery_queue
          WHERE (${DUE} AND next_attempt_at <= ${at}) OR (status = 'running' AND lease_until < ${at})
          ORDER BY ${sql.unsafe(CLAIM_ORDER)} LIMIT 1 FOR UPDATE SKIP LOCKED) pick
        WHERE q.domain = pick.domain
        RETURNING q.domain, q.attempts`;
      return row;
    },
    async complete(domain, outcome, details) {
      const at = (details.now ?? new Date()).toISOString();
      const result = details.result === undefined ? null : JSON.stringify(details.result);
      await sql`
        INSERT INTO discovery_queue (domain, requests, status, first_seen, last_seen, attempts, next_attempt_at, last_attempt_at, last_error, last_result)
        VALUES (${domain}, 0, ${outcome}, ${at}, ${at}, 1, ${details.nextAttemptAt.toISOString()}, ${at}, ${details.error ?? null}, ${result})
        ON CONFLICT (domain) DO UPDATE SET status = excluded.status, next_attempt_at = excluded.next_attempt_at, lease_until = NULL,
          last_attempt_at = excluded.last_attempt_at, last_error = excluded.last_error, last_result = excluded.last_result, refresh_at = NULL`;
    },
    async refresh(domain, now = new Date()) {
      return refreshDomain(sql, domain, now);
    },
    async requeueFound(checkedBefore, now, limit) {
      const updated = await sql`
        UPDATE discovery_queue SET status = 'pending', attempts = 0, next_attempt_at = ${now.toISOString()}
        WHERE domain IN (
          SELECT domain FROM discovery_queue WHERE status = 'found' AND coalesce(last_attempt_at, '') < ${checkedBefore.toISOString()}
          ORDER BY last_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
      return updated.count;
    },
    async get(domain) {
      const [row] = await sql<QueuedDomain[]>`SELECT ${columns} FROM discovery_queue WHERE domain = ${domain}`;
      return parse(row);
    },
    async list(limit = 100) {
      return (await sql<QueuedDomain[]>`SELECT ${columns} FROM discovery_queue ORDER BY requests DESC, first_seen LIMIT ${limit}`).map((row) => parse(row)!);
    },
    async status(now = new Date()) {
      const rows = await sql<{ status: QueueStatus; n: number }[]>`SELECT status, count(*)::int AS n FROM discovery_queue GROUP BY status`;
      const [due] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM discovery_queue WHERE ${DUE} AND next_attempt_at <= ${now.toISOString()}`;
      return statusReport(rows, due!.n, maxOpen);
    },
  };
}
