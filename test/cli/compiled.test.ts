// The CLI runs compiled to one JavaScript module (cli/compiled.js) instead of through the TypeScript loader, which an
// origin would otherwise carry all its life: the bundle is cached by the sources' content, rebuilt when one changes,
// and every module still finds files next to its source.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript launcher without type declarations
import { compiledCli } from '../../cli/compiled.js';

const run = promisify(execFile);
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// A project shaped like ours: a TSX component, a module reading data next to itself, a JSON import.
function project(greeting: string): string {
  const root = mkdtempSync(join(tmpdir(), 'logos-compiled-'));
  roots.push(root);
  mkdirSync(join(root, 'cli'));
  mkdirSync(join(root, 'lib', 'data'), { recursive: true });
  writeFileSync(join(root, 'lib', 'data', 'model.json'), JSON.stringify({ weights: [1, 2, 3] }));
  writeFileSync(
    join(root, 'lib', 'model.ts'),
    "import { readFileSync } from 'node:fs';\nexport const weights: number[] = JSON.parse(readFileSync(new URL('./data/model.json', import.meta.url), 'utf8')).weights;\n",
  );
  writeFileSync(join(root, 'lib', 'greeting.ts'), `export const greeting = (name: string): string => \`${greeting}, \${name}\`;\n`);
  writeFileSync(
    join(root, 'cli', 'index.ts'),
    "import { weights } from '../lib/model.ts';\nimport { greeting } from '../lib/greeting.ts';\nexport const answer = `${greeting('logos')} ${weights.join('+')}`;\n",
  );
  return root;
}

const bundlesIn = (root: string) => readdirSync(join(root, 'node_modules', '.cache', 'logos')).filter((name) => name.endsWith('.mjs'));

describe('compiled CLI', () => {
  it('builds one module whose code reads files next to its sources, and serves it from the cache until a source changes', async () => {
    const root = project('hello');
    const first = (await compiledCli(root)) as string;
    expect(first).toMatch(/^file:.*\/node_modules\/\.cache\/logos\/cli-[0-9a-f]{16}\.mjs$/);
    expect((await import(first)).answer).toBe('hello, logos 1+2+3');

    const builtAt = statSync(fileURLToPath(first)).mtimeMs;
    // Part of what is tested: time passes, so a bundle written again would show a newer modification time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await compiledCli(root)).toBe(first);
    expect(statSync(fileURLToPath(first)).mtimeMs).toBe(builtAt);

    writeFileSync(join(root, 'lib', 'greeting.ts'), 'export const greeting = (name: string): string => `bonjour, ${name}`;\n');
    const second = (await compiledCli(root)) as string;
    expect(second).not.toBe(first);
    expect((await import(second)).answer).toBe('bonjour, logos 1+2+3');
    expect(bundlesIn(root)).toContain(fileURLToPath(second).split('/').at(-1));
  });

  it('builds the bundle again when its file is gone but the sources are unchanged', async () => {
    const root = project('hello');
    const first = (await compiledCli(root)) as string;
    rmSync(fileURLToPath(first));
    expect(await compiledCli(root)).toBe(first);
    expect((await import(`${first}?again`)).answer).toBe('hello, logos 1+2+3');
  });

  it('answers undefined, so the launcher falls back to the loader, when the sources do not compile', async () => {
    const root = project('hello');
    writeFileSync(join(root, 'lib', 'greeting.ts'), 'export const greeting = (name: string => ;\n');
    expect(await compiledCli(root)).toBeUndefined();
  });

  it("compiles the project's own CLI", async () => {
    const url = (await compiledCli()) as string;
    expect(url).toBe(pathToFileURL(fileURLToPath(url)).href);
    expect(statSync(fileURLToPath(url)).size).toBeGreaterThan(100_000);
  });

  it('runs as an executable through its first line, with no TypeScript loader and no fallback message', async () => {
    const { stdout, stderr } = await run('./cli/logos.js', ['--help'], { timeout: 60_000 });
    expect(stdout).toContain('Usage: logos');
    expect(stderr).toBe('');
  });
});
