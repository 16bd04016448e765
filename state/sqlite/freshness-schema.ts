// Migration of state.db for freshness: refreshes ahead of the discovery queue, webhooks and their deliveries. Who hears
// of a brand's new logo is read from requested_domains (schema-logo-fixes.ts).
import type { Migration } from '../../db/sqlite.ts';

export const freshnessMigration: Migration = (db) => {
  db.exec(`
    ALTER TABLE discovery_queue ADD COLUMN refresh_at TEXT;
    CREATE TABLE webhooks (
      id         TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      url        TEXT NOT NULL,
      secret     TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX webhooks_by_account ON webhooks(account_id);
    CREATE TABLE webhook_deliveries (
      id              TEXT PRIMARY KEY,
      webhook_id      TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
      domain          TEXT NOT NULL,
      payload         TEXT NOT NULL,
      status          TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      created_at      TEXT NOT NULL,
      next_attempt_at TEXT NOT NULL,
      lease_until     TEXT,
      last_attempt_at TEXT,
      last_status     INTEGER,
      last_error      TEXT
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
    CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries(webhook_id, created_at);
  `);
};
