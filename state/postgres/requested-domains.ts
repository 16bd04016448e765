// Which domains each account asked logos of, in PostgreSQL, shared by every origin: one row per (account, domain).
import type { DomainRequest, RequestedDomainsStore } from '../types.ts';
import type { Sql } from './connect.ts';

export function createPostgresRequestedDomains(sql: Sql): RequestedDomainsStore {
  return {
    async add(requests) {
      if (requests.length === 0) return;
      // Sorted, so two origins' flushes lock the same rows in the same order; one row per pair, as a statement may not
      // update the same row twice.
      const latest = new Map<string, DomainRequest>();
      for (const r of requests) {
        const key = `${r.accountId}\n${r.domain}`;
        if ((latest.get(key)?.day ?? '') < r.day) latest.set(key, r);
      }
      const sorted = [...latest.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, r]) => r);
      await sql`
        INSERT INTO requested_domains (account_id, domain, last_day)
        SELECT * FROM unnest(${sorted.map((r) => r.accountId)}::text[], ${sorted.map((r) => r.domain)}::text[], ${sorted.map((r) => r.day)}::text[])
        ON CONFLICT (account_id, domain) DO UPDATE SET last_day = greatest(requested_domains.last_day, excluded.last_day)`;
    },
    async has(accountId, domain, sinceDay = '') {
      const [row] = await sql`SELECT 1 FROM requested_domains WHERE account_id = ${accountId} AND domain = ${domain} AND last_day >= ${sinceDay}`;
      return row !== undefined;
    },
    async accountsSince(domain, sinceDay) {
      const rows = await sql<{ accountId: string }[]>`
        SELECT account_id AS "accountId" FROM requested_domains WHERE domain = ${domain} AND last_day >= ${sinceDay} ORDER BY account_id`;
      return rows.map((row) => row.accountId);
    },
    async prune(beforeDay) {
      return (await sql`DELETE FROM requested_domains WHERE last_day < ${beforeDay}`).count;
    },
  };
}
