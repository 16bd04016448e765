// Discoveries made beside a published catalog travel through shared state: the discovering origin records a brand's
// discovered record and assets, every origin applies them to its overlay, and the next publication folds them in.
import type { Catalog } from '../../catalog/catalog.ts';
import type { Asset, Brand } from '../../catalog/types.ts';
import type { DiscoveriesStore } from '../../state/types.ts';
import { DISCOVERY_SOURCE } from '../discovery/store.ts';

export interface DiscoveryPayload {
  /** Present when discovery created the brand record (a brand the catalog did not know). */
  brand: Brand | null;
  assets: Asset[];
}

export function discoveryPayload(catalog: Catalog, domain: string): DiscoveryPayload {
  const brand = catalog.getBrand(domain);
  return {
    brand: brand?.source === DISCOVERY_SOURCE ? brand : null,
    assets: catalog.assetsOf(domain).filter((asset) => asset.provenance.source === DISCOVERY_SOURCE),
  };
}

function isPayload(value: unknown): value is DiscoveryPayload {
  const payload = value as DiscoveryPayload;
  return typeof payload === 'object' && payload !== null && Array.isArray(payload.assets) && (payload.brand === null || typeof payload.brand?.domain === 'string');
}

/** Makes the catalog hold exactly this discovery for the domain; curated brands and assets are never replaced. */
export function applyDiscovery(catalog: Catalog, domain: string, payload: unknown): boolean {
  if (!isPayload(payload)) return false;
  const wanted = new Set(payload.assets.map((asset) => asset.contentHash + asset.storageKey));
  const current = catalog.assetsOf(domain).filter((asset) => asset.provenance.source === DISCOVERY_SOURCE);
  if (current.length === payload.assets.length && current.every((asset) => wanted.has(asset.contentHash + asset.storageKey))) return false;
  catalog.transaction(() => {
    if (payload.brand && !catalog.getBrand(domain)) catalog.upsertBrand(payload.brand);
    for (const old of current) catalog.deleteAsset(old);
    for (const asset of payload.assets) {
      const curated = catalog.assetsOf(domain).some((a) => a.provenance.source !== DISCOVERY_SOURCE && a.variant === asset.variant && a.theme === asset.theme && a.format === asset.format);
      if (!curated) catalog.upsertAsset(asset);
    }
  });
  return true;
}

/** Applies every recorded discovery to a catalog about to be published; answers how many brands changed. */
export async function foldDiscoveries(catalog: Catalog, discoveries: DiscoveriesStore): Promise<number> {
  let folded = 0;
  for (let seq = 0; ; ) {
    const batch = await discoveries.since(seq, 500);
    if (batch.length === 0) return folded;
    for (const record of batch) if (applyDiscovery(catalog, record.domain, record.payload)) folded++;
    seq = batch.at(-1)!.seq;
  }
}
