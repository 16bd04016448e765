// State opened as the configuration says (state.db, or PostgreSQL at STATE_URL), a lost state.db refused: for the
// composition root, and alone for the commands that touch nothing else (accounts, keys, usage), without the root's
// modules.
import { existsSync } from 'node:fs';
import { lostStateProblem } from '../db/data-guard.ts';
import { openState, type OpenedState } from '../state/open.ts';
import type { Config } from './config/index.ts';
import type { Logger } from './observability/logger.ts';

export async function openConfiguredState(config: Config, logger: Logger): Promise<OpenedState> {
  // Opening a deleted state.db would create an empty one and carry on: refuse when the folder shows it had data.
  const lost = config.stateUrl || existsSync(config.statePath) ? undefined : lostStateProblem(config.dataDir, config.statePath, { accounts: 0, keys: 0 });
  if (lost) throw new Error(lost);
  return openState({
    url: config.stateUrl,
    sqlitePath: config.statePath,
    queueMax: config.discovery.queueMax,
    onError: (error) => logger.warn('state database unreachable', { error: error.message }),
  });
}
