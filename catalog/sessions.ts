// Dashboard sessions in state.db, by the SHA-256 of their id: signing out or expiry ends a session for good.
import { hash } from 'node:crypto';
import type { Db } from './sqlite.ts';

export interface SessionRecord {
  accountId: string;
  createdAt: number;
  expiresAt: number;
}

export type Sessions = ReturnType<typeof createSessions>;

const digest = (id: string) => hash('sha256', id, 'hex');

export function createSessions(stateDb: Db) {
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
    /** Stores a session for an id the caller generated; expired sessions are swept at the same time. */
    create(id: string, accountId: string, now: number, ttlMs: number): SessionRecord {
      statements.removeExpired.run(now);
      const record = { accountId, createdAt: now, expiresAt: now + ttlMs };
      statements.insert.run({ idHash: digest(id), ...record });
      return record;
    },
    /** The live session for an id, or undefined when unknown, ended or expired (an expired one is deleted). */
    find(id: string, now: number): SessionRecord | undefined {
      const record = statements.find.get(digest(id));
      if (!record) return undefined;
      if (record.expiresAt <= now) {
        statements.remove.run(digest(id));
        return undefined;
      }
      return record;
    },
    end(id: string): void {
      statements.remove.run(digest(id));
    },
    /** Ends every session of an account, as after a password reset. */
    endAllOf(accountId: string): void {
      statements.removeOf.run(accountId);
    },
  };
}
