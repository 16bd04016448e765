// `npm run build`, run by `prepare` on every install: bundles the CLI and the render process into dist/ with esbuild,
// so `npm start`, the `logos` command and the origin's render processes run plain JavaScript, with no TypeScript
// loader and nothing compiled at start. Packages stay outside the bundle and load from node_modules, but for the few in
// BUNDLED_PACKAGES. The bundle is split into chunks: each command's implementation is its own, loaded when the command
// runs (cli/commands/).
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { BUILD_FILES } from '../cli/built.js';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'json'> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.json': 'json' };
const ENTRIES = {
  [BUILD_FILES.cli]: 'cli/index.ts',
  [BUILD_FILES.renderProcess]: 'pipeline/render/child.ts',
  [BUILD_FILES.discoveryThread]: 'pipeline/discovery/thread/run-thread.ts',
};
// Beside the entries, so a chunk's LOGOS_BUNDLE_URL finds the render process next to it; named by content, so a
// rebuild leaves an unchanged chunk's file alone.
const CHUNK_NAMES = 'chunk-[hash]';
const isChunk = (file: string) => /^chunk-[A-Z0-9]+\.js$/.test(file);
// Plain JavaScript that every command loads and no other package shares objects with: bundled, it loads with its
// chunk instead of through Node's CommonJS loader, which first scans the whole file for its exports. A bundled
// CommonJS package's `require` of Node's own modules goes through nodeRequires. (The Public Suffix List is required
// when first used instead: catalog/domain.ts.)
const BUNDLED_PACKAGES = new Set(['commander']);
// Every chunk's require for Node's own modules (BANNER); an ES module has no `require` of its own.
const CHUNK_REQUIRE = '__logosRequire';
const BANNER = `import { createRequire as __logosCreateRequire } from 'node:module'; const ${CHUNK_REQUIRE} = __logosCreateRequire(import.meta.url); const LOGOS_BUNDLE_URL = import.meta.url;`;
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

export interface BuildSummary {
  outDir: string;
  /** Source files the build was made from, relative to the project root. */
  inputs: string[];
  /** Each file written, relative to outDir, with the sources bundled into it (relative to the project root). */
  outputs: Record<string, string[]>;
  seconds: number;
}

// Each module's import.meta.url stays its source file's URL, computed from where the bundle lies, so data read
// relative to a module (the scoring model, catalog data, dashboard assets) is found in the source tree, wherever the
// tree is moved with its dist/.
// Every other package (and Node's own modules) stays an import of the built file.
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) => (BUNDLED_PACKAGES.has(packageOf(path)) ? undefined : { path, external: true }));
  },
};

// esbuild leaves a bundled CommonJS file's `require('node:events')` to a `require` an ES module lacks: each becomes a
// module that hands over the chunk's own (BANNER), so the package gets Node's module itself, as it would unbundled.
const NODE_REQUIRE = 'node-require';
// Loaded when first used rather than when required: commander requires child_process only to run a subcommand
// kept in a file of its own, which logos has none of, and loading it costs every command a noticeable share.
const DEFERRED_NODE_MODULES = new Set(['node:child_process']);
const nodeRequires: Plugin = {
  name: 'node-requires',
  setup(context) {
    context.onResolve({ filter: /^node:/ }, ({ path, kind }) => (kind === 'require-call' ? { path, namespace: NODE_REQUIRE } : undefined));
    context.onLoad({ filter: /.*/, namespace: NODE_REQUIRE }, ({ path }) => ({
      contents: DEFERRED_NODE_MODULES.has(path)
        ? `module.exports = new Proxy({}, { get: (_, key) => ${CHUNK_REQUIRE}(${JSON.stringify(path)})[key] });`
        : `module.exports = ${CHUNK_REQUIRE}(${JSON.stringify(path)});`,
      loader: 'js',
    }));
  },
};

function sourceUrls(outDir: string): Plugin {
  return {
    name: 'source-urls',
    setup(context) {
      context.onLoad({ filter: /.*/, namespace: 'file' }, async ({ path }) => {
        const text = await readFile(path, 'utf8');
        const fromBundle = relative(outDir, path).split(sep).join('/');
        const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        return { contents, loader: LOADERS[extname(path)] ?? 'js' };
      });
    },
  };
}

/** Builds into `outDir` (dist/ by default): each file is written whole under a temporary name, then renamed. */
export async function buildDist(root = PROJECT_ROOT, outDir = join(root, 'dist')): Promise<BuildSummary> {
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([file, entry]) => [file.replace(/\.js$/, ''), entry])),
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: CHUNK_NAMES,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The bundle's own URL, which the render pool starts the built render process beside (pipeline/render/render-process.ts).
    banner: { js: BANNER },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [nodeRequires, externalPackages, sourceUrls(outDir)],
  });
  // Files only: nodeRequires' modules are made in memory.
  const files = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith(`${NODE_REQUIRE}:`));
  const inputs = [...files, relative(root, fileURLToPath(import.meta.url))].sort();
  mkdirSync(outDir, { recursive: true });
  // The manifest goes first and is replaced last: a build that fails half way leaves no manifest calling it current.
  rmSync(join(outDir, BUILD_FILES.manifest), { force: true });
  // Chunks before the entries that import them, so a process started during the build finds every chunk it names.
  const outputs = [...result.outputFiles].sort((a, b) => Number(isChunk(relative(outDir, b.path))) - Number(isChunk(relative(outDir, a.path))));
  for (const file of outputs) writeWhole(file.path, file.text);
  const written = new Set(outputs.map((file) => relative(outDir, file.path)));
  for (const file of readdirSync(outDir)) if (isChunk(file) && !written.has(file)) rmSync(join(outDir, file), { force: true });
  writeWhole(join(outDir, BUILD_FILES.manifest), `${JSON.stringify({ startedAt, inputs }, null, 1)}\n`);
  const sourcesOf = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([path, output]) => [relative(outDir, join(root, path)), Object.keys(output.inputs).sort()]),
  );
  return { outDir, inputs, outputs: sourcesOf, seconds: (Date.now() - startedAt) / 1000 };
}

function writeWhole(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const summary = await buildDist();
  process.stdout.write(`built ${relative(PROJECT_ROOT, summary.outDir) || '.'}/ from ${summary.inputs.length} files in ${summary.seconds.toFixed(1)} s\n`);
}
