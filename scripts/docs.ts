// `npm run docs`: rewrites the generated parts of docs/ (settings, endpoints, errors, CLI, OpenAPI reference).
// `npm run docs -- --check` only lists the stale files and exits 1 if there are any.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fill, generatedParts, partsByFile, readOrEmpty, staleFiles } from './docs/pages.ts';

const root = join(import.meta.dirname, '..');
const parts = await generatedParts();
if (process.argv.includes('--check')) {
  const stale = staleFiles(root, parts);
  for (const file of stale) console.error(`${file} is stale: run npm run docs`);
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  for (const [file, fileParts] of partsByFile(parts)) {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fill(readOrEmpty(path), fileParts));
    console.log(`wrote ${file}`);
  }
}
