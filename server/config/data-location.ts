// Where the data lives (DATA_DIR, STATE_URL) and how much is logged (LOG_LEVEL): the settings every command reads.
// Plain code without zod, so the lookup commands (`logos brand`, `merchant`, `keys list`, `accounts list`) read them
// without loading the whole configuration's schema; index.ts builds its schema on the same definitions.
import { resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from '../observability/logger.ts';

export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
export const STATE_URL_PATTERN = /^postgres(ql)?:\/\/./;
export const STATE_URL_PROBLEM = 'must be a postgres:// or postgresql:// URL (unset: state.db in DATA_DIR)';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface DataLocation {
  dataDir: string;
  catalogPath: string;
  statePath: string;
  /** PostgreSQL shared by several origins; unset: state.db in DATA_DIR. */
  stateUrl: string | undefined;
  logLevel: LogLevel;
}

/** The catalog and state files of a data folder. */
export function filesIn(dataDir: string): Pick<DataLocation, 'dataDir' | 'catalogPath' | 'statePath'> {
  const folder = resolve(dataDir);
  return { dataDir: folder, catalogPath: resolve(folder, 'catalog.db'), statePath: resolve(folder, 'state.db') };
}

/** Reads the data location alone from the environment, with the whole configuration's checks and messages. */
export function dataLocationOf(env: Record<string, string | undefined> = process.env): DataLocation {
  const problems: string[] = [];
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  if (dataDir === '') problems.push('DATA_DIR: must not be empty');
  const stateUrl = env.STATE_URL;
  if (stateUrl !== undefined && !STATE_URL_PATTERN.test(stateUrl)) problems.push(`STATE_URL: ${STATE_URL_PROBLEM}`);
  const logLevel = (env.LOG_LEVEL ?? DEFAULT_LOG_LEVEL) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`);
  if (problems.length > 0) throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  return { ...filesIn(dataDir), stateUrl, logLevel };
}
