// Lists the functions of the source tree longer than a bound (`node --import tsx scripts/long-functions.ts [max]`).
// TypeScript 7 has no JavaScript API, so the files are parsed with swc, as the import check parses them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

export const SOURCE_FOLDERS = ['server', 'pipeline', 'catalog', 'state', 'cli', 'db'];
export const MAX_FUNCTION_LINES = 80;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

interface Node {
  type?: string;
  span?: { start: number; end: number };
  [key: string]: unknown;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassMethod', 'PrivateMethod', 'Constructor', 'MethodProperty', 'GetterProperty', 'SetterProperty']);

/** Every .ts and .tsx file under `folder`, declaration files left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The name a function is known by: its own, the binding or property it is assigned to, else `(anonymous)`. */
function nameOf(node: Node, parent: Node | undefined): string {
  const own = (node.identifier ?? node.key) as Node | undefined;
  if (own && typeof own.value === 'string') return own.value;
  if (node.type === 'Constructor') return 'constructor';
  const bound = (parent?.id ?? parent?.key) as Node | undefined;
  return bound && typeof bound.value === 'string' ? bound.value : '(anonymous)';
}

/** The functions of one file longer than `max` lines, counted from the line of their start to the line of their end. */
export function longFunctionsIn(path: string, source: string, max: number): LongFunction[] {
  // A first statement at byte 0 gives the base of swc's spans, which need not start at 0 for every parse.
  const text = `0;\n${source}`;
  const ast = parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx') }) as unknown as { body: Node[] };
  const base = ast.body[0]!.span!.start;
  const bytes = Buffer.from(text);
  const lineAt = (offset: number) => bytes.subarray(0, offset - base).toString().split('\n').length - 1;
  const found: LongFunction[] = [];
  const visit = (node: unknown, parent: Node | undefined): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, parent));
    if (node === null || typeof node !== 'object') return;
    const current = node as Node;
    if (current.type && FUNCTION_TYPES.has(current.type) && current.span) {
      const line = lineAt(current.span.start);
      const lines = lineAt(current.span.end) - line + 1;
      if (lines > max) found.push({ file: path, line, name: nameOf(current, parent), lines });
    }
    for (const child of Object.values(current)) visit(child, current.type ? current : parent);
  };
  visit(ast.body, undefined);
  return found;
}

/** The functions longer than `max` lines in the source folders under `root`, by file and line. */
export function longFunctions(root: string, folders: readonly string[] = SOURCE_FOLDERS, max = MAX_FUNCTION_LINES): LongFunction[] {
  return folders.flatMap((folder) =>
    sourceFiles(join(root, folder)).flatMap((path) => longFunctionsIn(relative(root, path), readFileSync(path, 'utf8'), max)),
  );
}

if (import.meta.filename === process.argv[1]) {
  const max = Number(process.argv[2] ?? MAX_FUNCTION_LINES);
  const found = longFunctions(join(import.meta.dirname, '..'), SOURCE_FOLDERS, max);
  for (const f of found) console.log(`${f.file}:${f.line} ${f.name} ${f.lines} lines`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
