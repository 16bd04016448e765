// Migration of the shared state database for freshness: refreshes ahead of the discovery queue, webhooks and their
// deliveries. Who hears of a brand's new logo is read from requested_domains (schema-logo-fixes.ts).
export const freshnessMigration = `
  ALTER TABLE discovery_queue ADD COLUMN refresh_at text;
  CREATE TABLE webhooks (
    id         text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    url        text NOT NULL,
    secret     text NOT NULL,
    created_at text NOT NULL
  );
  CREATE INDEX webhooks_by_account ON webhooks(account_id);
  CREATE TABLE webhook_deliveries (
    id              text PRIMARY KEY,
    webhook_id      text NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
    domain          text NOT NULL,
    payload         text NOT NULL,
    status          text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts        integer NOT NULL DEFAULT 0,
    created_at      text NOT NULL,
    next_attempt_at text NOT NULL,
    lease_until     text,
    last_attempt_at text,
    last_status     integer,
    last_error      text
  );
  CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
  CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries(webhook_id, created_at);
`;
