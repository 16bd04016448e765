// What every command shares: what it touches, opened on first use and closed after, and --json or text output. The
// composition root and the configuration are imported when a command first asks for them, so `--help` loads neither.
import type { Catalog } from '../catalog/catalog.ts';
import type { Config } from '../server/config/index.ts';
import type { Root } from '../server/root.ts';
import { escapeForTerminal } from './escape.ts';
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

/** What a command on state alone is given: the root's members it needs, with the root's interface. */
export type StateSide = Pick<Root, 'config' | 'logger' | 'state'>;

/**
 * State alone, for the commands on accounts, keys and usage: opened as the composition root opens it, when first
 * asked for, without the root's modules (catalog, object storage, render processes); closed after.
 */
export async function withState<T>(work: (side: StateSide) => Promise<T> | T): Promise<T> {
  const [{ loadConfig }, { createLogger }, { openConfiguredState }] = await Promise.all([
    import('../server/config/index.ts'),
    import('../server/observability/logger.ts'),
    import('../server/state.ts'),
  ]);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let opened: Promise<OpenedState> | undefined;
  try {
    return await work({ config, logger, state: () => (opened ??= openConfiguredState(config, logger)) });
  } finally {
    if (opened) {
      await refreshMarker(opened, config.dataDir);
      await opened.then((state) => state.close(), () => undefined);
    }
  }
}

/**
 * catalog.db alone, for a command that only reads it (`brand`, `merchant`): without the composition root, so the
 * command loads neither object storage, render processes nor state, nor their packages.
 */
export async function withCatalog<T>(work: (catalog: Catalog, config: Config) => Promise<T> | T): Promise<T> {
  const [{ loadConfig }, { openDatabase }, { catalogMigrations }, { createCatalog }] = await Promise.all([
    import('../server/config/index.ts'),
    import('../db/sqlite.ts'),
    import('../catalog/schema.ts'),
    import('../catalog/catalog.ts'),
  ]);
  const config = loadConfig();
  const db = openDatabase(config.catalogPath, catalogMigrations);
  try {
    return await work(createCatalog(db), config);
  } finally {
    db.close();
  }
}

/**
 * Why a lookup found nothing when the catalog holds no brand at all: right after installing, before the seed
 * catalog was imported, "no brand is known" would be misleading.
 */
export function emptyCatalogProblem(catalog: Pick<Catalog, 'counts'>, config: Pick<Config, 'catalogPath'>): string | undefined {
  if (catalog.counts().brands > 0) return undefined;
  return `the catalog (${config.catalogPath}) is empty: run \`logos import\` to import the seed catalog (\`npm start\` imports it on its first start), or set DATA_DIR to the folder of an existing catalog`;
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

/** Every command's output: stored and typed text in it is escaped (escape.ts), so it cannot drive the terminal. */
export function print(data: unknown, json: boolean, text: () => string): void {
  process.stdout.write(`${escapeForTerminal(json ? JSON.stringify(data, null, 2) : text())}\n`);
}

/** Turns a failed command into a message on stderr and a non-zero exit code, never a stack trace for the user. */
export function fail(error: unknown): void {
  process.stderr.write(`logos: ${escapeForTerminal(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 1;
}
