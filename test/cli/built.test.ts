// The program `npm run build` makes (scripts/build.ts) is what `npm start` and `logos` run: an origin started from
// it serves a rendered logo through its own built render process, and the launcher (cli/built.js) runs a build only
// while every source it was made from is unchanged.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stop, waitForHttp } from '../../bench/processes.ts';
import { BUILD_FILES, builtProgram } from '../../cli/built.js';
import { SERVER_NODE_FLAGS } from '../../cli/server-flags.js';
import { buildDist } from '../../scripts/build.ts';
import { createTestOrigin } from '../helpers/origin.ts';
import { addBrand, MARK } from '../helpers/small-catalog.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const folders: string[] = [];
const folder = (prefix: string, under = tmpdir()) => {
  mkdirSync(under, { recursive: true });
  const path = mkdtempSync(join(under, prefix));
  folders.push(path);
  return path;
};

let outDir: string;
let dataDir: string;
beforeAll(async () => {
  // Inside the project, so the bundle finds its packages in node_modules as dist/ does.
  outDir = folder('dist-', join(ROOT, 'test-artifacts'));
  await buildDist(ROOT, outDir);
  // A catalog of one brand whose only mark is an SVG, so a PNG of it must be rendered.
  const origin = await createTestOrigin({ seed: false });
  await addBrand(origin, 'acme.com', { icon: MARK('#c81e1e') });
  dataDir = folder('logos-built-data-');
  await origin.deps.close();
  cpSync(origin.config.dataDir, dataDir, { recursive: true });
  rmSync(origin.config.dataDir, { recursive: true, force: true });
}, 120_000);
afterAll(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** The built CLI's `serve` on a free port, with no TypeScript loader anywhere in its process. */
async function serveBuilt(): Promise<{ url: string; child: ChildProcess; stderr: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(outDir, BUILD_FILES.cli), 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DISCOVERY: 'off', RENDER_PROCESSES: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, 60_000).catch((error: Error) => {
    child.kill();
    throw new Error(`${error.message}: ${stderr}`);
  });
  return { url, child, stderr: () => stderr };
}

describe('the built program', () => {
  it('bundles the CLI and the render process without a TypeScript loader, and lists what it was made from', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, BUILD_FILES.manifest), 'utf8')) as { startedAt: number; inputs: string[] };
    expect(manifest.inputs).toEqual(expect.arrayContaining(['cli/index.ts', 'pipeline/render/child.ts', 'server/app.ts', 'scripts/build.ts']));
    for (const file of [BUILD_FILES.cli, BUILD_FILES.renderProcess]) expect(readFileSync(join(outDir, file), 'utf8')).not.toMatch(/from ["']tsx/);
  });

  it('serves a logo rendered by its own render process, and fails the render when that program is missing', async () => {
    const first = await serveBuilt();
    try {
      const response = await fetch(`${first.url}/v1/acme.com?format=png&size=64`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-logo-source')).toBe('rendered');
      const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 64, height: 64, format: 'png' });
      // Data read next to a module's source (the API reference's script) is found from the bundle.
      expect((await fetch(`${first.url}/api/docs/init.js`)).status).toBe(200);
    } finally {
      await stop(first.child);
    }

    rmSync(join(outDir, BUILD_FILES.renderProcess));
    const second = await serveBuilt();
    try {
      const response = await fetch(`${second.url}/v1/acme.com?format=png&size=48`, { signal: AbortSignal.timeout(30_000) });
      expect(response.headers.get('x-logo-source')).not.toBe('rendered');
      expect(second.stderr()).toContain('render-process.js');
    } finally {
      await stop(second.child);
    }
  }, 120_000);
});

describe('builtProgram', () => {
  const project = () => {
    const root = folder('logos-project-');
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'b.ts'), 'export const b = 2;\n');
    return root;
  };
  const manifest = (root: string, startedAt: number) =>
    writeFileSync(join(root, BUILD_FILES.manifest), JSON.stringify({ startedAt, inputs: ['a.ts', 'b.ts'] }));

  it('runs the build while no source changed since it started', () => {
    const root = project();
    manifest(root, Date.now() + 1000);
    expect(builtProgram(root, root)).toEqual({ url: `file://${join(root, BUILD_FILES.cli)}` });
  });

  it('names the source that changed after the build, or is gone, and asks for a build where there is none', () => {
    const root = project();
    const startedAt = Date.now() + 1000;
    manifest(root, startedAt);
    const later = new Date(startedAt + 5000);
    utimesSync(join(root, 'b.ts'), later, later);
    expect(builtProgram(root, root)).toEqual({ reason: 'b.ts changed after the build' });
    rmSync(join(root, 'a.ts'));
    expect(builtProgram(root, root)).toEqual({ reason: 'a.ts, which the build was made from, is gone' });
    rmSync(join(root, BUILD_FILES.manifest));
    expect(builtProgram(root, root).reason).toMatch(/no build/);
  });
});

describe('node flags', () => {
  it('gives the origin its young-generation cap where the project starts one, and no command a V8 flag', () => {
    const flags = SERVER_NODE_FLAGS.join(' ');
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${flags} cli/logos.js serve`);
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toContain(`ENTRYPOINT [${['node', ...SERVER_NODE_FLAGS, 'cli/logos.js'].map((word) => JSON.stringify(word)).join(', ')}]`);
    // Any V8 flag makes node compile its own modules without their code cache, for every command.
    expect(readFileSync(join(ROOT, 'cli/logos.js'), 'utf8').split('\n', 1)[0]).toBe('#!/usr/bin/env node');
  });
});
