// Accounts' own web origins in PostgreSQL, shared by every origin server; each memoises which account a page's origin
// belongs to and forgets on every announced change of keys, accounts or origins (key-changes.ts).
import { createOwnerCache } from '../owner-cache.ts';
import type { Account, AccountOrigin, OriginsStore } from '../types.ts';
import type { Sql } from './connect.ts';
import { announceKeyChange, watchKeyChanges, type KeyChangeOptions } from './key-changes.ts';

export function createPostgresOrigins(sql: Sql, options: KeyChangeOptions = {}): { store: OriginsStore; close(): Promise<void> } {
  const owners = createOwnerCache<Account>();
  // A lookup that started before a change must not store what it read after the change cleared the memo.
  let generation = 0;
  const forget = () => {
    generation++;
    owners.clear();
  };
  const watcher = watchKeyChanges(sql, forget, options);
  const columns = sql`account_id AS "accountId", origin, created_at AS "createdAt"`;

  const store: OriginsStore = {
    async add(entry, max) {
      const outcome = await sql.begin(async (tx) => {
        // The account's row is locked first, so two registrations of one account at once count each other.
        await tx`SELECT id FROM accounts WHERE id = ${entry.accountId} FOR UPDATE`;
        const [owner] = await tx<{ accountId: string }[]>`SELECT account_id AS "accountId" FROM account_origins WHERE origin = ${entry.origin}`;
        if (owner) return owner.accountId === entry.accountId ? ('exists' as const) : ('taken' as const);
        const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM account_origins WHERE account_id = ${entry.accountId}`;
        if (row!.n >= max) return 'limit' as const;
        const inserted = await tx`INSERT INTO account_origins (origin, account_id, created_at)
          VALUES (${entry.origin}, ${entry.accountId}, ${entry.createdAt}) ON CONFLICT (origin) DO NOTHING RETURNING origin`;
        if (inserted.length === 0) return 'taken' as const;
        await announceKeyChange(tx);
        return 'stored' as const;
      });
      if (outcome === 'stored') forget();
      return outcome;
    },
    list: async (accountId) => [...(await sql<AccountOrigin[]>`SELECT ${columns} FROM account_origins WHERE account_id = ${accountId} ORDER BY origin`)],
    async remove(accountId, origin) {
      const removed = await sql.begin(async (tx) => {
        const [row] = await tx<AccountOrigin[]>`DELETE FROM account_origins WHERE account_id = ${accountId} AND origin = ${origin} RETURNING ${columns}`;
        if (row) await announceKeyChange(tx);
        return row;
      });
      if (removed) forget();
      return removed;
    },
    memoisedOwner: (origin) => owners.get(origin),
    async ownerOf(candidates) {
      if (candidates.length === 0) return undefined;
      const cached = owners.get(candidates[0]!);
      if (cached !== undefined) return cached ?? undefined;
      const startedAt = generation;
      // Most specific first: the exact origin is the longest of the candidates, then ever shorter wildcards.
      const [owner] = await sql<Account[]>`SELECT a.id, a.email, a.plan, a.created_at AS "createdAt"
        FROM account_origins o JOIN accounts a ON a.id = o.account_id
        WHERE o.origin = ANY(${candidates as string[]}::text[]) ORDER BY length(o.origin) DESC LIMIT 1`;
      if (generation === startedAt) owners.set(candidates[0]!, owner ?? null);
      return owner;
    },
  };
  return { store, close: () => watcher.close() };
}
