import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenLinks, DOC_PAGES } from '../../scripts/docs/links.ts';

const root = join(import.meta.dirname, '..', '..');
const copies: string[] = [];

/** The documentation pages copied into a temporary folder, so a test may break one without touching the tree. */
function copyOfDocs(): string {
  const copy = mkdtempSync(join(tmpdir(), 'logos-docs-links-'));
  copies.push(copy);
  for (const page of DOC_PAGES) cpSync(join(root, page), join(copy, page), { recursive: true });
  return copy;
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

describe('Markdown links', () => {
  it('finds no broken relative link or anchor in the README, BENCHMARK.md, CHANGELOG.md and docs/', async () => {
    expect(await brokenLinks(root)).toEqual([]);
  }, 30_000);

  it('reports a link to a missing page and to a missing heading', async () => {
    const copy = copyOfDocs();
    const api = join(copy, 'docs', 'api.md');
    writeFileSync(api, `${readFileSync(api, 'utf8')}\nSee [nothing](no-such-page.md) and [no heading](access.md#no-such-heading).\n`);
    const broken = await brokenLinks(copy);
    expect(broken.map((link) => link.message).sort()).toEqual([
      'Cannot find file `no-such-page.md`',
      'Cannot find heading for `#no-such-heading` in `access.md`',
    ]);
    expect(broken.every((link) => link.file.endsWith(join('docs', 'api.md')))).toBe(true);
  }, 30_000);
});
