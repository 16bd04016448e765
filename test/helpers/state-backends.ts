// Both state backends for one test file: SQLite always, PostgreSQL on a real server when its binaries are installed
// (skipped with a notice otherwise; a failure under CI=true). Call at the top level of the file: it registers the
// server's start and the stores' close.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresState } from '../../state/postgres/index.ts';
import { openSqliteState } from '../../state/sqlite/index.ts';
import type { StateStore } from '../../state/types.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from './system-binary.ts';

type PostgresOptions = Parameters<typeof openPostgresState>[1];
/** A row for `describe.each`: the backend's name, whether it can run here, and how to open it. */
export type Backend<T> = [name: string, available: boolean, open: () => Promise<T>];

export interface StateBackends {
  /** One store per call, each on a database of its own. */
  single: Backend<StateStore>[];
  /** Two handles on one database: two processes, or two origin servers. */
  pairs: Backend<[StateStore, StateStore]>[];
}

export function stateBackends(suite: string, postgresOptions: PostgresOptions = {}): StateBackends {
  const binDir = requireBinaryOrSkip(`PostgreSQL ${suite}`, POSTGRES);
  let server: TestPostgres | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'logos-state-'));
  const opened: StateStore[] = [];
  beforeAll(async () => {
    if (binDir) server = await startPostgres(binDir);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((state) => state.close()));
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const kept = <T extends StateStore[]>(stores: T): T => {
    opened.push(...stores);
    return stores;
  };
  const sqlitePath = () => join(dir, `state-${opened.length}.db`);
  const postgres = async (count: number) => {
    const url = await server!.createDatabase();
    return Promise.all(Array.from({ length: count }, () => openPostgresState(url, postgresOptions)));
  };
  return {
    single: [
      ['SQLite', true, async () => kept([openSqliteState(sqlitePath())])[0]!],
      ['PostgreSQL', Boolean(binDir), async () => kept(await postgres(1))[0]!],
    ],
    pairs: [
      ['SQLite', true, async () => {
        const path = sqlitePath();
        return kept([openSqliteState(path), openSqliteState(path)] as [StateStore, StateStore]);
      }],
      ['PostgreSQL', Boolean(binDir), async () => kept((await postgres(2)) as [StateStore, StateStore])],
    ],
  };
}
