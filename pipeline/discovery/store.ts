// Stores what discovery chose: each object first, then the catalog records with their provenance, replacing what
// discovery stored before. Writing the records bumps the catalog's generation, which drops every memo keyed on
// lookups, so the next request plans the new asset instead of a monogram; `logos build` lists it like any other.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import { displayName } from '../../catalog/domain.ts';
import type { Asset, Brand } from '../../catalog/types.ts';
import { CONTENT_TYPES } from '../formats.ts';
import type { LogoHistoryStore } from '../../state/types.ts';
import type { ObjectStorage } from '../storage/types.ts';
import type { Chosen } from './run.ts';
import type { DiscoveredFacts } from './website/facts.ts';

export const DISCOVERY_SOURCE = 'discovery';

export interface StoreTarget {
  catalog: Catalog;
  storage: ObjectStorage;
  /** The brands' logo history (`logos logo history`): each stored logo is recorded as a discovery run's. */
  history?: LogoHistoryStore;
}

/** `changed`: the brand's discovered logos differ from what was stored before (a new or different image). */
export type StoreOutcome = { stored: true; asset: Asset; assets: Asset[]; skipped: string[]; changed: boolean } | { stored: false; reason: string };

const slotOf = (asset: Pick<Asset, 'variant' | 'theme' | 'format'>) => `${asset.variant}/${asset.theme}/${asset.format}`;

export async function storeDiscovered(target: StoreTarget, domain: string, chosen: readonly Chosen[], facts?: DiscoveredFacts, now = new Date()): Promise<StoreOutcome> {
  const { catalog, storage } = target;
  const brandDomain = catalog.resolveDomain(domain) ?? domain;
  const existing = catalog.assetsOf(brandDomain);
  const skipped: string[] = [];
  const assets: Asset[] = [];
  const bytes = new Map<string, Buffer>();
  for (const one of chosen) {
    const { image, slot } = one;
    const curated = existing.find((asset) => asset.provenance.source !== DISCOVERY_SOURCE && asset.variant === slot.variant && asset.theme === slot.theme);
    if (curated) {
      skipped.push(`${brandDomain} already has a ${slot.variant} (${slot.theme}) from ${curated.provenance.source}; discovery does not replace curated logos`);
      continue;
    }
    const contentHash = createHash('sha256').update(image.stored).digest('hex');
    const storageKey = `sources/${brandDomain}/${slot.variant}-${slot.theme}-${contentHash.slice(0, 12)}.${image.format}`;
    bytes.set(storageKey, image.stored);
    // The hash in the key means a re-discovered logo never reuses a key another process may still hold in a cache.
    assets.push({
      domain: brandDomain,
      variant: slot.variant,
      theme: slot.theme,
      format: image.format,
      storageKey,
      contentHash,
      width: image.width,
      height: image.height,
      provenance: { source: DISCOVERY_SOURCE, provider: one.provider, url: one.url, score: one.score, discoveredAt: now.toISOString() },
    });
  }
  if (assets.length === 0) return { stored: false, reason: skipped.join('; ') || 'nothing was chosen' };
  for (const asset of assets) await storage.put(asset.storageKey, bytes.get(asset.storageKey)!, { contentType: CONTENT_TYPES[asset.format] });
  const replaced = existing.filter((old) => old.provenance.source === DISCOVERY_SOURCE);
  const changed = replaced.length !== assets.length || !assets.every((asset) => replaced.some((old) => slotOf(old) === slotOf(asset) && old.contentHash === asset.contentHash));
  // A slot written again is updated in place rather than deleted first, so the same image found again leaves the
  // brand's logoUpdatedAt alone.
  const written = new Set(assets.map(slotOf));
  catalog.transaction(() => {
    const brand = withFacts(catalog.getBrand(brandDomain), brandDomain, facts);
    if (brand) catalog.upsertBrand(brand);
    for (const old of replaced) if (!written.has(slotOf(old))) catalog.deleteAsset(old);
    for (const asset of assets) catalog.upsertAsset(asset);
  });
  const kept = new Set(assets.map((asset) => asset.storageKey));
  for (const old of replaced) if (!kept.has(old.storageKey)) await storage.delete(old.storageKey);
  for (const asset of assets) {
    const slot = (old: Asset) => old.variant === asset.variant && old.theme === asset.theme;
    await target.history?.add({ domain: brandDomain, kind: 'discovery', variant: asset.variant, theme: asset.theme, by: `discovery:${asset.provenance.provider}`, at: now.toISOString(), asset, replaced: replaced.filter(slot) });
  }
  return { stored: true, asset: assets[0]!, assets, skipped, changed };
}

/**
 * The brand record with discovered facts filled in where nothing better is known. A curated brand (seed, brand files)
 * keeps every fact it has and gains only missing ones; facts discovery wrote before are refreshed. `factSources` says
 * where each discovered field came from. Returns undefined when there is nothing to write.
 */
export function withFacts(existing: Brand | undefined, domain: string, facts: DiscoveredFacts | undefined): Brand | undefined {
  const sources: Record<string, string> = { ...existing?.factSources };
  const discovered = (field: string) => !existing || existing.source === DISCOVERY_SOURCE || sources[field]?.startsWith('website') === true;
  const guessed = displayName(domain);
  const brand: Brand = existing
    ? { ...existing, socials: { ...existing.socials }, colors: [...existing.colors] }
    : { domain, name: guessed.charAt(0).toUpperCase() + guessed.slice(1), description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: DISCOVERY_SOURCE };
  if (!existing) sources.name = 'guessed from the domain';
  let changed = !existing;
  const set = <K extends 'name' | 'description'>(field: K, fact: { value: Brand[K]; from: string } | undefined, missing: boolean) => {
    if (!fact || !(missing || discovered(field))) return;
    brand[field] = fact.value;
    sources[field] = fact.from;
    changed = true;
  };
  set('name', facts?.name, false);
  set('description', facts?.description, brand.description === null);
  if (facts && facts.colors.length > 0 && (brand.colors.length === 0 || discovered('colors'))) {
    brand.colors = facts.colors.map((c) => c.value);
    sources.colors = [...new Set(facts.colors.map((c) => c.from))].join(', ');
    changed = true;
  }
  for (const [platform, fact] of Object.entries(facts?.socials ?? {})) {
    if (!fact || (brand.socials[platform] && !discovered(`socials.${platform}`))) continue;
    brand.socials[platform] = fact.value;
    sources[`socials.${platform}`] = fact.from;
    changed = true;
  }
  return changed ? { ...brand, factSources: sources } : undefined;
}
