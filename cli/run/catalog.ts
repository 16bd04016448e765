// `logos catalog publish|pull`: a consistent snapshot of catalog.db, with its version and hash, into object storage, where
// origins started with CATALOG_URL pull it.
import { z } from 'zod';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATALOG_POINTER_KEY, publishCatalog, pullCatalog, readCatalogPointer } from '../../pipeline/publish/catalog-artifact.ts';
import { loadConfig } from '../../server/config/index.ts';
import { openStore } from '../../server/stores.ts';
import { foldDiscoveries } from '../../pipeline/publish/discoveries.ts';
import { withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({ to: z.string().min(1).optional(), from: z.string().min(1).optional(), json: z.boolean().default(false) });

export async function publish(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const pointer = await withRoot(async (root) => {
    const target = options.to ?? root.config.catalogUrl;
    if (!target) throw new Error('name where to publish: --to <dir|s3://bucket/prefix>, or set CATALOG_URL');
    const folded = await foldDiscoveries(root.catalog, (await root.state()).discoveries);
    return { ...(await publishCatalog(root.catalogDb, openStore(target, root.config), root.config.dataDir)), discoveriesFolded: folded };
  });
  print(pointer, options.json, () => `published catalog ${pointer.version}: ${pointer.brands} brands (${pointer.discoveriesFolded} discovered brands folded in), ${pointer.bytes} bytes, sha256 ${pointer.sha256}`);
}

export async function pull(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const config = loadConfig();
  const source = options.from ?? config.catalogUrl;
  if (!source) throw new Error('name where the catalog is published: --from <dir|s3://bucket/prefix>, or set CATALOG_URL');
  const store = openStore(source, config);
  const pointer = await readCatalogPointer(store);
  if (!pointer) throw new Error(`no catalog is published at ${source} (${CATALOG_POINTER_KEY} is missing)`);
  const staging = join(config.dataDir, 'published-catalog');
  const path = await pullCatalog(store, pointer, staging);
  mkdirSync(dirname(config.catalogPath), { recursive: true });
  for (const suffix of ['-wal', '-shm']) rmSync(config.catalogPath + suffix, { force: true });
  copyFileSync(path, config.catalogPath);
  print(pointer, options.json, () => `pulled catalog ${pointer.version}: ${pointer.brands} brands into ${config.catalogPath}`);
}
