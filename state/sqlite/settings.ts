// Values the service generates once and must keep across restarts and processes, such as the session secret, and
// marks an operator's command leaves for the running origins.
import type { Db } from '../../db/sqlite.ts';
import type { SettingsStore } from '../types.ts';

export function createSqliteSettings(stateDb: Db): SettingsStore {
  const insert = stateDb.prepare<[string, string]>('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)');
  const read = stateDb.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck();
  const upsert = stateDb.prepare<[string, string]>('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value');
  return {
    // INSERT OR IGNORE then SELECT: two processes starting together agree on the first value written.
    async getOrCreate(name, make) {
      insert.run(name, make());
      return read.get(name)!;
    },
    async get(name) {
      return read.get(name);
    },
    async set(name, value) {
      upsert.run(name, value);
    },
  };
}
