// Runs the `logos` program; the commands are wired in program.ts, each in its own file under commands/.
import { fail, guardStandardOutput } from './output.ts';
import { createProgram } from './program.ts';

guardStandardOutput();

await createProgram().parseAsync(process.argv).catch(fail);
