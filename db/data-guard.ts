// Keeps the SQLite files safe while serving: checkpoints the WAL regularly (so a file copy or a crash loses little),
// notices a file deleted or replaced under the running server and rescues its data from the open connection, and
// keeps DATA_DIR/state-marker.json so a start on an empty or missing state.db is refused instead of silently
// refusing every key.
import { existsSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, DbLogger } from './sqlite.ts';

export const MARKER_FILE = 'state-marker.json';

export interface StateCounts {
  accounts: number;
  keys: number;
}

interface Marker extends StateCounts {
  at: string;
}

export interface GuardedFile {
  name: string;
  path: string;
  db: () => Db;
}

export interface DataGuard {
  /** One round: checkpoint, check the files are still the ones opened, refresh the marker. */
  tick(): void;
  start(intervalMs?: number): void;
  stop(): void;
  /** Files deleted or replaced under the server, by name, with where their data was rescued to. */
  lost(): ReadonlyMap<string, string>;
}

export interface DataGuardOptions {
  dataDir: string;
  files: readonly GuardedFile[];
  /** Accounts and keys in state.db; undefined when state is not in this folder (PostgreSQL). */
  counts: () => StateCounts | undefined;
  logger: DbLogger;
  /** Told the name of a file found deleted or replaced, once. */
  onLost?: (name: string) => void;
  now?: () => Date;
}

export function createDataGuard(options: DataGuardOptions): DataGuard {
  const { dataDir, files, counts, logger, onLost = () => {}, now = () => new Date() } = options;
  const opened = new Map(files.map((file) => [file.name, identity(file.path)]));
  const lost = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    for (const file of files) {
      if (lost.has(file.name)) continue;
      try {
        file.db().pragma('wal_checkpoint(PASSIVE)');
      } catch (error) {
        logger.warn('checkpoint failed', { file: file.path, error: (error as Error).message });
      }
      if (identity(file.path) === opened.get(file.name)) continue;
      // The connection still holds the old file: copy it out before anything else can lose it.
      const rescue = `${file.path}.rescued-${now().toISOString().replace(/[:.]/g, '-')}`;
      try {
        file.db().exec(`VACUUM INTO '${rescue.replace(/'/g, "''")}'`);
        lost.set(file.name, rescue);
        onLost(file.name);
        logger.error(
          `${file.path} was deleted or replaced while the server runs; its data was copied to ${rescue}. ` +
            `Stop the server, move ${rescue} to ${file.path} (removing any -wal and -shm beside it), and start it again`,
        );
      } catch (error) {
        lost.set(file.name, '');
        onLost(file.name);
        logger.error(`${file.path} was deleted or replaced while the server runs, and copying its data out failed: ${(error as Error).message}`);
      }
    }
    const current = lost.has('state') ? undefined : counts();
    if (current) writeMarker(dataDir, current, now());
  };

  return {
    tick,
    start(intervalMs = 30_000) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      tick();
    },
    lost: () => lost,
  };
}

/** Device and inode: a deleted file has none, a replaced one another. */
function identity(path: string): string {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return 'missing';
  }
}

export function readMarker(dataDir: string): Marker | undefined {
  const file = join(dataDir, MARKER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Marker>;
    return { accounts: Number(parsed.accounts) || 0, keys: Number(parsed.keys) || 0, at: String(parsed.at ?? '') };
  } catch {
    return undefined;
  }
}

export function writeMarker(dataDir: string, counts: StateCounts, at: Date): void {
  const file = join(dataDir, MARKER_FILE);
  const previous = readMarker(dataDir);
  if (previous && previous.accounts === counts.accounts && previous.keys === counts.keys) return;
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ ...counts, at: at.toISOString() })}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Accounts and keys in a SQLite state database. */
export function countState(db: Db): StateCounts {
  return db.prepare<[], StateCounts>('SELECT (SELECT count(*) FROM accounts) AS accounts, (SELECT count(*) FROM api_keys) AS keys').get()!;
}

/** Why starting on this state would lose data silently, or undefined when it is fine. */
export function lostStateProblem(dataDir: string, statePath: string, counts: StateCounts): string | undefined {
  const marker = readMarker(dataDir);
  if (!marker || marker.accounts === 0 || counts.accounts > 0) return undefined;
  return (
    `${statePath} has no accounts, but ${join(dataDir, MARKER_FILE)} records ${marker.accounts} accounts and ${marker.keys} keys on ${marker.at}: ` +
    `state.db was deleted, replaced, or copied without its -wal file, and every API key would be refused. ` +
    `Restore it: stop, copy a backup (logos backup writes DATA_DIR/backups/<time>/state.db) or a ${statePath}.rescued-* file to ${statePath}, start. ` +
    `To start afresh on purpose, delete ${join(dataDir, MARKER_FILE)}`
  );
}
