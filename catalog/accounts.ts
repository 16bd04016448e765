// Accounts and their API keys in state.db; keys are stored only as SHA-256 hashes with a display prefix.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './sqlite.ts';

export interface Account {
  id: string;
  email: string;
  plan: string;
  createdAt: string;
}

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  prefix: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export class AccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountError';
  }
}

// 32 base64url characters carry 192 bits from the CSPRNG, above the 128 bits a guess must beat.
const KEY_PATTERN = /^la_[A-Za-z0-9_-]{32}$/;
const PREFIX_LENGTH = 'la_'.length + 6;

export const isWellFormedKey = (key: string) => KEY_PATTERN.test(key);
export const hashKey = (key: string) => hash('sha256', key, 'hex');

type KeyRow = ApiKeyRecord & { hash: string };
const KEY_COLUMNS = `id, account_id AS accountId, prefix, name, created_at AS createdAt,
  last_used_at AS lastUsedAt, revoked_at AS revokedAt`;

export interface KeyOwner {
  key: ApiKeyRecord;
  account: Account;
}

export type Accounts = ReturnType<typeof createAccounts>;

export function createAccounts(stateDb: Db) {
  const statements = {
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

  const newId = (kind: string) => `${kind}_${randomBytes(9).toString('base64url')}`;

  // Every gated request resolves its key; memoise by hash and forget on any write, ours or another process's.
  // PRAGMA data_version moves when another connection commits; reading it takes a lock, so it is read at most
  // once a millisecond: a revocation by the CLI applies to every request that arrives after it committed.
  const owners = new Map<string, KeyOwner | null>();
  const dataVersion = stateDb.prepare<[], number>('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let checkedAt = 0;
  const forgetIfChanged = () => {
    const now = performance.now();
    if (now - checkedAt < 1) return;
    checkedAt = now;
    const current = dataVersion.get();
    if (current !== seenVersion) {
      seenVersion = current;
      owners.clear();
    }
  };

  return {
    createAccount(email: string, plan: string): Account {
      const account = { id: newId('acc'), email: email.trim().toLowerCase(), plan, createdAt: new Date().toISOString() };
      if (statements.accountByEmail.get(account.email)) throw new AccountError(`an account for ${account.email} exists already`);
      statements.insertAccount.run(account);
      return account;
    },
    account(idOrEmail: string): Account | undefined {
      return statements.accountById.get(idOrEmail) ?? statements.accountByEmail.get(idOrEmail.trim().toLowerCase());
    },
    accounts(): Account[] {
      return statements.accounts.all();
    },
    /** The only moment the full key exists outside the caller's hands: it is returned once and never stored. */
    createKey(accountId: string, name: string): { key: string; record: ApiKeyRecord } {
      const key = `la_${randomBytes(24).toString('base64url')}`;
      const record = { id: newId('key'), accountId, prefix: key.slice(0, PREFIX_LENGTH), name, createdAt: new Date().toISOString() };
      statements.insertKey.run({ ...record, hash: hashKey(key) });
      owners.clear();
      return { key, record: { ...record, lastUsedAt: null, revokedAt: null } };
    },
    /**
     * The active key and its account for a presented key, or undefined when unknown or revoked. Lookup is by the
     * SHA-256 of the whole key, so timing says nothing about prefixes; the final comparison is constant-time.
     */
    ownerOf(presented: string): KeyOwner | undefined {
      forgetIfChanged();
      const digest = hashKey(presented);
      let owner = owners.get(digest);
      if (owner === undefined) {
        const row = statements.keyByHash.get(digest);
        const matches = row !== undefined && timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(digest, 'hex'));
        const account = matches ? statements.accountById.get(row.accountId) : undefined;
        owner = row && account && row.revokedAt === null ? { key: withoutHash(row), account } : null;
        if (owners.size > 100_000) owners.clear();
        owners.set(digest, owner);
      }
      return owner ?? undefined;
    },
    key(id: string): ApiKeyRecord | undefined {
      return statements.keyById.get(id);
    },
    keys(accountId?: string): ApiKeyRecord[] {
      return accountId ? statements.keysOf.all(accountId) : statements.keys.all();
    },
    revokeKey(id: string): ApiKeyRecord {
      const existing = statements.keyById.get(id);
      if (!existing) throw new AccountError(`no API key has the id ${id}`);
      statements.revoke.run(new Date().toISOString(), id);
      owners.clear();
      return statements.keyById.get(id)!;
    },
    touchKeys(lastUsed: ReadonlyMap<string, string>): void {
      for (const [id, at] of lastUsed) statements.touch.run({ id, at });
    },
  };
}

function withoutHash({ hash: _hash, ...record }: KeyRow): ApiKeyRecord {
  return record;
}
