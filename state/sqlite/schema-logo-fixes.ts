// The state.db migration of fixing a wrong logo: the history of pins and discoveries, accounts' overrides, reports of
// wrong logos, and which domains each account asked for (read by overrides and webhooks).
import type { Migration } from '../../db/sqlite.ts';

export const logoFixesMigration: Migration = (db) => {
  db.exec(`
    CREATE TABLE logo_history (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      domain      TEXT NOT NULL,
      kind        TEXT NOT NULL CHECK (kind IN ('pin', 'revert', 'discovery')),
      variant     TEXT NOT NULL,
      theme       TEXT NOT NULL,
      by_whom     TEXT NOT NULL,
      at          TEXT NOT NULL,
      asset       TEXT,
      replaced    TEXT NOT NULL DEFAULT '[]',
      reverted_at TEXT
    );
    CREATE INDEX logo_history_by_domain ON logo_history(domain, id);
    CREATE TABLE logo_overrides (
      account_id   TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      domain       TEXT NOT NULL,
      storage_key  TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      format       TEXT NOT NULL,
      width        REAL NOT NULL,
      height       REAL NOT NULL,
      created_at   TEXT NOT NULL,
      PRIMARY KEY (account_id, domain)
    );
    CREATE TABLE logo_reports (
      id            INTEGER PRIMARY KEY AUTOINCREMENT,
      domain        TEXT NOT NULL,
      account_id    TEXT NOT NULL,
      key_id        TEXT NOT NULL,
      reason        TEXT NOT NULL,
      image_url     TEXT,
      excluded_url  TEXT,
      excluded_hash TEXT,
      created_at    TEXT NOT NULL
    );
    CREATE INDEX logo_reports_by_domain ON logo_reports(domain);
    CREATE TABLE requested_domains (
      account_id TEXT NOT NULL,
      domain     TEXT NOT NULL,
      last_day   TEXT NOT NULL,
      PRIMARY KEY (account_id, domain)
    );
    CREATE INDEX requested_domains_by_domain ON requested_domains(domain, last_day);
    CREATE INDEX requested_domains_by_day ON requested_domains(last_day);
  `);
};
