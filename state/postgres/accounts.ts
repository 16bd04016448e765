// Accounts and API keys in PostgreSQL, shared by every origin. Each origin memoises key → owner; a change to keys
// or accounts is announced in its own transaction (key-changes.ts), so every origin forgets at once.
import { timingSafeEqual } from 'node:crypto';
import { AccountError, hashKey, mintKey, newAccount, normaliseEmail } from '../keys.ts';
import { createOwnerCache } from '../owner-cache.ts';
import type { Account, AccountsStore, ApiKeyRecord, KeyOwner } from '../types.ts';
import type { Sql } from './connect.ts';
import { announceKeyChange as announce, watchKeyChanges, type KeyChangeOptions } from './key-changes.ts';

type KeyRow = ApiKeyRecord & { hash: string };

export function createPostgresAccounts(sql: Sql, options: KeyChangeOptions = {}) {
  const owners = createOwnerCache<KeyOwner>();
  // A lookup that started before a change must not store what it read after the change cleared the memo.
  let generation = 0;
  const forget = () => {
    generation++;
    owners.clear();
  };
  const watcher = watchKeyChanges(sql, forget, options);

  const accountColumns = sql`id, email, plan, created_at AS "createdAt"`;
  const keyColumns = sql`id, account_id AS "accountId", prefix, name, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`;

  const store: AccountsStore = {
    async createAccount(email, plan) {
      const created = newAccount(email, plan);
      const inserted = await sql`INSERT INTO accounts (id, email, plan, created_at)
        VALUES (${created.id}, ${created.email}, ${plan}, ${created.createdAt}) ON CONFLICT (email) DO NOTHING RETURNING id`;
      if (inserted.length === 0) throw new AccountError(`an account for ${created.email} exists already`);
      return created;
    },
    async account(idOrEmail) {
      const [byId] = await sql<Account[]>`SELECT ${accountColumns} FROM accounts WHERE id = ${idOrEmail}`;
      if (byId) return byId;
      const [byEmail] = await sql<Account[]>`SELECT ${accountColumns} FROM accounts WHERE email = ${normaliseEmail(idOrEmail)}`;
      return byEmail;
    },
    accounts: async () => [...(await sql<Account[]>`SELECT ${accountColumns} FROM accounts ORDER BY created_at, id`)],
    async createKey(accountId, name) {
      const { key, record, hash } = mintKey(accountId, name);
      await sql.begin(async (tx) => {
        await tx`INSERT INTO api_keys (id, account_id, hash, prefix, name, created_at)
          VALUES (${record.id}, ${accountId}, ${hash}, ${record.prefix}, ${name}, ${record.createdAt})`;
        await announce(tx);
      });
      forget();
      return { key, record };
    },
    memoisedOwner: (presented) => owners.get(presented),
    async ownerOf(presented) {
      const cached = owners.get(presented);
      if (cached !== undefined) return cached ?? undefined;
      const digest = hashKey(presented);
      const startedAt = generation;
      const [row] = await sql<KeyRow[]>`SELECT ${keyColumns}, hash FROM api_keys WHERE hash = ${digest}`;
      const matches = row !== undefined && timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(digest, 'hex'));
      const account = matches && row.revokedAt === null ? await store.account(row.accountId) : undefined;
      const owner: KeyOwner | null = row && account ? { key: withoutHash(row), account } : null;
      if (generation === startedAt) owners.set(presented, owner);
      return owner ?? undefined;
    },
    async key(id) {
      const [row] = await sql<ApiKeyRecord[]>`SELECT ${keyColumns} FROM api_keys WHERE id = ${id}`;
      return row;
    },
    async keys(accountId) {
      const rows = accountId
        ? await sql<ApiKeyRecord[]>`SELECT ${keyColumns} FROM api_keys WHERE account_id = ${accountId} ORDER BY created_at, id`
        : await sql<ApiKeyRecord[]>`SELECT ${keyColumns} FROM api_keys ORDER BY created_at, id`;
      return [...rows];
    },
    async revokeKey(id) {
      const revoked = await sql.begin(async (tx) => {
        const [row] = await tx<ApiKeyRecord[]>`
          UPDATE api_keys SET revoked_at = coalesce(revoked_at, ${new Date().toISOString()}) WHERE id = ${id} RETURNING ${keyColumns}`;
        if (row) await announce(tx);
        return row;
      });
      if (!revoked) throw new AccountError(`no API key has the id ${id}`);
      forget();
      return revoked;
    },
    touchKeys: (lastUsed) => touchKeys(sql, lastUsed),
  };

  return { store, close: () => watcher.close() };
}

/** Records the last use of each key, never moving one back. */
async function touchKeys(sql: Sql, lastUsed: ReadonlyMap<string, string>): Promise<void> {
  if (lastUsed.size === 0) return;
  const ids = [...lastUsed.keys()].sort();
  await sql`
    UPDATE api_keys SET last_used_at = v.at
    FROM unnest(${ids}::text[], ${ids.map((id) => lastUsed.get(id)!)}::text[]) AS v(id, at)
    WHERE api_keys.id = v.id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < v.at)`;
}

function withoutHash({ hash: _hash, ...record }: KeyRow): ApiKeyRecord {
  return record;
}
