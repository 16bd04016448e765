// Which domains each account asked logos of, in state.db: one row per (account, domain) with the last day asked.
import type { Db } from '../../db/sqlite.ts';
import type { DomainRequest, RequestedDomainsStore } from '../types.ts';

export function createSqliteRequestedDomains(db: Db): RequestedDomainsStore {
  const upsert = db.prepare<[DomainRequest]>(`
    INSERT INTO requested_domains (account_id, domain, last_day) VALUES (@accountId, @domain, @day)
    ON CONFLICT(account_id, domain) DO UPDATE SET last_day = max(last_day, excluded.last_day)`);
  const has = db.prepare<[string, string, string], number>('SELECT count(*) FROM requested_domains WHERE account_id = ? AND domain = ? AND last_day >= ?').pluck();
  const accountsSince = db
    .prepare<[string, string], string>('SELECT account_id FROM requested_domains WHERE domain = ? AND last_day >= ? ORDER BY account_id')
    .pluck();
  const prune = db.prepare<[string]>('DELETE FROM requested_domains WHERE last_day < ?');
  const addAll = db.transaction((requests: readonly DomainRequest[]) => {
    for (const request of requests) upsert.run(request);
  });
  return {
    add: async (requests) => addAll(requests),
    has: async (accountId, domain, sinceDay = '') => has.get(accountId, domain, sinceDay)! > 0,
    accountsSince: async (domain, sinceDay) => accountsSince.all(domain, sinceDay),
    prune: async (beforeDay) => prune.run(beforeDay).changes,
  };
}
