// Accounts and their API keys in state.db; keys are stored only as SHA-256 hashes with a display prefix.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/sqlite.ts';
import { AccountError, hashKey, mintKey, newAccount, normaliseEmail } from '../keys.ts';
import { createOwnerCache } from '../owner-cache.ts';
import { watchDataVersion } from './data-version.ts';
import type { Account, AccountsStore, ApiKeyRecord, KeyOwner } from '../types.ts';

type KeyRow = ApiKeyRecord & { hash: string };
const KEY_COLUMNS = `id, account_id AS accountId, prefix, name, created_at AS createdAt,
  last_used_at AS lastUsedAt, revoked_at AS revokedAt`;

function prepareStatements(stateDb: Db) {
  return {
    insertAccount: stateDb.prepare('INSERT INTO accounts (id, email, plan, created_at) VALUES (@id, @email, @plan, @createdAt)'),
    accountById: stateDb.prepare<[string], Account>('SELECT id, email, plan, created_at AS createdAt FROM accounts WHERE id = ?'),
    accountByEmail: stateDb.prepare<[string], Account>(
      'SELECT id, email, plan, created_at AS createdAt FROM accounts WHERE email = ?',
    ),
    accounts: stateDb.prepare<[], Account>('SELECT id, email, plan, created_at AS createdAt FROM accounts ORDER BY created_at, id'),
    insertKey: stateDb.prepare(
      'INSERT INTO api_keys (id, account_id, hash, prefix, name, created_at) VALUES (@id, @accountId, @hash, @prefix, @name, @createdAt)',
    ),
    keyByHash: stateDb.prepare<[string], KeyRow>(`SELECT ${KEY_COLUMNS}, hash FROM api_keys WHERE hash = ?`),
    keyById: stateDb.prepare<[string], ApiKeyRecord>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE id = ?`),
    keys: stateDb.prepare<[], ApiKeyRecord>(`SELECT ${KEY_COLUMNS} FROM api_keys ORDER BY created_at, id`),
    keysOf: stateDb.prepare<[string], ApiKeyRecord>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at, id`),
    revoke: stateDb.prepare<[string, string]>('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    touch: stateDb.prepare<[{ id: string; at: string }]>(
      'UPDATE api_keys SET last_used_at = @at WHERE id = @id AND (last_used_at IS NULL OR last_used_at < @at)',
    ),
  };
}

export function createSqliteAccounts(stateDb: Db): AccountsStore {
  const statements = prepareStatements(stateDb);
  const owners = createOwnerCache<KeyOwner>();
  const forgetIfChanged = watchDataVersion(stateDb, () => owners.clear());
  const account = (idOrEmail: string) => statements.accountById.get(idOrEmail) ?? statements.accountByEmail.get(normaliseEmail(idOrEmail));
  const touch = stateDb.transaction((lastUsed: ReadonlyMap<string, string>) => {
    for (const [id, at] of lastUsed) statements.touch.run({ id, at });
  });

  // The database is searched by the SHA-256 of the whole key, so timing says nothing about prefixes; the final
  // comparison is constant-time. The memo is by the key itself (see owner-cache.ts), so a known key costs no hash.
  const lookUp = (presented: string): KeyOwner | null => {
    forgetIfChanged();
    let owner = owners.get(presented);
    if (owner === undefined) {
      const digest = hashKey(presented);
      const row = statements.keyByHash.get(digest);
      const matches = row !== undefined && timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(digest, 'hex'));
      const owning = matches ? statements.accountById.get(row.accountId) : undefined;
      owner = row && owning && row.revokedAt === null ? { key: withoutHash(row), account: owning } : null;
      owners.set(presented, owner);
    }
    return owner;
  };

  return {
    async createAccount(email, plan) {
      const created = newAccount(email, plan);
      if (statements.accountByEmail.get(created.email)) throw new AccountError(`an account for ${created.email} exists already`);
      statements.insertAccount.run(created);
      return created;
    },
    account: async (idOrEmail) => account(idOrEmail),
    accounts: async () => statements.accounts.all(),
    async createKey(accountId, name) {
      const { key, record, hash } = mintKey(accountId, name);
      statements.insertKey.run({ ...record, hash });
      owners.clear();
      return { key, record };
    },
    ownerOf: async (presented) => lookUp(presented) ?? undefined,
    // An embedded database answers at once, so the memo and the lookup are one synchronous call.
    memoisedOwner: (presented) => lookUp(presented),
    key: async (id) => statements.keyById.get(id),
    keys: async (accountId) => (accountId ? statements.keysOf.all(accountId) : statements.keys.all()),
    async revokeKey(id) {
      const existing = statements.keyById.get(id);
      if (!existing) throw new AccountError(`no API key has the id ${id}`);
      statements.revoke.run(new Date().toISOString(), id);
      owners.clear();
      return statements.keyById.get(id)!;
    },
    async touchKeys(lastUsed) {
      touch(lastUsed);
    },
  };
}

export function withoutHash({ hash: _hash, ...record }: KeyRow): ApiKeyRecord {
  return record;
}
