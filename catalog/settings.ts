// Values the service generates once and must keep across restarts and processes, such as the session secret.
import type { Db } from './sqlite.ts';

export function settingOrCreate(stateDb: Db, name: string, make: () => string): string {
  // INSERT OR IGNORE then SELECT: two processes starting together agree on the first value written.
  stateDb.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)').run(name, make());
  return stateDb.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck().get(name)!;
}
