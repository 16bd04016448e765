// Keeps an origin on the newest published catalog (CATALOG_URL): pulled before the origin listens, then polled and
// swapped in while it serves, so no request fails on the change.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_POINTER_KEY,
  CatalogArtifactError,
  openPublishedCatalog,
  pullCatalog,
  readCatalogPointer,
  type CatalogPointer,
} from '../../pipeline/publish/catalog-artifact.ts';
import type { ObjectStorage } from '../../pipeline/storage/types.ts';
import type { Config } from '../config/index.ts';
import type { Deps } from '../deps.ts';
import { openStore } from '../stores.ts';

export interface PulledCatalog {
  store: ObjectStorage;
  pointer: CatalogPointer;
  /** The local, hash-checked copy. */
  path: string;
  dir: string;
}

export async function pullPublishedCatalog(config: Config & { catalogUrl: string }): Promise<PulledCatalog> {
  const store = openStore(config.catalogUrl, config);
  const pointer = await readCatalogPointer(store);
  if (!pointer) {
    throw new CatalogArtifactError(`no catalog is published at CATALOG_URL=${config.catalogUrl} (${CATALOG_POINTER_KEY} is missing): run \`logos catalog publish\` there first`);
  }
  const dir = join(config.dataDir, 'published-catalog');
  return { store, pointer, path: await pullCatalog(store, pointer, dir), dir };
}

export interface CatalogFollower {
  version(): string;
  /** Pulls and swaps in a newer published version; false when the current one is the newest. */
  checkNow(): Promise<boolean>;
  stop(): void;
}

export function followPublishedCatalog(pulled: PulledCatalog, deps: Deps, intervalMs: number): CatalogFollower {
  let current = pulled.pointer;
  let running: Promise<boolean> | undefined;

  const check = async (): Promise<boolean> => {
    const latest = await readCatalogPointer(pulled.store);
    if (!latest || latest.version === current.version) return false;
    const path = await pullCatalog(pulled.store, latest, pulled.dir);
    deps.swapCatalog(openPublishedCatalog(path));
    rmSync(join(pulled.dir, `${current.version}.db`), { force: true });
    deps.logger.info('published catalog swapped in', { version: latest.version, previous: current.version, brands: latest.brands });
    current = latest;
    return true;
  };
  const checkNow = () => (running ??= check().finally(() => (running = undefined)));

  const timer = setInterval(() => {
    checkNow().catch((error: unknown) => {
      // A bad or unreachable artifact leaves the origin serving the version it has.
      deps.logger.error('published catalog not pulled', { version: current.version, error: (error as Error).message });
    });
  }, intervalMs);
  timer.unref();
  return { version: () => current.version, checkNow, stop: () => clearInterval(timer) };
}
