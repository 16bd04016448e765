// `npm run client:types`: rewrites clients/js/src/schema.ts from the app's own OpenAPI document, in-process.
// `npm run client:types -- --check` only says whether the checked-in types are stale and exits 1 if they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { SCHEMA_FILE, typesFrom } from '../clients/js/scripts/generate.mjs';
import { liveOpenApiDocument } from './docs/openapi-page.ts';

const types: string = await typesFrom(await liveOpenApiDocument());
if (process.argv.includes('--check')) {
  const stale = readFileSync(SCHEMA_FILE, 'utf8') !== types;
  if (stale) console.error('clients/js/src/schema.ts is stale: run npm run client:types');
  process.exitCode = stale ? 1 : 0;
} else {
  writeFileSync(SCHEMA_FILE, types);
  console.log('wrote clients/js/src/schema.ts');
}
