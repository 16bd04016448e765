// Opens a SQLite file with the pragmas every database here needs and brings its schema up to date.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;
export type Migration = (db: Db) => void;
/** What the database helpers log through (the server's logger fits). */
export interface DbLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function openDatabase(path: string, migrations: readonly Migration[]): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db: Db | undefined;
  try {
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, migrations);
  } catch (error) {
    db?.close();
    // SQLite's own message ("file is not a database") names no file; an operator needs to know which one.
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
  return db;
}

/** Whether an error says the file's content is damaged (as opposed to busy, full or closed). */
export function isCorruption(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'));
}

/** PRAGMA quick_check: undefined when the file is sound, else SQLite's first complaint. */
export function integrityProblem(db: Db): string | undefined {
  try {
    const rows = db.pragma('quick_check') as Array<{ quick_check: string }>;
    const first = rows[0]?.quick_check ?? 'no answer';
    return first === 'ok' ? undefined : first.replace(/^\*\*\* in database main \*\*\*\n/, '').split('\n')[0];
  } catch (error) {
    return (error as Error).message;
  }
}

// user_version records how many migrations ran, so each runs exactly once, in its own transaction.
function migrate(db: Db, migrations: readonly Migration[]): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > migrations.length) {
    throw new Error(`database schema version ${applied} is newer than this program knows (${migrations.length})`);
  }
  for (let version = applied; version < migrations.length; version++) {
    db.transaction(() => {
      migrations[version]!(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
