// Every generated part of the docs: which file, which region (or the whole file), and what it holds now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProgram } from '../../cli/program.ts';
import { SETTING_DOCS } from '../../server/config/docs.ts';
import { configSchema } from '../../server/config/index.ts';
import { ERROR_CODES, ERROR_STATUS } from '../../server/http/errors.ts';
import { cliReference } from './cli-reference.ts';
import { configTable } from './config-table.ts';
import { errorTable } from './error-table.ts';
import { endpointTable, liveOpenApiDocument, openApiReference } from './openapi-page.ts';
import { withRegion } from './regions.ts';

export interface GeneratedPart {
  /** Relative to the repository's root. */
  file: string;
  /** A region inside a hand-written page, or undefined for a page generated whole. */
  region?: string;
  content: string;
}

export async function generatedParts(): Promise<GeneratedPart[]> {
  const document = await liveOpenApiDocument();
  return [
    { file: 'docs/configuration.md', region: 'settings', content: configTable(configSchema, SETTING_DOCS) },
    { file: 'docs/api.md', region: 'endpoints', content: endpointTable(document) },
    { file: 'docs/api.md', region: 'errors', content: errorTable(ERROR_CODES, ERROR_STATUS) },
    { file: 'docs/cli.md', region: 'reference', content: cliReference(createProgram()) },
    { file: 'docs/reference/openapi.md', content: await openApiReference(document) },
  ];
}

/** The whole text a file should hold with its generated parts filled in; `current` is its text today ('' if none). */
export function fill(current: string, parts: GeneratedPart[]): string {
  return parts.reduce((text, part) => (part.region ? withRegion(text, part.region, part.content) : part.content), current);
}

/** Files whose text differs from what `npm run docs` would write, under `root`. */
export function staleFiles(root: string, parts: GeneratedPart[]): string[] {
  return [...partsByFile(parts)].filter(([file, fileParts]) => {
    const current = readOrEmpty(join(root, file));
    return fill(current, fileParts) !== current;
  }).map(([file]) => file);
}

export function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Parts grouped by file, in the order first met. */
export function partsByFile(parts: GeneratedPart[]): Map<string, GeneratedPart[]> {
  const byFile = new Map<string, GeneratedPart[]>();
  for (const part of parts) byFile.set(part.file, [...(byFile.get(part.file) ?? []), part]);
  return byFile;
}
