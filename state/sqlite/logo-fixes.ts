// Fixing a wrong logo in state.db: the history of what a brand served, accounts' overrides, reports.
import type { Db } from '../../db/sqlite.ts';
import { exclusionsOf, type ExclusionRow } from '../exclusions.ts';
import type { LogoEvent, LogoHistoryStore, LogoOverride, LogoReport, OverridesStore, ReportsStore } from '../types.ts';

const EVENT_COLUMNS = `id, domain, kind, variant, theme, by_whom AS "by", at, asset, replaced, reverted_at AS revertedAt`;
type EventRow = Omit<LogoEvent, 'asset' | 'replaced'> & { asset: string | null; replaced: string };
const eventOf = (row: EventRow): LogoEvent => ({ ...row, asset: row.asset === null ? null : JSON.parse(row.asset), replaced: JSON.parse(row.replaced) as unknown[] });

export function createSqliteLogoHistory(db: Db): LogoHistoryStore {
  const insert = db.prepare(`
    INSERT INTO logo_history (domain, kind, variant, theme, by_whom, at, asset, replaced)
    VALUES (@domain, @kind, @variant, @theme, @by, @at, @asset, @replaced) RETURNING ${EVENT_COLUMNS}`);
  const list = db.prepare<[string, number], EventRow>(`SELECT ${EVENT_COLUMNS} FROM logo_history WHERE domain = ? ORDER BY id DESC LIMIT ?`);
  const revert = db.prepare<[string, number]>('UPDATE logo_history SET reverted_at = ? WHERE id = ?');
  return {
    add: async (event) =>
      eventOf(insert.get({ ...event, asset: event.asset === null ? null : JSON.stringify(event.asset), replaced: JSON.stringify(event.replaced) }) as EventRow),
    list: async (domain, limit = 100) => list.all(domain, limit).map(eventOf),
    markReverted: async (id, at) => void revert.run(at, id),
  };
}

const OVERRIDE_COLUMNS = `account_id AS accountId, domain, storage_key AS storageKey, content_hash AS contentHash, format, width, height, created_at AS createdAt`;

export function createSqliteOverrides(db: Db): OverridesStore {
  const count = db.prepare<[string, string], number>('SELECT count(*) FROM logo_overrides WHERE account_id = ? AND domain <> ?').pluck();
  const upsert = db.prepare<[LogoOverride]>(`
    INSERT INTO logo_overrides (account_id, domain, storage_key, content_hash, format, width, height, created_at)
    VALUES (@accountId, @domain, @storageKey, @contentHash, @format, @width, @height, @createdAt)
    ON CONFLICT(account_id, domain) DO UPDATE SET storage_key = excluded.storage_key, content_hash = excluded.content_hash,
      format = excluded.format, width = excluded.width, height = excluded.height, created_at = excluded.created_at`);
  const list = db.prepare<[string], LogoOverride>(`SELECT ${OVERRIDE_COLUMNS} FROM logo_overrides WHERE account_id = ? ORDER BY domain`);
  const all = db.prepare<[], LogoOverride>(`SELECT ${OVERRIDE_COLUMNS} FROM logo_overrides`);
  const remove = db.prepare<[string, string], LogoOverride>(`DELETE FROM logo_overrides WHERE account_id = ? AND domain = ? RETURNING ${OVERRIDE_COLUMNS}`);
  const put = db.transaction((override: LogoOverride, max: number) => {
    if (count.get(override.accountId, override.domain)! >= max) return 'limit' as const;
    upsert.run(override);
    return 'stored' as const;
  });
  return {
    put: async (override, max) => put(override, max),
    list: async (accountId) => list.all(accountId),
    all: async () => all.all(),
    remove: async (accountId, domain) => remove.get(accountId, domain),
  };
}

const REPORT_COLUMNS = `id, domain, account_id AS accountId, key_id AS keyId, reason, image_url AS imageUrl, excluded_url AS excludedUrl,
  excluded_hash AS excludedHash, created_at AS createdAt`;

export function createSqliteReports(db: Db): ReportsStore {
  const insert = db.prepare<[Omit<LogoReport, 'id'>], LogoReport>(`
    INSERT INTO logo_reports (domain, account_id, key_id, reason, image_url, excluded_url, excluded_hash, created_at)
    VALUES (@domain, @accountId, @keyId, @reason, @imageUrl, @excludedUrl, @excludedHash, @createdAt) RETURNING ${REPORT_COLUMNS}`);
  const listAll = db.prepare<[number], LogoReport>(`SELECT ${REPORT_COLUMNS} FROM logo_reports ORDER BY id DESC LIMIT ?`);
  const listOf = db.prepare<[string, number], LogoReport>(`SELECT ${REPORT_COLUMNS} FROM logo_reports WHERE domain = ? ORDER BY id DESC LIMIT ?`);
  const excluded = db.prepare<[string], ExclusionRow>(
    'SELECT DISTINCT account_id AS accountId, excluded_url AS url, excluded_hash AS hash FROM logo_reports WHERE domain = ?',
  );
  const countOfAccount = db.prepare<[string, string], number>('SELECT count(*) FROM logo_reports WHERE account_id = ? AND created_at >= ?').pluck();
  const countOfDomain = db.prepare<[string, string], number>('SELECT count(*) FROM logo_reports WHERE domain = ? AND created_at >= ?').pluck();
  return {
    add: async (report) => insert.get(report)!,
    list: async (limit, domain) => (domain ? listOf.all(domain, limit) : listAll.all(limit)),
    exclusions: async (domain, confirmations) => exclusionsOf(excluded.all(domain), confirmations),
    countSince: async (of, since) => ('accountId' in of ? countOfAccount.get(of.accountId, since)! : countOfDomain.get(of.domain, since)!),
  };
}
