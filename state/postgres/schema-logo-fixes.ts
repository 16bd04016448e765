// The PostgreSQL migration of fixing a wrong logo: the history of pins and discoveries, accounts' overrides, reports
// of wrong logos, and which domains each account asked for (read by overrides and webhooks).
export const logoFixesMigration = `
  CREATE TABLE logo_history (
    id          bigserial PRIMARY KEY,
    domain      text NOT NULL,
    kind        text NOT NULL CHECK (kind IN ('pin', 'revert', 'discovery')),
    variant     text NOT NULL,
    theme       text NOT NULL,
    by_whom     text NOT NULL,
    at          text NOT NULL,
    asset       text,
    replaced    text NOT NULL DEFAULT '[]',
    reverted_at text
  );
  CREATE INDEX logo_history_by_domain ON logo_history(domain, id);
  CREATE TABLE logo_overrides (
    account_id   text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    domain       text NOT NULL,
    storage_key  text NOT NULL,
    content_hash text NOT NULL,
    format       text NOT NULL,
    width        double precision NOT NULL,
    height       double precision NOT NULL,
    created_at   text NOT NULL,
    PRIMARY KEY (account_id, domain)
  );
  CREATE TABLE logo_reports (
    id            bigserial PRIMARY KEY,
    domain        text NOT NULL,
    account_id    text NOT NULL,
    key_id        text NOT NULL,
    reason        text NOT NULL,
    image_url     text,
    excluded_url  text,
    excluded_hash text,
    created_at    text NOT NULL
  );
  CREATE INDEX logo_reports_by_domain ON logo_reports(domain);
  CREATE TABLE requested_domains (
    account_id text NOT NULL,
    domain     text NOT NULL,
    last_day   text NOT NULL,
    PRIMARY KEY (account_id, domain)
  );
  CREATE INDEX requested_domains_by_domain ON requested_domains(domain, last_day);
  CREATE INDEX requested_domains_by_day ON requested_domains(last_day);
`;
