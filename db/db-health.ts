// The databases' health for /health and for start: a real query each time, and after any request hit a damaged
// file (SQLITE_CORRUPT), an integrity check that names the file and says what to do in the log.
import { integrityProblem, isCorruption, type Db, type DbLogger } from './sqlite.ts';

export type DatabaseStatus = 'ok' | 'unreachable' | 'damaged' | 'missing';

export interface DatabaseProbe {
  name: string;
  file: string;
  /** A real read of the tables requests use; throws or returns false when it cannot be done. */
  query(): boolean | Promise<boolean>;
  /** The SQLite file behind it, for an integrity check; PostgreSQL keeps its own. */
  db?: () => Db;
  /** What an operator does when the file is damaged. */
  recovery: string;
}

export interface DbHealth {
  /** Every error a request failed with passes here; corruption makes the next check run an integrity check. */
  noteError(error: unknown): void;
  /** The database's file was deleted or replaced under the server (see data-guard.ts). */
  noteLost(name: string): void;
  check(): Promise<{ ok: boolean; databases: Record<string, DatabaseStatus> }>;
}

export function createDbHealth(probes: () => readonly DatabaseProbe[], logger: DbLogger): DbHealth {
  let suspect = false;
  const damaged = new Map<string, string>();
  const lost = new Set<string>();
  return {
    noteLost(name) {
      lost.add(name);
    },
    noteError(error) {
      if (isCorruption(error)) suspect = true;
    },
    async check() {
      const reachable = new Map<string, boolean>();
      for (const probe of probes()) {
        try {
          reachable.set(probe.name, await probe.query());
        } catch (error) {
          if (isCorruption(error)) suspect = true;
          reachable.set(probe.name, false);
          logger.warn('health check query failed', { database: probe.name, file: probe.file, error: (error as Error).message });
        }
      }
      if (suspect) {
        suspect = false;
        for (const probe of probes()) {
          if (!probe.db) continue;
          const problem = integrityProblem(probe.db());
          if (problem === undefined) continue;
          damaged.set(probe.name, problem);
          logger.error(damagedMessage(probe, problem));
        }
      }
      const databases: Record<string, DatabaseStatus> = {};
      for (const probe of probes()) {
        databases[probe.name] = lost.has(probe.name) ? 'missing' : damaged.has(probe.name) ? 'damaged' : reachable.get(probe.name) ? 'ok' : 'unreachable';
      }
      return { ok: Object.values(databases).every((status) => status === 'ok'), databases };
    },
  };
}

export function damagedMessage(probe: Pick<DatabaseProbe, 'name' | 'file' | 'recovery'>, problem: string): string {
  return `the ${probe.name} database ${probe.file} is damaged (${problem}); ${probe.recovery}`;
}

export const CATALOG_RECOVERY =
  'stop the server, restore catalog.db from a backup (logos backup) or pull the published catalog again (logos catalog pull), ' +
  'or move the file aside to import the seed catalog afresh (logos that discovery found are then lost)';

export const STATE_RECOVERY =
  'stop the server and restore state.db from a backup (logos backup writes DATA_DIR/backups/<time>/state.db); accounts, keys and usage cannot be rebuilt';
