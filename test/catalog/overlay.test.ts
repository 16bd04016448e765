import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../catalog/catalog.ts';
import { createOverlayCatalog } from '../../catalog/overlay.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { openDatabase } from '../../db/sqlite.ts';
import type { Asset, Brand } from '../../catalog/types.ts';
import { applyDiscovery, discoveryPayload } from '../../pipeline/publish/discoveries.ts';

const brand = (domain: string, source: string): Brand => ({ domain, name: domain, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source });
const asset = (domain: string, source: string, hash: string, variant: Asset['variant'] = 'icon'): Asset => ({
  domain, variant, theme: 'light', format: 'png', storageKey: `sources/${domain}/${variant}-${hash}.png`, contentHash: hash, width: 180, height: 180, provenance: { source },
});

function catalogs() {
  const published = createCatalog(openDatabase(':memory:', catalogMigrations));
  published.upsertBrand(brand('acme.com', 'seed'));
  published.upsertAsset(asset('acme.com', 'seed', 'curated'));
  published.upsertBrand(brand('old.com', 'discovery'));
  published.upsertAsset(asset('old.com', 'discovery', 'folded'));
  const overlay = createCatalog(openDatabase(':memory:', catalogMigrations));
  return { published, overlay, combined: createOverlayCatalog(published, overlay) };
}

describe('overlay catalog', () => {
  it('answers a brand discovered beside the published catalog, and writes only to the overlay', () => {
    const { published, overlay, combined } = catalogs();
    const before = combined.generation();
    applyDiscovery(combined, 'new.com', { brand: brand('new.com', 'discovery'), assets: [asset('new.com', 'discovery', 'fresh')] });
    expect(combined.generation()).toBeGreaterThan(before);
    expect(combined.lookup('new.com')).toMatchObject({ primary: 'new.com', assets: [{ contentHash: 'fresh' }] });
    expect(combined.getBrand('new.com')?.source).toBe('discovery');
    expect(published.getBrand('new.com')).toBeUndefined();
    expect(overlay.getBrand('new.com')).toBeDefined();
    expect(combined.searchRows().map((row) => row.domain).sort()).toEqual(['acme.com', 'new.com', 'old.com']);
    // The name lookup reads the same brands: new.com from the overlay, the rest published.
    expect(combined.nameCandidates('com').map((row) => row.domain)).toEqual(['acme.com', 'old.com', 'new.com']);
  });

  it('never lets a discovery replace a curated asset, but lets a newer discovery replace a folded one', () => {
    const { combined } = catalogs();
    applyDiscovery(combined, 'acme.com', { brand: null, assets: [asset('acme.com', 'discovery', 'guess'), asset('acme.com', 'discovery', 'wide', 'logo')] });
    expect(combined.lookup('acme.com').assets.map((a) => a.contentHash).sort()).toEqual(['curated', 'wide']);
    applyDiscovery(combined, 'old.com', { brand: null, assets: [asset('old.com', 'discovery', 'newer')] });
    expect(combined.assetsOf('old.com').map((a) => a.contentHash)).toEqual(['newer']);
  });

  it('replicates exactly what discovery holds for a brand, and ignores a malformed record', () => {
    const { combined } = catalogs();
    const target = catalogs().combined;
    applyDiscovery(combined, 'new.com', { brand: brand('new.com', 'discovery'), assets: [asset('new.com', 'discovery', 'fresh')] });
    expect(applyDiscovery(target, 'new.com', discoveryPayload(combined, 'new.com'))).toBe(true);
    expect(applyDiscovery(target, 'new.com', discoveryPayload(combined, 'new.com'))).toBe(false);
    expect(target.assetsOf('new.com')).toEqual(combined.assetsOf('new.com'));
    expect(applyDiscovery(target, 'bad.com', { assets: 'nope' })).toBe(false);
  });
});
