// Dashboard sessions in state.db, by the SHA-256 of their id: signing out or expiry ends a session for good.
import { hash } from 'node:crypto';
import type { Db } from '../../db/sqlite.ts';
import type { SessionRecord, SessionsStore } from '../types.ts';

const digest = (id: string) => hash('sha256', id, 'hex');

export function createSqliteSessions(stateDb: Db): SessionsStore {
  const statements = {
    insert: stateDb.prepare<[{ idHash: string; accountId: string; createdAt: number; expiresAt: number }]>(
      'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES (@idHash, @accountId, @createdAt, @expiresAt)',
    ),
    find: stateDb.prepare<[string], SessionRecord>(
      'SELECT account_id AS accountId, created_at AS createdAt, expires_at AS expiresAt FROM sessions WHERE id_hash = ?',
    ),
    remove: stateDb.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?'),
    removeExpired: stateDb.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?'),
    removeOf: stateDb.prepare<[string]>('DELETE FROM sessions WHERE account_id = ?'),
  };

  return {
    // Expired sessions are swept whenever one is created.
    async create(id, accountId, now, ttlMs) {
      statements.removeExpired.run(now);
      const record: SessionRecord = { accountId, createdAt: now, expiresAt: now + ttlMs };
      statements.insert.run({ idHash: digest(id), ...record });
      return record;
    },
    async find(id, now) {
      const record = statements.find.get(digest(id));
      if (!record) return undefined;
      if (record.expiresAt <= now) {
        statements.remove.run(digest(id));
        return undefined;
      }
      return record;
    },
    async end(id) {
      statements.remove.run(digest(id));
    },
    async endAllOf(accountId) {
      statements.removeOf.run(accountId);
    },
  };
}
