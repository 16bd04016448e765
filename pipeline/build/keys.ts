// Deterministic object keys of prebuilt assets: the public asset URL path is the key, so a CDN can serve it as is.
import type { Theme, Variant } from '../../catalog/types.ts';
import type { OutputFormat } from '../formats.ts';

export const BUILD_PREFIX = 'v1';
export const GLOBAL_MANIFEST_KEY = `${BUILD_PREFIX}/manifest.json`;

/** v1/<domain>/<variant>/<theme>/<pixels>.<ext>, and v1/<domain>/<variant>/<theme>/vector.svg for SVG. */
export function assetKey(domain: string, variant: Variant, theme: Theme, format: OutputFormat, pixels: number): string {
  const file = format === 'svg' ? 'vector.svg' : `${pixels}.${format}`;
  return `${BUILD_PREFIX}/${domain}/${variant}/${theme}/${file}`;
}

export function domainManifestKey(domain: string): string {
  return `${BUILD_PREFIX}/${domain}/manifest.json`;
}
