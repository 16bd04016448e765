// What every command shares: what it touches, opened on first use and closed after, and --json or text output.
import { countState, writeMarker } from '../db/data-guard.ts';
import { loadConfig } from '../server/config/index.ts';
import { createRoot, type Root } from '../server/root.ts';
import { escapeForTerminal } from './escape.ts';

/** Each member of the composition root (server/root.ts) is opened when the command first uses it, and closed after. */
export async function withRoot<T>(work: (root: Root) => Promise<T> | T): Promise<T> {
  const root = createRoot(loadConfig());
  try {
    return await work(root);
  } finally {
    if (root.built().includes('state')) await refreshMarker(root);
    await root.close();
  }
}

/** Records the accounts and keys of an embedded state.db, which the next start checks it against (db/data-guard.ts). */
async function refreshMarker(root: Root): Promise<void> {
  try {
    const state = await root.state();
    if (state.backend === 'sqlite') writeMarker(root.config.dataDir, countState(state.db), new Date());
  } catch {
    // The marker is a safeguard for the next start; failing to refresh it must not hide the command's own outcome.
  }
}

/** Every command's output: stored and typed text in it is escaped (escape.ts), so it cannot drive the terminal. */
export function print(data: unknown, json: boolean, text: () => string): void {
  process.stdout.write(`${escapeForTerminal(json ? JSON.stringify(data, null, 2) : text())}\n`);
}

/** Turns a failed command into a message on stderr and a non-zero exit code, never a stack trace for the user. */
export function fail(error: unknown): void {
  process.stderr.write(`logos: ${escapeForTerminal(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 1;
}
