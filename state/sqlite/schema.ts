// Migrations of state.db: what must survive a catalog rebuild (discovery queue, accounts, keys, usage, sessions).
import type { Migration } from '../../db/sqlite.ts';
import { freshnessMigration } from './freshness-schema.ts';
import { logoFixesMigration } from './schema-logo-fixes.ts';

export const stateMigrations: readonly Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE discovery_queue (
        domain     TEXT PRIMARY KEY,
        requests   INTEGER NOT NULL DEFAULT 1,
        status     TEXT NOT NULL DEFAULT 'pending',
        first_seen TEXT NOT NULL,
        last_seen  TEXT NOT NULL
      );
    `);
  },
  (db) => {
    db.exec(`
      CREATE TABLE accounts (
        id         TEXT PRIMARY KEY,
        email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
        plan       TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE api_keys (
        id           TEXT PRIMARY KEY,
        account_id   TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        hash         TEXT NOT NULL UNIQUE,
        prefix       TEXT NOT NULL,
        name         TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        last_used_at TEXT,
        revoked_at   TEXT
      );
      CREATE INDEX api_keys_by_account ON api_keys(account_id);
      CREATE TABLE usage_daily (
        day   TEXT NOT NULL,
        kind  TEXT NOT NULL CHECK (kind IN ('account', 'key', 'ip')),
        id    TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, kind, id)
      );
    `);
  },
  // Discovery: retries with backoff, a lease so a crashed worker's domain is taken up again, and the last outcome.
  (db) => {
    db.exec(`
      ALTER TABLE discovery_queue ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE discovery_queue ADD COLUMN next_attempt_at TEXT NOT NULL DEFAULT '';
      ALTER TABLE discovery_queue ADD COLUMN last_attempt_at TEXT;
      ALTER TABLE discovery_queue ADD COLUMN lease_until TEXT;
      ALTER TABLE discovery_queue ADD COLUMN last_error TEXT;
      ALTER TABLE discovery_queue ADD COLUMN last_result TEXT;
      UPDATE discovery_queue SET next_attempt_at = first_seen;
      CREATE INDEX discovery_queue_due ON discovery_queue(status, next_attempt_at);
    `);
  },
  // The dashboard: password hashes apart from accounts (so no account query can carry one), server-side
  // sessions by the SHA-256 of their id, and settings such as the generated session secret.
  (db) => {
    db.exec(`
      CREATE TABLE account_passwords (
        account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        hash       TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id_hash    TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_expiry ON sessions(expires_at);
      CREATE TABLE settings (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `);
  },
  // Discoveries made on an origin serving a published (read-only) catalog, for every origin and the next publication.
  (db) => {
    db.exec(`
      CREATE TABLE discoveries (
        domain  TEXT PRIMARY KEY,
        payload TEXT NOT NULL,
        seq     INTEGER NOT NULL
      );
      CREATE INDEX discoveries_by_seq ON discoveries(seq);
    `);
  },
  // Requests answered per brand and day: the search ranks brands people ask for first (server/usage/brand-demand.ts).
  (db) => {
    db.exec(`
      CREATE TABLE brand_demand (
        day    TEXT NOT NULL,
        domain TEXT NOT NULL,
        count  INTEGER NOT NULL,
        PRIMARY KEY (day, domain)
      );
    `);
  },
  // Where `logos usage ingest` stopped in each edge access log, moved in the same transaction as the counts it added.
  (db) => {
    db.exec(`
      CREATE TABLE usage_log_cursors (
        source TEXT PRIMARY KEY,
        file   TEXT NOT NULL,
        offset INTEGER NOT NULL
      );
    `);
  },
  freshnessMigration,
  // Fixing a wrong logo: pins and their history, overrides, reports, requested domains (schema-logo-fixes.ts).
  logoFixesMigration,
  // Accounts' own web origins: one account per origin, so a page's requests have one owner.
  (db) => {
    db.exec(`
      CREATE TABLE account_origins (
        origin     TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE INDEX account_origins_by_account ON account_origins(account_id);
    `);
  },
  // Proof of control: several accounts may claim an origin, one proves it and owns it. Origins registered before stay
  // served, as the operator's word (docs/access.md).
  (db) => {
    db.exec(`
      CREATE TABLE account_origins_claims (
        origin      TEXT NOT NULL,
        account_id  TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at  TEXT NOT NULL,
        token_hash  TEXT,
        verified_at TEXT,
        proof       TEXT CHECK (proof IN ('dns', 'file', 'operator')),
        expires_at  TEXT,
        PRIMARY KEY (origin, account_id)
      );
      INSERT INTO account_origins_claims (origin, account_id, created_at, verified_at, proof)
        SELECT origin, account_id, created_at, created_at, 'operator' FROM account_origins;
      DROP TABLE account_origins;
      ALTER TABLE account_origins_claims RENAME TO account_origins;
      CREATE INDEX account_origins_by_account ON account_origins(account_id);
      CREATE UNIQUE INDEX account_origins_proven ON account_origins(origin) WHERE verified_at IS NOT NULL;
    `);
  },
  // The hosts an account's fallback URLs may redirect to; no row: any public host.
  (db) => {
    db.exec(`
      CREATE TABLE account_fallback_hosts (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        host       TEXT NOT NULL,
        PRIMARY KEY (account_id, host)
      );
    `);
  },
];
