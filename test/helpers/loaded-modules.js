// `node --import ./test/helpers/loaded-modules.js program`: writes the URL of every module the program loads, one a
// line, to the file LOADED_MODULES_FILE names, so a test can check what a command loads without running it in-process.
import { register } from 'node:module';

register('./loaded-modules-hooks.js', import.meta.url, { data: { file: process.env.LOADED_MODULES_FILE } });
