// Runs the `logos` program; the commands are wired in program.ts, each in its own file under commands/.
import { fail } from './context.ts';
import { createProgram } from './program.ts';

// `logos build --json | head` closes the pipe early; the reader has what it wanted, so stop quietly instead of crashing.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

await createProgram().parseAsync(process.argv).catch(fail);
