// The import graph of the source tree keeps its layers and has no cycle: dependency-cruiser checks it with the rules in
// .dependency-cruiser.cjs, and the same check is shown to fail on a cycle and a layer crossing made for the purpose.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_FOLDERS = ['catalog', 'cli', 'db', 'pipeline', 'server', 'state', 'scripts'];
const depcruise = join(ROOT, 'node_modules', '.bin', 'depcruise');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** The rule violations dependency-cruiser finds in `paths`, run from `cwd` as `npx depcruise --validate` would. */
async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  const args = [depcruise, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', ...paths];
  // depcruise exits non-zero when it finds violations; its JSON report is on stdout either way.
  const run = await promisify(execFile)(process.execPath, args, { cwd, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );
  if (run.stdout === '') throw new Error(`depcruise gave no report: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const cyclesOf = (found: Violation[]) => found.filter((v) => v.rule.name === 'no-circular').map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));

describe('Import graph', () => {
  it('has no cycle and no import against the layers among the source modules', { timeout: 60_000 }, async () => {
    const found = await violations(ROOT, SOURCE_FOLDERS);
    expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('reports state imported by the catalog', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logos-layers-'));
    try {
      mkdirSync(join(dir, 'catalog'));
      mkdirSync(join(dir, 'state'));
      writeFileSync(join(dir, 'tsconfig.json'), '{}');
      writeFileSync(join(dir, 'state', 'keys.ts'), 'export const KEY_PREFIX = "la_";\n');
      writeFileSync(join(dir, 'catalog', 'brands.ts'), "import { KEY_PREFIX } from '../state/keys.ts';\nexport const prefix = KEY_PREFIX;\n");
      const found = await violations(dir, ['catalog', 'state']);
      expect(found.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual(['catalog-apart-from-state: catalog/brands.ts → state/keys.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a cycle made of type-only imports', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logos-cycle-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), '{}');
      writeFileSync(join(dir, 'page.ts'), "import type { Reader } from './reader.ts';\nexport interface Page { read: Reader }\n");
      writeFileSync(join(dir, 'reader.ts'), "import type { Page } from './page.ts';\nexport type Reader = (page: Page) => void;\n");
      expect(cyclesOf(await violations(dir, ['.']))).toEqual(['page.ts → reader.ts → page.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
