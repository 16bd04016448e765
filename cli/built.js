// Where the program `npm run build` made lives (dist/), and whether it is still the program of these sources: a
// source changed, added to the build or gone since it was built means the sources must run instead, so an edited
// or pulled tree never runs its old code.
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The files of a build, in its output folder: the CLI, the render process, the discovery thread, and what they were made from. */
export const BUILD_FILES = { cli: 'cli.js', renderProcess: 'render-process.js', discoveryThread: 'discovery-thread.js', manifest: 'build.json' };

/**
 * `{ url }` of the built CLI when every source it was made from is unchanged since the build started, else
 * `{ reason }` saying why the sources must run instead.
 */
export function builtProgram(root = PROJECT_ROOT, outDir = join(root, 'dist')) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(outDir, BUILD_FILES.manifest), 'utf8'));
  } catch {
    return { reason: 'there is no build (npm run build makes one)' };
  }
  // Joined by hand: the inputs are plain relative paths, and normalising each of several hundred costs as much as its stat.
  const base = root.endsWith(sep) ? root : root + sep;
  for (const input of manifest.inputs) {
    let modified;
    try {
      modified = statSync(base + input).mtimeMs;
    } catch {
      return { reason: `${input}, which the build was made from, is gone` };
    }
    if (modified > manifest.startedAt) return { reason: `${input} changed after the build` };
  }
  return { url: pathToFileURL(join(outDir, BUILD_FILES.cli)).href };
}
