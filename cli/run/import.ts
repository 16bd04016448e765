// `logos import`: imports (or refreshes) the seed catalog; safe to run again.
import { z } from 'zod';
import { readFile, stat } from 'node:fs/promises';
import { importSeed } from '../../pipeline/seed/import.ts';
import { BrandFileError, MAX_BRAND_FILE_BYTES } from '../../pipeline/seed/brand-file.ts';
import { importBrandFile } from '../../pipeline/seed/import-file.ts';
import { withRoot } from '../context.ts';
import { queuedLogoNotices } from '../notices.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({ json: z.boolean().default(false), file: z.string().min(1).optional() });

export async function importCatalog(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  if (options.file !== undefined) {
    const file = options.file;
    const { size } = await stat(file);
    if (size > MAX_BRAND_FILE_BYTES) throw new BrandFileError([`${file}: ${size} bytes, more than the ${MAX_BRAND_FILE_BYTES} a brand file may have; split it`]);
    const text = await readFile(file, 'utf8');
    const result = await withRoot((root) => importBrandFile(root.catalog, root.gics, text, file));
    print(result, options.json, () => `${file}: ${result.created} brands created, ${result.updated} updated`);
    return;
  }
  const summary = await withRoot(async (root) => ({ ...(await importSeed(root.catalog, root.storage, { logoChanged: queuedLogoNotices(root) })), ...root.catalog.counts() }));
  print(summary, options.json, () =>
    [
      `imported ${summary.brands} brands in ${summary.seconds.toFixed(1)} s`,
      `assets written ${summary.assetsWritten}, unchanged ${summary.assetsUnchanged}, removed ${summary.assetsRemoved}`,
      `brands whose logo changed ${summary.brandsChanged} (webhook notices queued for the accounts that asked for them)`,
      `catalog: ${summary.brands} brands, ${summary.brandsWithLogo} with a logo variant, ${summary.brandsWithDark} with a dark variant`,
    ].join('\n'),
  );
}
