// The hosts each account lets fallback=<URL> redirect to, in state.db.
import type { Db } from '../../db/sqlite.ts';
import type { FallbackHostsStore } from '../types.ts';

export function createSqliteFallbackHosts(db: Db): FallbackHostsStore {
  const select = db.prepare<[string], string>('SELECT host FROM account_fallback_hosts WHERE account_id = ? ORDER BY host').pluck();
  const clear = db.prepare<[string]>('DELETE FROM account_fallback_hosts WHERE account_id = ?');
  const insert = db.prepare<[string, string]>('INSERT OR IGNORE INTO account_fallback_hosts (account_id, host) VALUES (?, ?)');
  const replace = db.transaction((accountId: string, hosts: readonly string[]) => {
    clear.run(accountId);
    for (const host of hosts) insert.run(accountId, host);
  });
  return {
    get: async (accountId) => select.all(accountId),
    set: async (accountId, hosts) => void replace(accountId, hosts),
  };
}
