#!/usr/bin/env node
// Entry point of the `logos` command: runs the program `npm run build` bundled into dist/, so a running origin
// carries no TypeScript loader (BENCHMARK.md). Where that build is missing or older than a source, or with
// LOGOS_FROM_SOURCE=1, it runs the TypeScript sources through tsx instead. A long-running origin is given node flags
// of its own where it is started (cli/server-flags.js).
import { builtProgram } from './built.js';

const built = process.env.LOGOS_FROM_SOURCE === '1' ? undefined : builtProgram();
if (built?.url) await import(built.url);
else {
  if (built) process.stderr.write(`logos: running the sources through tsx: ${built.reason}\n`);
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}
