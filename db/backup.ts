// Backups of the SQLite files with SQLite's online backup: a consistent copy, WAL included, while the server writes.
// A file copy of a live database is not one: its recent writes sit in the -wal file until a checkpoint.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { integrityProblem } from './sqlite.ts';

export interface BackupSource {
  name: string;
  path: string;
}

export interface BackupResult {
  name: string;
  from: string;
  to: string;
  bytes: number;
  seconds: number;
}

/** The default target: a new folder per run under DATA_DIR/backups, named by the time (sortable, no colons). */
export function defaultBackupDir(dataDir: string, now = new Date()): string {
  return join(dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));
}

export async function backupDatabases(sources: readonly BackupSource[], targetDir: string): Promise<BackupResult[]> {
  for (const source of sources) {
    // Opening a missing path would create an empty database and "back it up": the silent loss this command prevents.
    if (!existsSync(source.path)) throw new Error(`${source.path} does not exist: nothing to back up for the ${source.name} database (is DATA_DIR right?)`);
    const target = join(targetDir, `${source.name}.db`);
    if (existsSync(target)) throw new Error(`${target} exists already; back up into a new folder`);
  }
  mkdirSync(targetDir, { recursive: true });
  const results: BackupResult[] = [];
  for (const source of sources) {
    const to = join(targetDir, `${source.name}.db`);
    const started = performance.now();
    const db = new Database(source.path, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(to);
    } finally {
      db.close();
    }
    const copy = new Database(to, { readonly: true, fileMustExist: true });
    try {
      const problem = integrityProblem(copy);
      if (problem !== undefined) throw new Error(`the backup ${to} of ${source.path} fails its integrity check (${problem}); the source may be damaged`);
    } finally {
      copy.close();
    }
    results.push({ name: source.name, from: source.path, to, bytes: statSync(to).size, seconds: (performance.now() - started) / 1000 });
  }
  return results;
}
