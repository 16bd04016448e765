// Reads the simple-icons package: single-colour 24x24 marks with a brand colour and a source URL naming the brand's site.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { trustedDomain } from './brand-domain.ts';
import type { SeedAsset, SeedBrand } from './types.ts';

interface SimpleIcon {
  title: string;
  slug: string;
  hex: string;
  source: string;
  guidelines?: string;
  aliases?: { aka?: string[]; loc?: Record<string, string> };
}

const require = createRequire(import.meta.url);
const DARK_BACKGROUND_LUMINANCE = 0.0065; // #121212, a typical dark theme surface
const MIN_CONTRAST = 3;

export interface SimpleIconsSeed {
  /** Brands with a decided domain (reviewed data, else a source URL that names the brand). */
  brands: SeedBrand[];
  total: number;
  /** A brand for an icon whose domain comes from elsewhere (the shipped facts file). */
  brandFor(slug: string, domain: string): SeedBrand | undefined;
}

/**
 * `domains` is the reviewed decision per slug (catalog/data/seed-domains.json): a domain, or null where the sources
 * disagree; a slug it does not list (a newer simple-icons release) falls back to its source URL naming the brand.
 */
export function readSimpleIcons(domains: Readonly<Record<string, string | null>> = {}): SimpleIconsSeed {
  const dataPath = require.resolve('simple-icons/icons.json');
  const iconsDir = join(dirname(dataPath), '..', 'icons');
  const icons = JSON.parse(readFileSync(dataPath, 'utf8')) as SimpleIcon[];
  const toBrand = (icon: SimpleIcon, domain: string): SeedBrand => ({
    domain,
    name: icon.title,
    matchNames: [icon.slug, icon.title],
    colors: [{ hex: `#${icon.hex.toUpperCase()}`, type: 'brand' }],
    source: 'simple-icons',
    assets: marksOf(icon, readFileSync(join(iconsDir, `${icon.slug}.svg`), 'utf8')),
  });
  const brands: SeedBrand[] = [];
  for (const icon of icons) {
    const decided = domains[icon.slug];
    const domain = decided !== undefined ? decided : trustedDomain([icon.title, icon.slug, ...(icon.aliases?.aka ?? [])], [icon.source, icon.guidelines]);
    if (domain) brands.push(toBrand(icon, domain));
  }
  const bySlug = new Map(icons.map((icon) => [icon.slug, icon]));
  return {
    brands,
    total: icons.length,
    brandFor(slug, domain) {
      const icon = bySlug.get(slug);
      return icon && toBrand(icon, domain);
    },
  };
}

function marksOf(icon: SimpleIcon, svg: string): SeedAsset[] {
  const provenance = { source: 'simple-icons', url: icon.source };
  const light: SeedAsset = { variant: 'symbol', theme: 'light', svg: withFill(svg, `#${icon.hex}`), width: 24, height: 24, provenance };
  if (contrast(relativeLuminance(icon.hex), DARK_BACKGROUND_LUMINANCE) >= MIN_CONTRAST) return [light];
  // A mark in a dark brand colour vanishes on a dark surface; the usual dark-theme version is the same mark in white.
  const dark: SeedAsset = {
    ...light,
    theme: 'dark',
    svg: withFill(svg, '#FFFFFF'),
    provenance: { ...provenance, derivedFrom: 'light', note: `recoloured from #${icon.hex} to #FFFFFF for dark backgrounds` },
  };
  return [light, dark];
}

function withFill(svg: string, colour: string): string {
  return svg.replace('<svg ', `<svg fill="${colour.toUpperCase()}" `);
}

function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex, 16);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(value >> 16) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
