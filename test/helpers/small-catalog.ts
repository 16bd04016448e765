// A catalog of a few brands with real SVG marks, for tests that build or render every asset.
import { createHash } from 'node:crypto';
import type { Asset, Variant } from '../../catalog/types.ts';
import { sourceKey } from '../../pipeline/seed/import.ts';
import type { TestOrigin } from './origin.ts';

export const MARK = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${colour}" d="M2 2h20v20H2z"/></svg>`;
export const WORDMARK = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 24"><rect fill="${colour}" width="96" height="24" rx="4"/></svg>`;

export async function addBrand(origin: TestOrigin, domain: string, marks: Partial<Record<Variant, string>>): Promise<Asset[]> {
  origin.deps.catalog.upsertBrand({ domain, name: domain.split('.')[0]!, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
  const assets: Asset[] = [];
  for (const [variant, svg] of Object.entries(marks) as [Variant, string][]) {
    const body = Buffer.from(svg);
    const partial = { domain, variant, theme: 'light' as const, format: 'svg' as const };
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    const asset: Asset = {
      ...partial,
      storageKey: sourceKey(partial),
      contentHash: createHash('sha256').update(body).digest('hex'),
      width: Number(viewBox?.[1] ?? 24),
      height: Number(viewBox?.[2] ?? 24),
      provenance: { source: 'test' },
    };
    await origin.deps.storage.put(asset.storageKey, body, { contentType: 'image/svg+xml' });
    origin.deps.catalog.upsertAsset(asset);
    assets.push(asset);
  }
  return assets;
}
