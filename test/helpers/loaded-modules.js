// `node --import ./test/helpers/loaded-modules.js program`: writes the URL of every module the program loads, one a
// line, to the file LOADED_MODULES_FILE names, so a test can check what a command loads without running it in-process.
// Node's own modules, which a bundled package's require loads past the hooks, are written as node:<name> at exit.
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';

register('./loaded-modules-hooks.js', import.meta.url, { data: { file: process.env.LOADED_MODULES_FILE } });
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((entry) => /^NativeModule (?!internal\/)/.test(entry)).map((entry) => `node:${entry.slice('NativeModule '.length)}`);
  if (process.env.LOADED_MODULES_FILE) appendFileSync(process.env.LOADED_MODULES_FILE, `${builtins.join('\n')}\n`);
});
