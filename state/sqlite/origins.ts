// Accounts' own web origins in state.db, with the memo of which account a page's origin belongs to.
import type { Db } from '../../db/sqlite.ts';
import { createOwnerCache } from '../owner-cache.ts';
import type { Account, AccountOrigin, OriginsStore } from '../types.ts';
import { watchDataVersion } from './data-version.ts';

const COLUMNS = 'account_id AS accountId, origin, created_at AS createdAt';

export function createSqliteOrigins(db: Db): OriginsStore {
  const ownerOfOrigin = db.prepare<[string], string>('SELECT account_id FROM account_origins WHERE origin = ?').pluck();
  const count = db.prepare<[string], number>('SELECT count(*) FROM account_origins WHERE account_id = ?').pluck();
  const insert = db.prepare<[AccountOrigin]>('INSERT INTO account_origins (account_id, origin, created_at) VALUES (@accountId, @origin, @createdAt)');
  const list = db.prepare<[string], AccountOrigin>(`SELECT ${COLUMNS} FROM account_origins WHERE account_id = ? ORDER BY origin`);
  const remove = db.prepare<[string, string], AccountOrigin>(`DELETE FROM account_origins WHERE account_id = ? AND origin = ? RETURNING ${COLUMNS}`);
  const accountById = db.prepare<[string], Account>('SELECT id, email, plan, created_at AS createdAt FROM accounts WHERE id = ?');
  const owners = createOwnerCache<Account>();
  const forgetIfChanged = watchDataVersion(db, () => owners.clear());

  const add = db.transaction((entry: AccountOrigin, max: number) => {
    const owner = ownerOfOrigin.get(entry.origin);
    if (owner !== undefined) return owner === entry.accountId ? 'exists' : 'taken';
    if (count.get(entry.accountId)! >= max) return 'limit';
    insert.run(entry);
    return 'stored';
  });
  // Keyed by the page's exact origin (the first candidate); a miss is memoised too, so a stranger's page costs queries
  // once. Candidates are most specific first, so the first registered one owns the page.
  const memoised = (origin: string): Account | null | undefined => {
    forgetIfChanged();
    return owners.get(origin);
  };
  const lookUp = (candidates: readonly string[]): Account | null => {
    if (candidates.length === 0) return null;
    let owner = memoised(candidates[0]!);
    if (owner === undefined) {
      let accountId: string | undefined;
      for (const candidate of candidates) {
        accountId = ownerOfOrigin.get(candidate);
        if (accountId !== undefined) break;
      }
      owner = (accountId === undefined ? undefined : accountById.get(accountId)) ?? null;
      owners.set(candidates[0]!, owner);
    }
    return owner;
  };

  return {
    async add(entry, max) {
      const outcome = add(entry, max);
      if (outcome === 'stored') owners.clear();
      return outcome;
    },
    list: async (accountId) => list.all(accountId),
    async remove(accountId, origin) {
      const removed = remove.get(accountId, origin);
      if (removed) owners.clear();
      return removed;
    },
    ownerOf: async (candidates) => lookUp(candidates) ?? undefined,
    memoisedOwner: memoised,
  };
}
