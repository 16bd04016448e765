// A read-only published catalog with a small writable catalog on top: what discovery finds while the origin serves a
// published artifact. Lookups answer from the published catalog first and fill what it lacks from the overlay;
// writes go to the overlay. Methods not named here answer from the published catalog, or the overlay when it has
// nothing, so lookups added to the catalog later keep working.
import type { Catalog } from './catalog.ts';
import { PINNED_SOURCE, type Asset } from './types.ts';

/** The provenance source of discovered assets (pipeline/discovery/store.ts writes it). */
const DISCOVERED = 'discovery';
const assetKey = (asset: Pick<Asset, 'variant' | 'theme' | 'format'>) => `${asset.variant}/${asset.theme}/${asset.format}`;

const slotKey = (asset: Pick<Asset, 'variant' | 'theme'>) => `${asset.variant}/${asset.theme}`;

// A curated asset of the published catalog wins over a discovery; a discovered one gives way to a newer discovery; an
// operator's pin on this origin takes its slot (variant and theme) from anything published.
function mergeAssets(published: Asset[], overlay: Asset[]): Asset[] {
  if (overlay.length === 0) return published;
  const newer = new Set(overlay.map(assetKey));
  const pinned = new Set(overlay.filter((asset) => asset.provenance.source === PINNED_SOURCE).map(slotKey));
  const kept = published.filter((asset) => !pinned.has(slotKey(asset)) && (asset.provenance.source !== DISCOVERED || !newer.has(assetKey(asset))));
  const taken = new Set(kept.map(assetKey));
  return [...kept, ...overlay.filter((asset) => !taken.has(assetKey(asset)))];
}

export function createOverlayCatalog(published: Catalog, overlay: Catalog): Catalog {
  const fallback = {} as Record<string, unknown>;
  for (const name of Object.keys(published) as (keyof Catalog)[]) {
    fallback[name] = (...args: unknown[]) => {
      const first = (published[name] as (...a: unknown[]) => unknown)(...args);
      const empty = first === undefined || (Array.isArray(first) && first.length === 0);
      return empty ? (overlay[name] as (...a: unknown[]) => unknown)(...args) : first;
    };
  }
  const combined: Partial<Catalog> = {
    generation: () => published.generation() + overlay.generation(),
    lookup(domain) {
      const base = published.lookup(domain);
      const added = overlay.lookup(domain);
      if (!base.primary) return added;
      if (added.primary !== base.primary || added.assets.length === 0) return base;
      return { primary: base.primary, assets: mergeAssets(base.assets, added.assets) };
    },
    assetsOf: (domain) => mergeAssets(published.assetsOf(domain), overlay.assetsOf(domain)),
    searchRows() {
      const rows = published.searchRows();
      const known = new Set(rows.map((row) => row.domain));
      return [...rows, ...overlay.searchRows().filter((row) => !known.has(row.domain))];
    },
    // As searchRows: the published brands, then the overlay's that the published catalog lacks.
    nameCandidates(prefix) {
      const rows = published.nameCandidates(prefix);
      return [...rows, ...overlay.nameCandidates(prefix).filter((row) => published.getBrand(row.domain) === undefined)];
    },
    // What discovery did beside the published catalog (a new logo, a look) is newer than what was published.
    getBrand(domain) {
      const base = published.getBrand(domain);
      const added = overlay.getBrand(domain);
      if (!base || !added) return base ?? added;
      return { ...base, logoUpdatedAt: added.logoUpdatedAt ?? base.logoUpdatedAt, checkedAt: added.checkedAt ?? base.checkedAt };
    },
    markChecked(domain, at) {
      if (!overlay.getBrand(domain)) {
        const known = published.getBrand(domain);
        if (!known) return false;
        overlay.upsertBrand(known);
      }
      return overlay.markChecked(domain, at);
    },
    counts: () => published.counts(),
    ping: () => published.ping() && overlay.ping(),
    upsertBrand: (...args) => overlay.upsertBrand(...args),
    upsertAsset(asset) {
      // The overlay's assets need their brand row; a brand known only to the published catalog is copied up.
      if (!overlay.getBrand(asset.domain)) {
        const known = published.getBrand(asset.domain);
        if (known) overlay.upsertBrand(known);
      }
      overlay.upsertAsset(asset);
    },
    deleteAsset: (...args) => overlay.deleteAsset(...args),
    transaction: (work) => overlay.transaction(work),
  };
  return { ...fallback, ...combined } as Catalog;
}
