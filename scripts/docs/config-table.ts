// The configuration table of docs/configuration.md, from the config schema and the meaning of each setting.
import type { z } from 'zod';
import type { SettingDoc } from '../../server/config/docs.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** How a parsed default reads in the table: unset, empty, or the value in code. */
function shownDefault(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value) && value.length === 0) return 'empty';
  if (value === '') return 'empty';
  if (typeof value === 'object') throw new Error(`a parsed default of ${JSON.stringify(value)} cannot be shown: give shownDefault`);
  return `\`${String(value)}\``;
}

/** Throws naming every setting of the schema that has no meaning written, so none goes undocumented. */
export function configTable(schema: z.ZodObject, docs: Record<string, SettingDoc>): string {
  const names = Object.keys(schema.shape);
  const missing = names.filter((name) => !docs[name]?.meaning);
  if (missing.length > 0) throw new Error(`undocumented settings: ${missing.join(', ')} (add them to server/config/docs.ts)`);
  const rows = names.map((name) => {
    const doc = docs[name]!;
    const parsed = (schema.shape[name] as z.ZodType).safeParse(undefined);
    const fallback = doc.shownDefault ?? (parsed.success ? shownDefault(parsed.data) : 'required');
    return `| \`${name}\` | ${cell(fallback)} | ${cell(doc.meaning)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
