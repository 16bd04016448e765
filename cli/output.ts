// What a command writes: its answer, as --json or text, and its failure. The answer is written straight to standard
// output's descriptor, so a command that prints once never builds process.stdout (a stream and the modules behind it,
// a visible share of a lookup's start-up). Whatever writes, a reader that closes early (`logos build --json | head`)
// has what it wanted, and the command stops quietly instead of crashing.
import { writeSync } from 'node:fs';
import { escapeForTerminal } from './escape.ts';

const STDOUT = 1;

function stopOnClosedPipe(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
  process.exit(0);
}

/** Writes all of `text` to standard output before returning. */
export function writeOut(text: string): void {
  const bytes = Buffer.from(text);
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(STDOUT, bytes, written);
  } catch (error) {
    // A descriptor another process left non-blocking refuses a full pipe's write: the stream waits for room instead.
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') process.stdout.write(bytes.subarray(written));
    else stopOnClosedPipe(error);
  }
}

/** Guards process.stdout (commander's help, build progress, MCP) once something builds it, not before. */
export function guardStandardOutput(): void {
  const built = Object.getOwnPropertyDescriptor(process, 'stdout');
  if (!built?.get || !built.configurable) {
    process.stdout.on('error', stopOnClosedPipe);
    return;
  }
  let guarded = false;
  Object.defineProperty(process, 'stdout', {
    configurable: true,
    enumerable: built.enumerable,
    get() {
      const stream = built.get!.call(process) as NodeJS.WriteStream;
      if (!guarded) {
        guarded = true;
        stream.on('error', stopOnClosedPipe);
      }
      return stream;
    },
  });
}

/** Every command's output: stored and typed text in it is escaped (escape.ts), so it cannot drive the terminal. */
export function print(data: unknown, json: boolean, text: () => string): void {
  writeOut(`${escapeForTerminal(json ? JSON.stringify(data, null, 2) : text())}\n`);
}

/** Turns a failed command into a message on stderr and a non-zero exit code, never a stack trace for the user. */
export function fail(error: unknown): void {
  process.stderr.write(`logos: ${escapeForTerminal(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 1;
}
