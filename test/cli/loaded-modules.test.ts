// What the built `logos` loads for a command: `--help` loads no command's implementation; `brand` and `merchant` answer
// from catalog.db, and `keys list` and `accounts list` from state, with no package but better-sqlite3 (commander is
// bundled): without the server's modules, the configuration's schema (zod), the composition root or argon2; the
// configuration the other commands read loads no discovery provider.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../catalog/catalog.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { openDatabase } from '../../db/sqlite.ts';
import { buildDist, type BuildSummary } from '../../scripts/build.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOOK = join(ROOT, 'test/helpers/loaded-modules.js');
const HEAVY_PACKAGES = ['hono', '@hono/', 'sharp', '@aws-sdk/', '@modelcontextprotocol/', 'postgres', 'ioredis'];

let artifacts: string;
let build: BuildSummary;
let dataDir: string;

beforeAll(async () => {
  mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
  // Inside the project, so the bundle finds its packages in node_modules as dist/ does.
  artifacts = mkdtempSync(join(ROOT, 'test-artifacts', 'loaded-'));
  build = await buildDist(ROOT, join(artifacts, 'dist'));
  dataDir = join(artifacts, 'data');
  const db = openDatabase(join(dataDir, 'catalog.db'), catalogMigrations);
  createCatalog(db).upsertBrand({ domain: 'stripe.com', name: 'Stripe', description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
  db.close();
}, 120_000);
afterAll(() => {
  if (artifacts) rmSync(artifacts, { recursive: true, force: true });
});

interface Loaded {
  stdout: string;
  /** Source files (from the project root) bundled into the files of dist/ the process loaded. */
  sources: string[];
  /** Packages the process loaded from node_modules. */
  packages: string[];
  /** Node's own modules the process loaded (node:fs …). */
  builtins: string[];
}

/** Runs `node <nodeArgs>` and lists what it loaded. */
async function loadedBy(nodeArgs: string[]): Promise<Loaded> {
  const list = join(artifacts, `modules-${Math.random().toString(36).slice(2)}.txt`);
  const { stdout } = await run(process.execPath, ['--import', HOOK, ...nodeArgs], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOADED_MODULES_FILE: list },
    timeout: 60_000,
  });
  const lines = readFileSync(list, 'utf8').split('\n');
  const urls = lines.filter((url) => url.startsWith('file://'));
  const outDir = build.outDir + '/';
  const sources = new Set<string>();
  const packages = new Set<string>();
  for (const path of urls.map((url) => fileURLToPath(url))) {
    const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    if (inPackage) packages.add(inPackage[1]!);
    else if (path.startsWith(outDir)) for (const source of build.outputs[path.slice(outDir.length)] ?? []) sources.add(source);
    else if (path.startsWith(ROOT)) sources.add(path.slice(ROOT.length));
  }
  return { stdout, sources: [...sources].sort(), packages: [...packages].sort(), builtins: lines.filter((line) => line.startsWith('node:')) };
}

const builtCli = (args: string[]) => loadedBy([join(build.outDir, 'cli.js'), ...args]);
const heavy = (packages: string[]) => packages.filter((name) => HEAVY_PACKAGES.some((heavy) => name === heavy || name.startsWith(heavy) && heavy.endsWith('/')));

describe('the built logos', () => {
  it('prints --help from the command declarations alone: no implementation, no package (commander is bundled)', async () => {
    const loaded = await builtCli(['--help']);
    expect(loaded.stdout).toContain('brand [options] <domain>');
    expect(loaded.packages).toEqual([]);
    expect(loaded.sources.filter((source) => !source.startsWith('cli/commands/'))).toEqual(
      expect.arrayContaining(['cli/index.ts', 'cli/program.ts']),
    );
    expect(loaded.sources.filter((source) => source.startsWith('cli/run/') || /^(server|state|db)\//.test(source))).toEqual([]);
    // commander requires child_process for subcommands kept in files of their own; the build defers it to first use.
    expect(loaded.builtins).toContain('node:fs');
    expect(loaded.builtins).not.toContain('node:child_process');
  });

  it('answers brand from catalog.db without the server or the configuration schema: SQLite is its one package', async () => {
    const loaded = await builtCli(['brand', 'stripe.com', '--json']);
    expect(JSON.parse(loaded.stdout)).toMatchObject({ domain: 'stripe.com', name: 'Stripe' });
    expect(loaded.sources).toContain('cli/run/brand.ts');
    expect(loaded.sources.filter((source) => source.startsWith('cli/run/') && source !== 'cli/run/brand.ts')).toEqual([]);
    // Where the data lives is read without the whole configuration, whose zod schema costs more than the lookup.
    expect(loaded.sources.filter((source) => source.startsWith('server/'))).toEqual(['server/config/data-location.ts', 'server/observability/logger.ts']);
    expect(loaded.packages).toEqual(['better-sqlite3']);
    // Nor Node's modules behind a clock or a child process (the module hooks listing all this load net themselves).
    expect(loaded.builtins.filter((name) => ['node:perf_hooks', 'node:child_process'].includes(name))).toEqual([]);
  });

  it('reads the configuration without loading any discovery provider or the HTML parser', async () => {
    const config = await loadedBy(['--import', 'tsx', '--input-type=module', '-e', "(await import('./server/config/index.ts')).loadConfig()"]);
    expect(config.sources).toContain('pipeline/discovery/platform-sites.ts');
    expect(config.sources.filter((source) => source.startsWith('pipeline/discovery/providers/'))).toEqual([]);
    expect(config.packages).not.toContain('htmlparser2');
    const brand = await builtCli(['brand', 'stripe.com', '--json']);
    expect(brand.sources.filter((source) => source.startsWith('pipeline/discovery/providers/'))).toEqual([]);
    expect(brand.packages).not.toContain('htmlparser2');
  });

  it('answers merchant without the search index or the OpenAPI schema builder', async () => {
    const loaded = await builtCli(['merchant', 'AMZN Mktp US*2K4AB1CD3', '--json']);
    expect(JSON.parse(loaded.stdout)).toMatchObject({ merchant: 'Amazon', domain: 'amazon.com', via: 'alias:AMZN MKTP' });
    expect(loaded.sources).toContain('catalog/name-index.ts');
    expect(loaded.sources).not.toContain('catalog/search.ts');
    expect(loaded.sources).not.toContain('server/schemas/merchant-query.ts');
    expect(loaded.sources).not.toContain('server/root.ts');
    expect(loaded.packages).toEqual(['better-sqlite3']);
    expect(loaded.builtins).not.toContain('node:child_process');
  });

  it.each([['keys'], ['accounts']])('lists %s from state alone: no catalog, no composition root, no argon2', async (command) => {
    const loaded = await builtCli([command, 'list', '--json']);
    expect(JSON.parse(loaded.stdout)).toEqual([]);
    expect(loaded.sources).toContain('state/open.ts');
    // catalog/text.ts is pure text folding; the CLI's printer takes its class of hidden characters from it.
    expect(loaded.sources.filter((source) => /^(catalog\/(?!types\.ts|text\.ts)|pipeline\/(?!discovery\/platform-sites|formats|logo\/request)|server\/root\.ts)/.test(source))).toEqual([]);
    expect(loaded.sources).not.toContain('server/config/index.ts');
    expect(loaded.packages).toEqual(['better-sqlite3']);
  });
});
