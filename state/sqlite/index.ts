// The embedded state backend: state.db beside the catalog, nothing to run.
import { openDatabase, type Db } from '../../db/sqlite.ts';
import { createPasswords } from '../passwords.ts';
import type { StateStore } from '../types.ts';
import { createSqliteAccounts } from './accounts.ts';
import { createSqliteBrandDemand } from './brand-demand.ts';
import { createSqliteDiscoveryQueue } from './discovery-queue.ts';
import { createSqliteFallbackHosts } from './fallback-hosts.ts';
import { createSqliteLogoHistory, createSqliteOverrides, createSqliteReports } from './logo-fixes.ts';
import { createSqliteOrigins } from './origins.ts';
import { createSqliteRequestedDomains } from './requested-domains.ts';
import { stateMigrations } from './schema.ts';
import { createSqliteSessions } from './sessions.ts';
import { createSqliteSettings } from './settings.ts';
import { createSqliteUsage } from './usage.ts';
import { createSqliteWebhooks } from './webhooks.ts';

export interface SqliteState extends StateStore {
  readonly backend: 'sqlite';
  db: Db;
}

export function openSqliteState(path: string, options: { queueMax?: number } = {}): SqliteState {
  const db = openDatabase(path, stateMigrations);
  const upsertPassword = db.prepare<[{ accountId: string; hash: string; at: string }]>(`
    INSERT INTO account_passwords (account_id, hash, updated_at) VALUES (@accountId, @hash, @at)
    ON CONFLICT(account_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`);
  const passwordOf = db.prepare<[string], string>('SELECT hash FROM account_passwords WHERE account_id = ?').pluck();
  const probe = db.prepare('SELECT count(*) FROM accounts').pluck();
  const recordDiscovery = db.prepare<[string, string]>(`
    INSERT INTO discoveries (domain, payload, seq) VALUES (?, ?, (SELECT ifnull(max(seq), 0) + 1 FROM discoveries))
    ON CONFLICT(domain) DO UPDATE SET payload = excluded.payload, seq = excluded.seq`);
  const discoveriesSince = db.prepare<[number, number], { seq: number; domain: string; payload: string }>(
    'SELECT seq, domain, payload FROM discoveries WHERE seq > ? ORDER BY seq LIMIT ?',
  );
  return {
    backend: 'sqlite',
    db,
    accounts: createSqliteAccounts(db),
    passwords: createPasswords({
      put: async (accountId, hash, at) => void upsertPassword.run({ accountId, hash, at }),
      get: async (accountId) => passwordOf.get(accountId),
    }),
    sessions: createSqliteSessions(db),
    usage: createSqliteUsage(db),
    brandDemand: createSqliteBrandDemand(db),
    discoveryQueue: createSqliteDiscoveryQueue(db, { maxOpen: options.queueMax }),
    discoveries: {
      record: async (domain, payload) => void recordDiscovery.run(domain, JSON.stringify(payload)),
      since: async (seq, limit = 1000) => discoveriesSince.all(seq, limit).map((row) => ({ ...row, payload: JSON.parse(row.payload) })),
    },
    webhooks: createSqliteWebhooks(db),
    settings: createSqliteSettings(db),
    logoHistory: createSqliteLogoHistory(db),
    overrides: createSqliteOverrides(db),
    origins: createSqliteOrigins(db),
    reports: createSqliteReports(db),
    requestedDomains: createSqliteRequestedDomains(db),
    fallbackHosts: createSqliteFallbackHosts(db),
    check: async () => void probe.get(),
    close: async () => void db.close(),
  };
}
