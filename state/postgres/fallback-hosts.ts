// The hosts each account lets fallback=<URL> redirect to, in PostgreSQL, read by every origin at each redirect.
import type { FallbackHostsStore } from '../types.ts';
import type { Sql } from './connect.ts';

export function createPostgresFallbackHosts(sql: Sql): FallbackHostsStore {
  return {
    async get(accountId) {
      const rows = await sql<{ host: string }[]>`SELECT host FROM account_fallback_hosts WHERE account_id = ${accountId} ORDER BY host`;
      return rows.map((row) => row.host);
    },
    async set(accountId, hosts) {
      await sql.begin(async (tx) => {
        await tx`DELETE FROM account_fallback_hosts WHERE account_id = ${accountId}`;
        if (hosts.length > 0) {
          await tx`INSERT INTO account_fallback_hosts (account_id, host) SELECT ${accountId}, unnest(${[...hosts]}::text[]) ON CONFLICT DO NOTHING`;
        }
      });
    },
  };
}
