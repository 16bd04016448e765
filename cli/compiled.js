// The CLI's TypeScript compiled by esbuild into one JavaScript module, cached under node_modules/.cache/logos, so a
// running `logos` (the origin above all) carries no TypeScript loader, whose thread and module cache a long-running
// server would keep (BENCHMARK.md). The cache is keyed by the content of every source file the bundle was made from,
// so an edit rebuilds it on the next start; packages stay outside the bundle and load from node_modules as usual.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.json': 'json' };
// A bundle another, older start may still be loading is left alone for this long.
const STALE_MS = 60_000;

// How the bundle is built is part of what it is: a change to this file rebuilds it too.
const BUILDER = readFileSync(fileURLToPath(import.meta.url), 'utf8');

const digestOf = (sources) => {
  const hash = createHash('sha256').update(BUILDER);
  for (const [path, text] of [...sources].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${path}\0${text}\0`);
  return hash.digest('hex').slice(0, 16);
};

/**
 * The file URL of the compiled CLI (`<root>/cli/index.ts`), built if no cached bundle matches the sources; undefined
 * if it cannot be built or cached.
 */
export async function compiledCli(root = PROJECT_ROOT) {
  const cache = join(root, 'node_modules', '.cache', 'logos');
  const paths = { root, cache, manifest: join(cache, 'cli.json'), entry: join(root, 'cli', 'index.ts') };
  try {
    return cachedBundle(paths) ?? (await buildBundle(paths));
  } catch (error) {
    // A read-only install is expected to run through the loader; anything else is a fault worth seeing.
    if (!['EACCES', 'EPERM', 'EROFS'].includes(error.code)) process.stderr.write(`logos: the CLI could not be compiled (${error.message}); running it through tsx\n`);
    return undefined;
  }
}

function cachedBundle({ root, cache, manifest: manifestFile }) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const sources = new Map(manifest.inputs.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
    const bundle = join(cache, `cli-${manifest.digest}.mjs`);
    return digestOf(sources) === manifest.digest && existsSync(bundle) ? pathToFileURL(bundle).href : undefined;
  } catch {
    // no cache yet, or a source it names is gone
    return undefined;
  }
}

async function buildBundle({ root, cache, manifest, entry }) {
  const { build, stop } = await import('esbuild');
  const sources = new Map();
  // Each module's import.meta.url stays its source file's URL, so data read relative to a module (the scoring model,
  // catalog data, dashboard assets, the render process's entry) is found where it always was.
  const ownUrls = {
    name: 'logos-sources',
    setup(context) {
      context.onLoad({ filter: /.*/, namespace: 'file' }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        sources.set(relative(root, path), text);
        const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
        return { contents, loader: LOADERS[extname(path)] ?? 'js' };
      });
    },
  };
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      plugins: [ownUrls],
    });
    const digest = digestOf(sources);
    mkdirSync(cache, { recursive: true });
    const bundle = join(cache, `cli-${digest}.mjs`);
    writeAtomically(bundle, result.outputFiles[0].text);
    writeAtomically(manifest, JSON.stringify({ digest, inputs: [...sources.keys()] }));
    removeStaleBundles(cache, bundle);
    return pathToFileURL(bundle).href;
  } finally {
    await stop();
  }
}

// Several CLI processes may start at once (tests, a deploy): each writes whole files under a name of its own, then renames.
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function removeStaleBundles(cache, current) {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (path === current || !/^cli-.*\.mjs$/.test(name)) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // removed by another start meanwhile
    }
  }
}
