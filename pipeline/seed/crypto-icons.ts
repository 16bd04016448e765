// Reads cryptocurrency-icons (CC0-1.0): a full-colour 32x32 icon per coin symbol, named in its manifest.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SeedAsset } from './types.ts';

const require = createRequire(import.meta.url);

export interface CryptoIcon {
  /** Upper case, as exchanges write it: "BTC". */
  symbol: string;
  name: string;
  mark: SeedAsset;
}

export function readCryptoIcons(): CryptoIcon[] {
  const manifestPath = require.resolve('cryptocurrency-icons/manifest.json');
  const dir = join(dirname(manifestPath), 'svg', 'color');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { symbol: string; name: string }[];
  const seen = new Set<string>();
  const icons: CryptoIcon[] = [];
  for (const { symbol, name } of manifest) {
    const file = join(dir, `${symbol.toLowerCase()}.svg`);
    // Symbols are letters and digits ("$PAC" is not one a caller can be sure to spell, nor a valid storage key).
    if (!/^[A-Za-z0-9]{1,12}$/.test(symbol) || seen.has(symbol) || !existsSync(file)) continue;
    seen.add(symbol);
    const svg = readFileSync(file, 'utf8');
    const [, width = '32', height = '32'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
    icons.push({
      symbol: symbol.toUpperCase(),
      name,
      mark: {
        variant: 'icon',
        theme: 'light',
        svg,
        width: Number(width),
        height: Number(height),
        provenance: { source: 'cryptocurrency-icons', url: `https://github.com/spothq/cryptocurrency-icons/blob/master/svg/color/${symbol.toLowerCase()}.svg`, note: 'CC0-1.0' },
      },
    });
  }
  return icons;
}
