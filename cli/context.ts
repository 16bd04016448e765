// What every command shares: what it touches, opened on first use and closed after (what it writes: output.ts). The
// composition root and the configuration are imported when a command first asks for them, so `--help` loads neither;
// the commands on catalog.db or state alone read only where the data lives (server/config/data-location.ts).
import type { Catalog } from '../catalog/catalog.ts';
import type { DataLocation } from '../server/config/data-location.ts';
import type { Logger } from '../server/observability/logger.ts';
import type { Root } from '../server/root.ts';
import type { OpenedState } from '../state/open.ts';

/** Each member of the composition root (server/root.ts) is opened when the command first uses it, and closed after. */
export async function withRoot<T>(work: (root: Root) => Promise<T> | T): Promise<T> {
  const [{ loadConfig }, { createRoot }] = await Promise.all([import('../server/config/index.ts'), import('../server/root.ts')]);
  const root = createRoot(loadConfig());
  try {
    return await work(root);
  } finally {
    if (root.built().includes('state')) await refreshMarker(root.state(), root.config.dataDir);
    await root.close();
  }
}

/** What a command on state alone is given: where the data lives, a logger, and state opened on first use. */
export interface StateSide {
  location: DataLocation;
  logger: Logger;
  state: Root['state'];
}

/**
 * State alone, for the commands on accounts, keys and usage: opened as the composition root opens it, when first
 * asked for, without the root's modules (catalog, object storage, render processes) or the configuration's schema;
 * closed after.
 */
export async function withState<T>(work: (side: StateSide) => Promise<T> | T): Promise<T> {
  const [{ dataLocationOf }, { createLogger }, { openConfiguredState }] = await Promise.all([
    import('../server/config/data-location.ts'),
    import('../server/observability/logger.ts'),
    import('../server/state.ts'),
  ]);
  const location = dataLocationOf();
  const logger = createLogger(location.logLevel);
  let opened: Promise<OpenedState> | undefined;
  try {
    return await work({ location, logger, state: () => (opened ??= openConfiguredState(location, logger)) });
  } finally {
    if (opened) {
      await refreshMarker(opened, location.dataDir);
      await opened.then((state) => state.close(), () => undefined);
    }
  }
}

const CATALOG_MAP_BYTES = 256 * 1024 * 1024;

/**
 * catalog.db alone, for a command that only reads it (`brand`, `merchant`): without the composition root or the
 * configuration's schema, so the command loads neither object storage, render processes nor state, nor their packages.
 */
export async function withCatalog<T>(work: (catalog: Catalog, location: DataLocation) => Promise<T> | T): Promise<T> {
  const [{ dataLocationOf }, { openDatabase }, { catalogMigrations }, { createCatalog }] = await Promise.all([
    import('../server/config/data-location.ts'),
    import('../db/sqlite.ts'),
    import('../catalog/schema.ts'),
    import('../catalog/catalog.ts'),
  ]);
  const location = dataLocationOf();
  const db = openDatabase(location.catalogPath, catalogMigrations);
  // A lookup by name scans the index of every name once: mapped, its pages are not copied into SQLite's cache first.
  db.pragma(`mmap_size = ${CATALOG_MAP_BYTES}`);
  try {
    return await work(createCatalog(db), location);
  } finally {
    db.close();
  }
}

/**
 * Why a lookup found nothing when the catalog holds no brand at all: right after installing, before the seed
 * catalog was imported, "no brand is known" would be misleading.
 */
export function emptyCatalogProblem(catalog: Pick<Catalog, 'counts'>, location: Pick<DataLocation, 'catalogPath'>): string | undefined {
  if (catalog.counts().brands > 0) return undefined;
  return `the catalog (${location.catalogPath}) is empty: run \`logos import\` to import the seed catalog (\`npm start\` imports it on its first start), or set DATA_DIR to the folder of an existing catalog`;
}

/** Records the accounts and keys of an embedded state.db, which the next start checks it against (db/data-guard.ts). */
async function refreshMarker(opened: Promise<OpenedState>, dataDir: string): Promise<void> {
  try {
    const state = await opened;
    if (state.backend !== 'sqlite') return;
    const { countState, writeMarker } = await import('../db/data-guard.ts');
    writeMarker(dataDir, countState(state.db), new Date());
  } catch {
    // The marker is a safeguard for the next start; failing to refresh it must not hide the command's own outcome.
  }
}
