// Reads @iconify-json/logos: full-colour marks ("name-icon", square) and wordmarks ("name"), some with "-dark" versions.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactNameSpelled } from '../../catalog/text.ts';
import type { SeedAsset } from './types.ts';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);
const WORDMARK_ASPECT = 1.5;

/** Assets keyed by compactNameSpelled(base name): "vite-icon-dark" belongs to "vite". */
export function readIconifyLogos(): Map<string, SeedAsset[]> {
  const set = JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')) as IconifySet;
  const byBrand = new Map<string, SeedAsset[]>();
  for (const [name, icon] of Object.entries(set.icons)) {
    const dark = name.endsWith('-dark');
    const withoutTheme = dark ? name.slice(0, -'-dark'.length) : name;
    const isIconName = withoutTheme.endsWith('-icon');
    const base = isIconName ? withoutTheme.slice(0, -'-icon'.length) : withoutTheme;
    const width = icon.width ?? set.width ?? 256;
    const height = icon.height ?? set.height ?? 256;
    const variant = isIconName || width / height < WORDMARK_ASPECT ? 'icon' : 'logo';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
    const asset: SeedAsset = {
      variant,
      theme: dark ? 'dark' : 'light',
      svg,
      width,
      height,
      provenance: { source: 'iconify-logos', url: `https://icon-sets.iconify.design/logos/${name}/` },
    };
    const key = compactNameSpelled(base);
    const list = byBrand.get(key) ?? [];
    // An explicit "-icon" name is the better square mark when a short name is square too.
    const clash = list.findIndex((other) => other.variant === asset.variant && other.theme === asset.theme);
    if (clash === -1) list.push(asset);
    else if (isIconName) list[clash] = asset;
    byBrand.set(key, list);
  }
  return byBrand;
}
