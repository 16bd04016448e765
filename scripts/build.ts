// `npm run build`, run by `prepare` on every install: bundles the CLI and the render process into dist/ with esbuild,
// so `npm start`, the `logos` command and the origin's render processes run plain JavaScript, with no TypeScript
// loader and nothing compiled at start. Packages stay outside the bundle and load from node_modules.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { BUILD_FILES } from '../cli/built.js';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));
const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'json'> = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.json': 'json' };
const ENTRIES = { [BUILD_FILES.cli]: 'cli/index.ts', [BUILD_FILES.renderProcess]: 'pipeline/render/child.ts' };

export interface BuildSummary {
  outDir: string;
  /** Source files the build was made from, relative to the project root. */
  inputs: string[];
  seconds: number;
}

// Each module's import.meta.url stays its source file's URL, computed from where the bundle lies, so data read
// relative to a module (the scoring model, catalog data, dashboard assets) is found in the source tree, wherever the
// tree is moved with its dist/.
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
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The bundle's own URL, which the render pool starts the built render process beside (pipeline/render/render-process.ts).
    banner: { js: 'const LOGOS_BUNDLE_URL = import.meta.url;' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceUrls(outDir)],
  });
  const inputs = [...Object.keys(result.metafile.inputs), relative(root, fileURLToPath(import.meta.url))].sort();
  mkdirSync(outDir, { recursive: true });
  // The manifest goes first and is replaced last: a build that fails half way leaves no manifest calling it current.
  rmSync(join(outDir, BUILD_FILES.manifest), { force: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.text);
  writeWhole(join(outDir, BUILD_FILES.manifest), `${JSON.stringify({ startedAt, inputs }, null, 1)}\n`);
  return { outDir, inputs, seconds: (Date.now() - startedAt) / 1000 };
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
