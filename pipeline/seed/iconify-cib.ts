// Reads @iconify-json/cib (CoreUI brand icons, CC0-1.0): one-colour 32x32 glyphs, kept as the `symbol` variant in
// black, with a white version for dark backgrounds (the simple-icons convention for dark marks).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SeedAsset } from './types.ts';

const require = createRequire(import.meta.url);

/** Marks keyed by icon name ("amazon", "wikipedia"). */
export function readIconifyCib(): Map<string, SeedAsset[]> {
  const set = JSON.parse(readFileSync(require.resolve('@iconify-json/cib/icons.json'), 'utf8')) as {
    icons: Record<string, { body: string; width?: number; height?: number }>;
    width?: number;
    height?: number;
  };
  const marks = new Map<string, SeedAsset[]>();
  for (const [name, icon] of Object.entries(set.icons)) {
    const width = icon.width ?? set.width ?? 32;
    const height = icon.height ?? set.height ?? 32;
    const svg = (colour: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${icon.body.replaceAll('currentColor', colour)}</svg>`;
    const provenance = { source: 'iconify-cib', url: `https://icon-sets.iconify.design/cib/${name}/`, note: 'CC0-1.0' };
    marks.set(name, [
      { variant: 'symbol', theme: 'light', svg: svg('#000000'), width, height, provenance },
      { variant: 'symbol', theme: 'dark', svg: svg('#FFFFFF'), width, height, provenance: { ...provenance, derivedFrom: 'light', note: 'CC0-1.0; drawn in white for dark backgrounds' } },
    ]);
  }
  return marks;
}
