// `npx tsx scripts/typeahead-sample.ts [prefix…]`: the top 5 typeahead answers for common prefixes over a freshly
// imported seed catalog (no request counts), to compare the bundled popularity signal before and after a change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalog } from '../catalog/catalog.ts';
import { catalogMigrations } from '../catalog/schema.ts';
import { createSearch } from '../catalog/search.ts';
import { openDatabase } from '../db/sqlite.ts';
import { importSeed } from '../pipeline/seed/import.ts';
import { createFolderStorage } from '../pipeline/storage/folder.ts';

const PREFIXES = ['str', 'goo', 'app', 'mic', 'ama', 'fac', 'net', 'sla', 'zoo', 'ado', 'sal', 'spo'];
const dir = mkdtempSync(join(tmpdir(), 'logos-typeahead-'));
try {
  const catalog = createCatalog(openDatabase(join(dir, 'catalog.db'), catalogMigrations));
  await importSeed(catalog, createFolderStorage({ root: join(dir, 'sources') }));
  const search = createSearch(catalog);
  for (const prefix of process.argv.length > 2 ? process.argv.slice(2) : PREFIXES) {
    console.log(`${prefix.padEnd(4)} ${search.search(prefix, 'typeahead', Number(process.env.LIMIT ?? 5)).map((hit) => hit.name).join(' · ')}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
