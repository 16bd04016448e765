// Chooses the state backend: PostgreSQL when STATE_URL names one, else state.db in the data folder.
import { openPostgresState, type PostgresState } from './postgres/index.ts';
import { openSqliteState, type SqliteState } from './sqlite/index.ts';

export interface StateOptions {
  /** postgres://… for state shared by several origins; unset for the embedded SQLite file. */
  url: string | undefined;
  sqlitePath: string;
  queueMax?: number;
  onError?: (error: Error) => void;
}

export type OpenedState = SqliteState | PostgresState;

export async function openState(options: StateOptions): Promise<OpenedState> {
  if (options.url) return openPostgresState(options.url, { queueMax: options.queueMax, onError: options.onError });
  return openSqliteState(options.sqlitePath, { queueMax: options.queueMax });
}
