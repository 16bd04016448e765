// `logos brand <domain>`: shows what the catalog knows of a brand.
import { normaliseDomain } from '../../catalog/domain.ts';
import { nativeSizeOf } from '../../pipeline/logo/enlarge.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import { emptyCatalogProblem, withCatalog } from '../context.ts';
import type { JsonOption } from '../options.ts';
import { print } from '../output.ts';

export async function showBrand(input: string, options: JsonOption): Promise<void> {
  const domain = normaliseDomain(input);
  const brand = await withCatalog((catalog, location) => {
    const found = brandRecord(catalog, domain);
    if (!found) throw new Error(emptyCatalogProblem(catalog, location) ?? `no brand is known for ${domain}`);
    return found;
  });
  print(brand, options.json === true, () =>
    [
      `${brand.name} (${brand.domain})`,
      `colours: ${brand.colors.map((c) => c.hex).join(', ') || 'none'}`,
      `aliases: ${brand.aliases.join(', ') || 'none'}`,
      `logo updated: ${brand.updatedAt ?? 'never'}; checked by discovery: ${brand.checkedAt ?? 'never'}`,
      ...brand.assets.map((a) => `  ${a.variant}/${a.theme} ${a.format} ${a.width}x${a.height} ${nativeLabel(a.nativeSize)} from ${a.provenance.source}`),
    ].join('\n'),
  );
}

const nativeLabel = (nativeSize: number | null) => (nativeSize === null ? '(vector)' : `(native ${nativeSize} px, enlarged above)`);

/** What the catalog holds of the brand `domain` names (after aliases), with its aliases and assets and each asset's
 * native size, and when its logos last changed (updatedAt) and discovery last looked (checkedAt), as the API names them. */
export function brandRecord(catalog: Catalog, domain: string) {
  const primary = catalog.resolveDomain(domain);
  const brand = primary && catalog.getBrand(primary);
  if (!brand) return undefined;
  const assets = catalog.assetsOf(brand.domain).map((asset) => ({ ...asset, nativeSize: nativeSizeOf(asset) ?? null }));
  const { logoUpdatedAt, checkedAt, ...rest } = brand;
  return { ...rest, aliases: catalog.aliasesOf(brand.domain), assets, updatedAt: logoUpdatedAt ?? null, checkedAt: checkedAt ?? null };
}
