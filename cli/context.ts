// What every command shares: configuration and dependencies opened once and closed after, and --json or text output.
import { loadConfig } from '../server/config.ts';
import { createDeps, type Deps } from '../server/deps.ts';

export async function withDeps<T>(work: (deps: Deps) => Promise<T> | T): Promise<T> {
  const deps = await createDeps(loadConfig());
  try {
    return await work(deps);
  } finally {
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
