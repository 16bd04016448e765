// Accounts' claims of web origins in state.db, their proof, and the memo of which account a page's origin belongs to.
import type { Db } from '../../db/sqlite.ts';
import { createOwnerCache } from '../owner-cache.ts';
import type { Account, AccountOrigin, OriginProof, OriginsStore } from '../types.ts';
import { watchDataVersion } from './data-version.ts';

const COLUMNS = `account_id AS accountId, origin, created_at AS createdAt, token_hash AS tokenHash, verified_at AS verifiedAt,
  proof, expires_at AS expiresAt`;
// A claim counts while proven or before its end; a lapsed one is as if never made.
const LIVE = '(verified_at IS NOT NULL OR expires_at > @now)';

export function createSqliteOrigins(db: Db): OriginsStore {
  const { provenOwner, claim, dropLapsed, count, insert, markProven, dropOthers } = claimStatements(db);
  const list = db.prepare<{ accountId: string; now: string }, AccountOrigin>(`SELECT ${COLUMNS} FROM account_origins WHERE account_id = @accountId AND ${LIVE} ORDER BY origin`);
  const remove = db.prepare<[string, string], AccountOrigin>(`DELETE FROM account_origins WHERE account_id = ? AND origin = ? RETURNING ${COLUMNS}`);
  const accountById = db.prepare<[string], Account>('SELECT id, email, plan, created_at AS createdAt FROM accounts WHERE id = ?');
  const owners = createOwnerCache<Account>();
  const forgetIfChanged = watchDataVersion(db, () => owners.clear());

  const add = db.transaction((entry: AccountOrigin, max: number, now: string) => {
    const key = { accountId: entry.accountId, origin: entry.origin, now };
    dropLapsed.run(key);
    const owner = provenOwner.get(entry.origin);
    if (owner !== undefined && owner !== entry.accountId) return 'taken';
    if (claim.get(key)) return 'exists';
    if (count.get(key)! >= max) return 'limit';
    insert.run(entry);
    return 'stored';
  });
  const prove = db.transaction((accountId: string, origin: string, proof: OriginProof, now: string) => {
    if (!claim.get({ accountId, origin, now })) return 'missing';
    const owner = provenOwner.get(origin);
    if (owner !== undefined && owner !== accountId) return 'taken';
    markProven.run({ accountId, origin, proof, now });
    dropOthers.run(origin, accountId);
    return 'proven';
  });
  // Keyed by the page's exact origin (the first candidate); a miss is memoised too, so a stranger's page costs queries
  // once. Candidates are most specific first, so the first proven one owns the page.
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
        accountId = provenOwner.get(candidate);
        if (accountId !== undefined) break;
      }
      owner = (accountId === undefined ? undefined : accountById.get(accountId)) ?? null;
      owners.set(candidates[0]!, owner);
    }
    return owner;
  };

  return {
    async add(entry, max, now) {
      const outcome = add(entry, max, now.toISOString());
      if (outcome === 'stored' && entry.verifiedAt !== null) owners.clear();
      return outcome;
    },
    list: async (accountId, now) => list.all({ accountId, now: now.toISOString() }),
    async prove(accountId, origin, proof, now) {
      const outcome = prove(accountId, origin, proof, now.toISOString());
      if (outcome === 'proven') owners.clear();
      return outcome;
    },
    async remove(accountId, origin) {
      const removed = remove.get(accountId, origin);
      if (removed) owners.clear();
      return removed;
    },
    ownerOf: async (candidates) => lookUp(candidates) ?? undefined,
    memoisedOwner: memoised,
  };
}

/** The statements of claiming and proving. */
function claimStatements(db: Db) {
  const provenOwner = db.prepare<[string], string>('SELECT account_id FROM account_origins WHERE origin = ? AND verified_at IS NOT NULL').pluck();
  const claim = db.prepare<{ accountId: string; origin: string; now: string }, AccountOrigin>(
    `SELECT ${COLUMNS} FROM account_origins WHERE account_id = @accountId AND origin = @origin AND ${LIVE}`,
  );
  const dropLapsed = db.prepare<{ accountId: string; origin: string; now: string }>(
    'DELETE FROM account_origins WHERE (origin = @origin OR account_id = @accountId) AND verified_at IS NULL AND expires_at <= @now',
  );
  const count = db.prepare<{ accountId: string; now: string }, number>(`SELECT count(*) FROM account_origins WHERE account_id = @accountId AND ${LIVE}`).pluck();
  const insert = db.prepare<[AccountOrigin]>(`INSERT INTO account_origins (account_id, origin, created_at, token_hash, verified_at, proof, expires_at)
    VALUES (@accountId, @origin, @createdAt, @tokenHash, @verifiedAt, @proof, @expiresAt)`);
  const markProven = db.prepare<{ accountId: string; origin: string; proof: OriginProof; now: string }>(
    'UPDATE account_origins SET verified_at = @now, proof = @proof, expires_at = NULL WHERE account_id = @accountId AND origin = @origin',
  );
  const dropOthers = db.prepare<[string, string]>('DELETE FROM account_origins WHERE origin = ? AND account_id <> ? AND verified_at IS NULL');
  return { provenOwner, claim, dropLapsed, count, insert, markProven, dropOthers };
}
