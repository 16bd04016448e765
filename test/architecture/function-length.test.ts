// No function of the source tree runs past the bound of the style guide; the check is shown to find a long function
// made for the purpose, whatever form the function takes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn, MAX_FUNCTION_LINES } from '../../scripts/long-functions.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Functions allowed past the bound until they are split; each entry names the file and the function. */
const ALLOWED = new Set<string>();

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('Function length', () => {
  it(`finds no function over ${MAX_FUNCTION_LINES} lines in the source folders but the allowed ones`, { timeout: 60_000 }, () => {
    const found = longFunctions(ROOT);
    const over = found.filter((f) => !ALLOWED.has(`${f.file} ${f.name}`)).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(over).toEqual([]);
  });

  it('lists no allowed function that is already within the bound', () => {
    const found = new Set(longFunctions(ROOT).map((f) => `${f.file} ${f.name}`));
    expect([...ALLOWED].filter((entry) => !found.has(entry))).toEqual([]);
  });

  it.each([
    ['a function declaration', (inner: string) => `export function tooLong() {\n${inner}\n}`, 2],
    ['an arrow function bound to a name', (inner: string) => `const tooLong = async () => {\n${inner}\n};`, 2],
    ['a method', (inner: string) => `class Store {\n  tooLong() {\n${inner}\n  }\n}`, 3],
    ['an object method', (inner: string) => `export const store = {\n  tooLong() {\n${inner}\n  },\n};`, 3],
  ])('reports %s one line past the bound, with its name and first line', (_form, wrap, line) => {
    const source = `// a file\n${wrap(body(MAX_FUNCTION_LINES - 1))}\n`;
    expect(longFunctionsIn('x.ts', source, MAX_FUNCTION_LINES)).toMatchObject([{ file: 'x.ts', line, name: 'tooLong', lines: MAX_FUNCTION_LINES + 1 }]);
    const within = `// a file\n${wrap(body(MAX_FUNCTION_LINES - 2))}\n`;
    expect(longFunctionsIn('x.ts', within, MAX_FUNCTION_LINES)).toEqual([]);
  });

  it('reads TSX components', () => {
    const rows = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `    <p>{${i}}</p>`).join('\n');
    const source = `export const Page = () => (\n  <div>\n${rows}\n  </div>\n);\n`;
    expect(longFunctionsIn('page.tsx', source, MAX_FUNCTION_LINES)).toMatchObject([{ line: 1, name: 'Page' }]);
  });
});
