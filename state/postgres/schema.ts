// Migrations of the shared state database, versioned in state_migrations; each runs once, under an advisory lock,
// so several origins starting at the same moment neither race nor run one twice.
import { freshnessMigration } from './freshness-schema.ts';
import { logoFixesMigration } from './schema-logo-fixes.ts';

export const postgresMigrations: readonly string[] = [
  `
  CREATE TABLE accounts (
    id         text PRIMARY KEY,
    email      text NOT NULL UNIQUE,
    plan       text NOT NULL,
    created_at text NOT NULL
  );
  CREATE TABLE api_keys (
    id           text PRIMARY KEY,
    account_id   text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    hash         text NOT NULL UNIQUE,
    prefix       text NOT NULL,
    name         text NOT NULL,
    created_at   text NOT NULL,
    last_used_at text,
    revoked_at   text
  );
  CREATE INDEX api_keys_by_account ON api_keys(account_id);
  CREATE TABLE account_passwords (
    account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    hash       text NOT NULL,
    updated_at text NOT NULL
  );
  CREATE TABLE sessions (
    id_hash    text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL
  );
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);
  CREATE INDEX sessions_by_account ON sessions(account_id);
  CREATE TABLE settings (
    name  text PRIMARY KEY,
    value text NOT NULL
  );
  CREATE TABLE usage_daily (
    day   text NOT NULL,
    kind  text NOT NULL CHECK (kind IN ('account', 'key', 'ip')),
    id    text NOT NULL,
    count bigint NOT NULL,
    PRIMARY KEY (day, kind, id)
  );
  CREATE TABLE discovery_queue (
    domain          text PRIMARY KEY,
    requests        integer NOT NULL DEFAULT 1,
    status          text NOT NULL DEFAULT 'pending',
    first_seen      text NOT NULL,
    last_seen       text NOT NULL,
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at text NOT NULL DEFAULT '',
    last_attempt_at text,
    lease_until     text,
    last_error      text,
    last_result     text
  );
  CREATE INDEX discovery_queue_due ON discovery_queue(status, next_attempt_at);
  -- Moves with every change to keys, accounts or passwords: the fallback poll of every origin's key cache.
  CREATE TABLE key_changes (
    id      integer PRIMARY KEY CHECK (id = 1),
    version bigint NOT NULL
  );
  INSERT INTO key_changes (id, version) VALUES (1, 0);
  `,
  `
  CREATE SEQUENCE discoveries_seq;
  CREATE TABLE discoveries (
    domain  text PRIMARY KEY,
    payload text NOT NULL,
    seq     bigint NOT NULL
  );
  CREATE INDEX discoveries_by_seq ON discoveries(seq);
  `,
  `
  CREATE TABLE brand_demand (
    day    text NOT NULL,
    domain text NOT NULL,
    count  bigint NOT NULL,
    PRIMARY KEY (day, domain)
  );
  `,
  `
  CREATE TABLE usage_log_cursors (
    source text PRIMARY KEY,
    file   text NOT NULL,
    "offset" bigint NOT NULL
  );
  `,
  freshnessMigration,
  // Fixing a wrong logo (schema-logo-fixes.ts).
  logoFixesMigration,
  // Accounts' own web origins: one account per origin, so a page's requests have one owner.
  `
  CREATE TABLE account_origins (
    origin     text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at text NOT NULL
  );
  CREATE INDEX account_origins_by_account ON account_origins(account_id);
  `,
  // Proof of control: several accounts may claim an origin, one proves it and owns it. Origins registered before stay
  // served, as the operator's word (docs/access.md).
  `
  ALTER TABLE account_origins DROP CONSTRAINT account_origins_pkey;
  ALTER TABLE account_origins
    ADD COLUMN token_hash text,
    ADD COLUMN verified_at text,
    ADD COLUMN proof text CHECK (proof IN ('dns', 'file', 'operator')),
    ADD COLUMN expires_at text;
  UPDATE account_origins SET verified_at = created_at, proof = 'operator';
  ALTER TABLE account_origins ADD PRIMARY KEY (origin, account_id);
  CREATE UNIQUE INDEX account_origins_proven ON account_origins(origin) WHERE verified_at IS NOT NULL;
  `,
  // The hosts an account's fallback URLs may redirect to; no row: any public host.
  `
  CREATE TABLE account_fallback_hosts (
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    host       text NOT NULL,
    PRIMARY KEY (account_id, host)
  );
  `,
];
