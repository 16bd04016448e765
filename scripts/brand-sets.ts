// The "well-known brand" signal of the search ranking: which general-purpose icon sets draw a brand. Designers of UI
// icon sets (Font Awesome, Tabler, Boxicons, Remix, CoreUI) add the brands their users' pages show (social networks,
// payment methods, big platforms), unlike the logo collections we take artwork from, which aim at every brand.
// Only the icon names are used (a fact, not the artwork). Writes catalog/data/brand-sets.json; run by
// `npm run catalog:sources`, or alone: `node --import tsx scripts/brand-sets.ts`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compactNameSpelled } from '../catalog/text.ts';
import type { SeedBrand } from '../pipeline/seed/types.ts';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

interface IconSet {
  id: string;
  /** The icon names that are brands. */
  brandIcons(): string[];
  /** Name spellings of one brand's icon ("cc-stripe", "stripe-s", "brand-stripe-filled" → "stripe"). */
  strip: RegExp[];
}

const iconNames = (set: string) => Object.keys((require(`@iconify-json/${set}/icons.json`) as { icons: Record<string, unknown> }).icons);

export const BRAND_SETS: IconSet[] = [
  { id: 'fa6-brands', brandIcons: () => iconNames('fa6-brands'), strip: [/^(square|cc)-/, /-(square|alt|[a-z])$/] },
  { id: 'tabler', brandIcons: () => iconNames('tabler').filter((name) => name.startsWith('brand-')), strip: [/^brand-/, /-filled$/] },
  { id: 'bxl', brandIcons: () => iconNames('bxl'), strip: [/-(square|circle)$/] },
  {
    id: 'ri',
    brandIcons: () => (require('@iconify-json/ri/metadata.json') as { categories: Record<string, string[]> }).categories.Logos!,
    strip: [/-(fill|line)$/],
  },
  { id: 'cib', brandIcons: () => iconNames('cib'), strip: [/^cc-/] },
];

/** Per brand domain, the sets that draw it; an icon whose name fits brands on several domains counts for none. */
export function brandSetPresence(brands: readonly SeedBrand[]): Record<string, string[]> {
  const byName = new Map<string, Set<string>>();
  const file = (name: string, domain: string) => {
    const key = compactNameSpelled(name);
    if (key.length < 2) return;
    byName.set(key, (byName.get(key) ?? new Set()).add(domain));
  };
  // Only brands with a logo: a name-only record (thousands of Wikidata shops) would catch generic icon names.
  for (const brand of brands) if (brand.assets.length > 0) for (const name of [brand.name, ...brand.matchNames]) file(name, brand.domain);
  const presence: Record<string, string[]> = {};
  for (const set of BRAND_SETS) {
    const found = new Set<string>();
    for (const icon of set.brandIcons()) {
      // The icon's own name first, then with the set's decorations taken off.
      const names = [icon, set.strip.reduce((name, pattern) => name.replace(pattern, ''), icon)];
      const domains = names.map((name) => byName.get(compactNameSpelled(name))).find((hit) => hit !== undefined);
      if (domains && domains.size === 1) found.add([...domains][0]!);
    }
    for (const domain of found) (presence[domain] ??= []).push(set.id);
  }
  return presence;
}

export async function writeBrandSets(): Promise<void> {
  const { collectSeedBrands } = await import('../pipeline/seed/import.ts');
  const presence = brandSetPresence(collectSeedBrands().brands);
  const sorted = Object.fromEntries(Object.entries(presence).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(
    `${root}catalog/data/brand-sets.json`,
    `${JSON.stringify({ _notice: `Brands drawn by general-purpose icon sets (${BRAND_SETS.map((set) => set.id).join(', ')}; names only), written by npm run catalog:sources.`, brands: sorted }, null, 1)}\n`,
  );
  const counts = BRAND_SETS.map((set) => `${set.id} ${Object.values(presence).filter((sets) => sets.includes(set.id)).length}`);
  console.log(`brand sets: ${Object.keys(presence).length} brands (${counts.join(', ')})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeBrandSets();
