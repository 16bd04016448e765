// Chooses the state backend: PostgreSQL when STATE_URL names one, else state.db in the data folder. Each backend is
// loaded when chosen, so a process on state.db never loads the PostgreSQL client, and the reverse.
import type { PostgresState } from './postgres/index.ts';
import type { SqliteState } from './sqlite/index.ts';

export interface StateOptions {
  /** postgres://… for state shared by several origins; unset for the embedded SQLite file. */
  url: string | undefined;
  sqlitePath: string;
  queueMax?: number;
  onError?: (error: Error) => void;
}

export type OpenedState = SqliteState | PostgresState;

export async function openState(options: StateOptions): Promise<OpenedState> {
  if (options.url) {
    const { openPostgresState } = await import('./postgres/index.ts');
    return openPostgresState(options.url, { queueMax: options.queueMax, onError: options.onError });
  }
  const { openSqliteState } = await import('./sqlite/index.ts');
  return openSqliteState(options.sqlitePath, { queueMax: options.queueMax });
}
