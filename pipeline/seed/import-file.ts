// `logos import --file`: adds or corrects brands from an operator's JSON file, all in one transaction or not at all.
import type { Catalog } from '../../catalog/catalog.ts';
import type { Gics } from '../../catalog/gics.ts';
import type { Brand } from '../../catalog/types.ts';
import { BrandFileError, parseBrandFile, type BrandEntry } from './brand-file.ts';

export interface FileImportSummary {
  created: number;
  updated: number;
}

export function importBrandFile(catalog: Catalog, gics: Gics, text: string, fileName: string): FileImportSummary {
  const entries = parseBrandFile(text, fileName);
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const existing = catalog.getBrand(catalog.resolveExact(entry.domain) ?? entry.domain);
    if (!existing && !entry.name) problems.push(`${fileName}: [${index}].name: a new brand (${entry.domain}) needs a name`);
    if (entry.gicsCode && !gics.expand(entry.gicsCode)) {
      problems.push(`${fileName}: [${index}].gicsCode: ${entry.gicsCode} is not a GICS 2023 sub-industry`);
    }
    if (entry.seed) problems.push(`${fileName}: [${index}].seed: seed links belong to the shipped facts file only`);
  });
  if (problems.length > 0) throw new BrandFileError(problems);

  return catalog.transaction(() => {
    const summary = { created: 0, updated: 0 };
    for (const entry of entries) {
      const primary = catalog.resolveExact(entry.domain) ?? entry.domain;
      const existing = catalog.getBrand(primary);
      catalog.upsertBrand(merge(existing, { ...entry, domain: primary }), entry.aliases ?? []);
      summary[existing ? 'updated' : 'created']++;
    }
    return summary;
  });
}

// Fields the file leaves out keep their current value; an explicit null clears one.
function merge(existing: Brand | undefined, entry: BrandEntry): Brand {
  const pick = <K extends keyof BrandEntry & keyof Brand>(key: K, fallback: Brand[K]): Brand[K] =>
    entry[key] === undefined ? (existing?.[key] ?? fallback) : (entry[key] as Brand[K]);
  return {
    domain: entry.domain,
    name: entry.name ?? existing?.name ?? entry.domain,
    description: pick('description', null),
    colors: pick('colors', []),
    socials: pick('socials', {}) ?? {},
    employees: pick('employees', null),
    gicsCode: pick('gicsCode', null),
    source: existing ? `${existing.source}+file` : 'file',
  };
}
