// What every command shares: what it touches, opened on first use and closed after, and --json or text output.
import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { countState, lostStateProblem, writeMarker } from '../db/data-guard.ts';
import { createDeps, type Deps } from '../server/deps.ts';
import { createRoot, type Root } from '../server/root.ts';

/** For commands on the catalog and storage: each member is opened when the command first uses it (server/root.ts). */
export async function withRoot<T>(work: (root: Root) => Promise<T> | T): Promise<T> {
  const root = createRoot(loadConfig());
  try {
    return await work(root);
  } finally {
    root.close();
  }
}

/** For commands on state (accounts, keys, the discovery queue): the origin's whole set of dependencies. */
export async function withDeps<T>(work: (deps: Deps) => Promise<T> | T): Promise<T> {
  const config = loadConfig();
  // Opening a deleted state.db would create an empty one and carry on: refuse when the folder shows it had data.
  const lost = config.stateUrl || existsSync(config.statePath) ? undefined : lostStateProblem(config.dataDir, config.statePath, { accounts: 0, keys: 0 });
  if (lost) throw new Error(lost);
  const deps = await createDeps(config);
  try {
    return await work(deps);
  } finally {
    try {
      if (deps.stateDb) writeMarker(config.dataDir, countState(deps.stateDb), new Date());
    } catch {
      // The marker is a safeguard for the next start; failing to refresh it must not hide the command's own outcome.
    }
    await deps.close();
  }
}

export function print(data: unknown, json: boolean, text: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${text()}\n`);
}

/** Turns a failed command into a message on stderr and a non-zero exit code, never a stack trace for the user. */
export function fail(error: unknown): void {
  process.stderr.write(`logos: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
