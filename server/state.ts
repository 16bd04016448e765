// State opened as the configuration says (state.db, or PostgreSQL at STATE_URL), a lost state.db refused: for the
// composition root, and alone for the commands that touch nothing else (accounts, keys, usage), without the root's
// modules.
import { existsSync } from 'node:fs';
import { lostStateProblem } from '../db/data-guard.ts';
import { openState, type OpenedState } from '../state/open.ts';
import type { DataLocation } from './config/data-location.ts';
import type { Logger } from './observability/logger.ts';

/** `queueMax` caps the discovery queue for a process that queues (the origin); a command that only reads leaves it. */
export async function openConfiguredState(
  location: Pick<DataLocation, 'dataDir' | 'statePath' | 'stateUrl'>,
  logger: Logger,
  queueMax?: number,
): Promise<OpenedState> {
  // Opening a deleted state.db would create an empty one and carry on: refuse when the folder shows it had data.
  const lost = location.stateUrl || existsSync(location.statePath) ? undefined : lostStateProblem(location.dataDir, location.statePath, { accounts: 0, keys: 0 });
  if (lost) throw new Error(lost);
  return openState({
    url: location.stateUrl,
    sqlitePath: location.statePath,
    queueMax,
    onError: (error) => logger.warn('state database unreachable', { error: error.message }),
  });
}
