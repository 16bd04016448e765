#!/usr/bin/env -S node --max-semi-space-size=4
// Entry point of the `logos` command: runs the CLI compiled to JavaScript (compiled.js), or through the tsx loader
// where the compiled copy cannot be cached. The young generation is capped at 4 MB a semi-space: a server's requests
// leave little behind, and at V8's default start-up alone grows it to a size an origin then keeps (BENCHMARK.md).
import { compiledCli } from './compiled.js';

const compiled = await compiledCli();
if (compiled) await import(compiled);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}
