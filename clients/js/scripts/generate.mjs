#!/usr/bin/env node
// Writes src/schema.ts, the client's types, from a logos origin's live OpenAPI document:
//   node scripts/generate.mjs http://localhost:8080      (GET /api/open-api of a running origin)
// The repository's own `npm run client:types` passes the app's document in-process instead.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.ts', import.meta.url));

const HEADER = '// Generated from the logos OpenAPI document by scripts/generate.mjs (openapi-typescript); do not edit.\n';

/** The types file for an OpenAPI document, exactly as it is checked in. */
export async function typesFrom(document) {
  // The servers entry names whichever origin served the document; the types must not depend on it.
  const { servers: _servers, ...portable } = document;
  return HEADER + astToString(await openapiTS(portable, { alphabetize: true }));
}

async function main(origin) {
  if (!origin) throw new Error('usage: node scripts/generate.mjs <origin URL, such as http://localhost:8080>');
  const response = await fetch(new URL('/api/open-api', origin), { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${origin}/api/open-api answered ${response.status}`);
  writeFileSync(SCHEMA_FILE, await typesFrom(await response.json()));
  console.log(`wrote ${SCHEMA_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
