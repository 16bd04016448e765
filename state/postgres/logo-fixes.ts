// Fixing a wrong logo in PostgreSQL, shared by every origin: history, overrides, reports.
import { exclusionsOf, type ExclusionRow } from '../exclusions.ts';
import type { LogoEvent, LogoHistoryStore, LogoOverride, LogoReport, OverridesStore, ReportsStore } from '../types.ts';
import type { Sql } from './connect.ts';

type EventRow = Omit<LogoEvent, 'asset' | 'replaced' | 'id'> & { id: string; asset: string | null; replaced: string };
const eventOf = (row: EventRow): LogoEvent => ({
  ...row,
  id: Number(row.id),
  asset: row.asset === null ? null : JSON.parse(row.asset),
  replaced: JSON.parse(row.replaced) as unknown[],
});

export function createPostgresLogoHistory(sql: Sql): LogoHistoryStore {
  const columns = sql`id, domain, kind, variant, theme, by_whom AS "by", at, asset, replaced, reverted_at AS "revertedAt"`;
  return {
    async add(event) {
      const [row] = await sql<EventRow[]>`
        INSERT INTO logo_history (domain, kind, variant, theme, by_whom, at, asset, replaced)
        VALUES (${event.domain}, ${event.kind}, ${event.variant}, ${event.theme}, ${event.by}, ${event.at},
          ${event.asset === null ? null : JSON.stringify(event.asset)}, ${JSON.stringify(event.replaced)})
        RETURNING ${columns}`;
      return eventOf(row!);
    },
    list: async (domain, limit = 100) => (await sql<EventRow[]>`SELECT ${columns} FROM logo_history WHERE domain = ${domain} ORDER BY id DESC LIMIT ${limit}`).map(eventOf),
    markReverted: async (id, at) => void (await sql`UPDATE logo_history SET reverted_at = ${at} WHERE id = ${id}`),
  };
}

export function createPostgresOverrides(sql: Sql): OverridesStore {
  const columns = sql`account_id AS "accountId", domain, storage_key AS "storageKey", content_hash AS "contentHash", format, width, height, created_at AS "createdAt"`;
  return {
    async put(o, max) {
      return sql.begin(async (tx) => {
        // The account's row is locked first, so two uploads of one account at once count each other.
        await tx`SELECT id FROM accounts WHERE id = ${o.accountId} FOR UPDATE`;
        const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM logo_overrides WHERE account_id = ${o.accountId} AND domain <> ${o.domain}`;
        if (row!.n >= max) return 'limit' as const;
        await tx`
          INSERT INTO logo_overrides (account_id, domain, storage_key, content_hash, format, width, height, created_at)
          VALUES (${o.accountId}, ${o.domain}, ${o.storageKey}, ${o.contentHash}, ${o.format}, ${o.width}, ${o.height}, ${o.createdAt})
          ON CONFLICT (account_id, domain) DO UPDATE SET storage_key = excluded.storage_key, content_hash = excluded.content_hash,
            format = excluded.format, width = excluded.width, height = excluded.height, created_at = excluded.created_at`;
        return 'stored' as const;
      });
    },
    list: async (accountId) => [...(await sql<LogoOverride[]>`SELECT ${columns} FROM logo_overrides WHERE account_id = ${accountId} ORDER BY domain`)],
    all: async () => [...(await sql<LogoOverride[]>`SELECT ${columns} FROM logo_overrides`)],
    async remove(accountId, domain) {
      const [row] = await sql<LogoOverride[]>`DELETE FROM logo_overrides WHERE account_id = ${accountId} AND domain = ${domain} RETURNING ${columns}`;
      return row;
    },
  };
}

export function createPostgresReports(sql: Sql): ReportsStore {
  const columns = sql`id, domain, account_id AS "accountId", key_id AS "keyId", reason, image_url AS "imageUrl", excluded_url AS "excludedUrl",
    excluded_hash AS "excludedHash", created_at AS "createdAt"`;
  const reportOf = (row: LogoReport) => ({ ...row, id: Number(row.id) });
  return {
    async add(r) {
      const [row] = await sql<LogoReport[]>`
        INSERT INTO logo_reports (domain, account_id, key_id, reason, image_url, excluded_url, excluded_hash, created_at)
        VALUES (${r.domain}, ${r.accountId}, ${r.keyId}, ${r.reason}, ${r.imageUrl}, ${r.excludedUrl}, ${r.excludedHash}, ${r.createdAt})
        RETURNING ${columns}`;
      return reportOf(row!);
    },
    async list(limit, domain) {
      const rows = domain
        ? await sql<LogoReport[]>`SELECT ${columns} FROM logo_reports WHERE domain = ${domain} ORDER BY id DESC LIMIT ${limit}`
        : await sql<LogoReport[]>`SELECT ${columns} FROM logo_reports ORDER BY id DESC LIMIT ${limit}`;
      return rows.map(reportOf);
    },
    exclusions: async (domain, confirmations) =>
      exclusionsOf(
        await sql<ExclusionRow[]>`
          SELECT DISTINCT account_id AS "accountId", excluded_url AS url, excluded_hash AS hash FROM logo_reports WHERE domain = ${domain}`,
        confirmations,
      ),
    async countSince(of, since) {
      const [row] =
        'accountId' in of
          ? await sql<{ n: string }[]>`SELECT count(*) AS n FROM logo_reports WHERE account_id = ${of.accountId} AND created_at >= ${since}`
          : await sql<{ n: string }[]>`SELECT count(*) AS n FROM logo_reports WHERE domain = ${of.domain} AND created_at >= ${since}`;
      return Number(row!.n);
    },
  };
}
