// Migrations of state.db: what must survive a catalog rebuild (the discovery queue, later accounts and usage).
import type { Migration } from './sqlite.ts';

export const stateMigrations: readonly Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE discovery_queue (
        domain     TEXT PRIMARY KEY,
        requests   INTEGER NOT NULL DEFAULT 1,
        status     TEXT NOT NULL DEFAULT 'pending',
        first_seen TEXT NOT NULL,
        last_seen  TEXT NOT NULL
      );
    `);
  },
];
