// `logos brand <domain>`: shows what the catalog knows of a brand.
import { Command } from 'commander';
import { z } from 'zod';
import { normaliseDomain } from '../../catalog/domain.ts';
import { nativeSizeOf } from '../../pipeline/logo/enlarge.ts';
import type { Root } from '../../server/root.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({ json: z.boolean().default(false) });

export function brandCommand(): Command {
  return new Command('brand')
    .description('show a brand record and its stored assets')
    .argument('<domain>', 'domain or alias, e.g. stripe.com')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const domain = normaliseDomain(input);
      const brand = await withRoot((root) => brandRecord(root, domain));
      if (!brand) throw new Error(`no brand is known for ${domain}`);
      print(brand, options.json, () =>
        [
          `${brand.name} (${brand.domain})`,
          `colours: ${brand.colors.map((c) => c.hex).join(', ') || 'none'}`,
          `aliases: ${brand.aliases.join(', ') || 'none'}`,
          `logo updated: ${brand.updatedAt ?? 'never'}; checked by discovery: ${brand.checkedAt ?? 'never'}`,
          ...brand.assets.map((a) => `  ${a.variant}/${a.theme} ${a.format} ${a.width}x${a.height} ${nativeLabel(a.nativeSize)} from ${a.provenance.source}`),
        ].join('\n'),
      );
    });
}

const nativeLabel = (nativeSize: number | null) => (nativeSize === null ? '(vector)' : `(native ${nativeSize} px, enlarged above)`);

/** What the catalog holds of the brand `domain` names (after aliases), with its aliases and assets and each asset's
 * native size, and when its logos last changed (updatedAt) and discovery last looked (checkedAt), as the API names them. */
export function brandRecord(root: Pick<Root, 'catalog'>, domain: string) {
  const primary = root.catalog.resolveDomain(domain);
  const brand = primary && root.catalog.getBrand(primary);
  if (!brand) return undefined;
  const assets = root.catalog.assetsOf(brand.domain).map((asset) => ({ ...asset, nativeSize: nativeSizeOf(asset) ?? null }));
  const { logoUpdatedAt, checkedAt, ...rest } = brand;
  return { ...rest, aliases: root.catalog.aliasesOf(brand.domain), assets, updatedAt: logoUpdatedAt ?? null, checkedAt: checkedAt ?? null };
}
