// Accounts' claims of web origins in PostgreSQL, shared by every origin server; each memoises which account a page's
// origin belongs to and forgets on every announced change of keys, accounts or origins (key-changes.ts).
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
  const columns = sql`account_id AS "accountId", origin, created_at AS "createdAt", token_hash AS "tokenHash", verified_at AS "verifiedAt",
    proof, expires_at AS "expiresAt"`;
  // A claim counts while proven or before its end; a lapsed one is as if never made.
  const live = (now: Date) => sql`(verified_at IS NOT NULL OR expires_at > ${now.toISOString()})`;

  const store: OriginsStore = {
    async add(entry, max, now) {
      const outcome = await sql.begin(async (tx) => {
        // The account's row is locked first, so two registrations of one account at once count each other.
        await tx`SELECT id FROM accounts WHERE id = ${entry.accountId} FOR UPDATE`;
        await tx`DELETE FROM account_origins WHERE (origin = ${entry.origin} OR account_id = ${entry.accountId})
          AND verified_at IS NULL AND expires_at <= ${now.toISOString()}`;
        const [owner] = await tx<{ accountId: string }[]>`SELECT account_id AS "accountId" FROM account_origins
          WHERE origin = ${entry.origin} AND verified_at IS NOT NULL`;
        if (owner && owner.accountId !== entry.accountId) return 'taken' as const;
        const [held] = await tx`SELECT 1 FROM account_origins WHERE origin = ${entry.origin} AND account_id = ${entry.accountId}`;
        if (held) return 'exists' as const;
        const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM account_origins WHERE account_id = ${entry.accountId} AND ${live(now)}`;
        if (row!.n >= max) return 'limit' as const;
        await tx`INSERT INTO account_origins (origin, account_id, created_at, token_hash, verified_at, proof, expires_at)
          VALUES (${entry.origin}, ${entry.accountId}, ${entry.createdAt}, ${entry.tokenHash}, ${entry.verifiedAt}, ${entry.proof}, ${entry.expiresAt})`;
        // Only a proven origin changes who owns a page.
        if (entry.verifiedAt !== null) await announceKeyChange(tx);
        return 'stored' as const;
      });
      if (outcome === 'stored' && entry.verifiedAt !== null) forget();
      return outcome;
    },
    list: async (accountId, now) => [...(await sql<AccountOrigin[]>`SELECT ${columns} FROM account_origins WHERE account_id = ${accountId} AND ${live(now)} ORDER BY origin`)],
    async prove(accountId, origin, proof, now) {
      const outcome = await sql.begin(async (tx) => {
        // Every claim of the origin is locked, so two accounts proving it at once are answered one after the other.
        const claims = await tx<{ accountId: string; verified: boolean; live: boolean }[]>`SELECT account_id AS "accountId",
          verified_at IS NOT NULL AS verified, ${live(now)} AS live FROM account_origins WHERE origin = ${origin} FOR UPDATE`;
        if (!claims.some((c) => c.accountId === accountId && c.live)) return 'missing' as const;
        if (claims.some((c) => c.accountId !== accountId && c.verified)) return 'taken' as const;
        await tx`UPDATE account_origins SET verified_at = ${now.toISOString()}, proof = ${proof}, expires_at = NULL
          WHERE account_id = ${accountId} AND origin = ${origin}`;
        await tx`DELETE FROM account_origins WHERE origin = ${origin} AND account_id <> ${accountId} AND verified_at IS NULL`;
        await announceKeyChange(tx);
        return 'proven' as const;
      });
      if (outcome === 'proven') forget();
      return outcome;
    },
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
        WHERE o.origin = ANY(${candidates as string[]}::text[]) AND o.verified_at IS NOT NULL ORDER BY length(o.origin) DESC LIMIT 1`;
      if (generation === startedAt) owners.set(candidates[0]!, owner ?? null);
      return owner;
    },
  };
  return { store, close: () => watcher.close() };
}
