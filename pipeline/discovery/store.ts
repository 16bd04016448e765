// Stores a discovered logo: the object first, then the catalog record with its provenance, replacing what discovery
// stored before. Writing the record bumps the catalog's generation, which drops every memo keyed on lookups, so the
// next request plans the new asset instead of a monogram; `logos build` lists it like any other.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import { displayName } from '../../catalog/domain.ts';
import type { Asset, Variant } from '../../catalog/types.ts';
import { CONTENT_TYPES } from '../formats.ts';
import type { ObjectStorage } from '../storage/types.ts';
import type { Chosen } from './discover.ts';

export const DISCOVERY_SOURCE = 'discovery';
/** Wider than this (width / height) is a wordmark-style logo rather than a square icon. */
const WIDE = 1.6;

export interface StoreTarget {
  catalog: Catalog;
  storage: ObjectStorage;
}

export type StoreOutcome = { stored: true; asset: Asset } | { stored: false; reason: string };

export async function storeDiscovered(target: StoreTarget, domain: string, chosen: Chosen, now = new Date()): Promise<StoreOutcome> {
  const { catalog, storage } = target;
  const brandDomain = catalog.resolveDomain(domain) ?? domain;
  const { image } = chosen;
  const variant: Variant = image.width / image.height >= WIDE ? 'logo' : 'icon';
  const existing = catalog.assetsOf(brandDomain);
  const curated = existing.find((asset) => asset.provenance.source !== DISCOVERY_SOURCE && asset.variant === variant && asset.theme === 'light' && asset.format === image.format);
  if (curated) return { stored: false, reason: `${brandDomain} already has a ${variant} from ${curated.provenance.source}; discovery does not replace curated logos` };

  const contentHash = createHash('sha256').update(image.stored).digest('hex');
  // The hash in the key means a re-discovered logo never reuses a key another process may still hold in a cache.
  const asset: Asset = {
    domain: brandDomain,
    variant,
    theme: 'light',
    format: image.format,
    storageKey: `sources/${brandDomain}/${variant}-light-${contentHash.slice(0, 12)}.${image.format}`,
    contentHash,
    width: image.width,
    height: image.height,
    provenance: { source: DISCOVERY_SOURCE, provider: chosen.provider, url: chosen.url, score: chosen.score, discoveredAt: now.toISOString() },
  };
  await storage.put(asset.storageKey, image.stored, { contentType: CONTENT_TYPES[image.format] });
  const replaced = existing.filter((old) => old.provenance.source === DISCOVERY_SOURCE);
  catalog.transaction(() => {
    if (!catalog.getBrand(brandDomain)) {
      const name = displayName(brandDomain);
      catalog.upsertBrand({ domain: brandDomain, name: name.charAt(0).toUpperCase() + name.slice(1), description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: DISCOVERY_SOURCE });
    }
    for (const old of replaced) catalog.deleteAsset(old);
    catalog.upsertAsset(asset);
  });
  for (const old of replaced) if (old.storageKey !== asset.storageKey) await storage.delete(old.storageKey);
  return { stored: true, asset };
}
