// Runs the real `logos` CLI in a child process against a data folder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `input` is written to the command's standard input, which is otherwise closed at once. */
export async function logos(dataDir: string, args: string[], env: Record<string, string> = {}, input = ''): Promise<CliResult> {
  try {
    const running = run('node', ['cli/logos.js', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });
    running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
