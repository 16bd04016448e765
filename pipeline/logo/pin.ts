// An operator's pin: a checked logo stored for one slot (variant and theme) of a brand, replacing what discovery or the
// seed stored there, recorded in the brand's history so a revert can put back exactly what it replaced.
import { createHash } from 'node:crypto';
import type { Catalog } from '../../catalog/catalog.ts';
import { PINNED_SOURCE, type Asset, type Theme, type Variant } from '../../catalog/types.ts';
import type { LogoEvent, LogoHistoryStore } from '../../state/types.ts';
import { dropBuiltSlot } from '../build/prebuilt.ts';
import type { DecodedImage } from '../discovery/image/decode.ts';
import { DISCOVERY_SOURCE, withFacts } from '../discovery/store.ts';
import { CONTENT_TYPES } from '../formats.ts';
import type { ObjectStorage } from '../storage/types.ts';

export interface PinTarget {
  catalog: Catalog;
  /** Source logos. */
  storage: ObjectStorage;
  /** Prebuilt objects: those of a changed slot are dropped so the static path cannot serve the old logo. */
  assetStore: ObjectStorage;
  history: LogoHistoryStore;
  /** Told that the brand's logo changed (webhook notices to the accounts that asked for it). */
  logoChanged?(domain: string, at: Date): Promise<unknown>;
}

export interface PinRequest {
  domain: string;
  variant: Variant;
  theme: Theme;
  image: DecodedImage;
  by: string;
  /** Where the file came from, when it was fetched. */
  url?: string;
  now?: Date;
}

export class NothingToRevertError extends Error {
  constructor(domain: string) {
    super(`${domain} has no pinned logo to revert`);
    this.name = 'NothingToRevertError';
  }
}

export async function pinLogo(target: PinTarget, request: PinRequest): Promise<{ asset: Asset; replaced: Asset[] }> {
  const { catalog, storage } = target;
  const { variant, theme, image, by } = request;
  const at = (request.now ?? new Date()).toISOString();
  const domain = catalog.resolveDomain(request.domain) ?? request.domain;
  const contentHash = createHash('sha256').update(image.stored).digest('hex');
  const asset: Asset = {
    domain,
    variant,
    theme,
    format: image.format,
    storageKey: `sources/${domain}/${variant}-${theme}-pin-${contentHash.slice(0, 12)}.${image.format}`,
    contentHash,
    width: image.width,
    height: image.height,
    provenance: { source: PINNED_SOURCE, by, pinnedAt: at, ...(request.url ? { url: request.url } : {}) },
  };
  await storage.put(asset.storageKey, image.stored, { contentType: CONTENT_TYPES[asset.format] });
  const replaced = catalog.assetsOf(domain).filter((old) => old.variant === variant && old.theme === theme);
  catalog.transaction(() => {
    // A brand the catalog does not know yet gets a record named after its domain, as discovery gives one.
    if (!catalog.getBrand(domain)) catalog.upsertBrand({ ...withFacts(undefined, domain, undefined)!, source: PINNED_SOURCE });
    for (const old of replaced) catalog.deleteAsset(old);
    catalog.upsertAsset(asset);
  });
  await target.history.add({ domain, kind: 'pin', variant, theme, by, at, asset, replaced });
  await dropBuiltSlot(target.assetStore, domain, variant, theme);
  await target.logoChanged?.(domain, new Date(at));
  return { asset, replaced };
}

/** Takes back the newest pin still in force: the records it replaced are served again. */
export async function revertPin(target: PinTarget, requested: string, by: string, now = new Date()): Promise<{ reverted: Asset; restored: Asset[] }> {
  const { catalog } = target;
  const domain = catalog.resolveDomain(requested) ?? requested;
  const pin = (await target.history.list(domain, 1000)).find((event) => event.kind === 'pin' && event.revertedAt === null);
  if (!pin) throw new NothingToRevertError(domain);
  const reverted = pin.asset as Asset;
  // A record whose object is gone (deleted by hand) would answer RENDER_FAILED: it is not put back.
  const restored: Asset[] = [];
  for (const old of pin.replaced as Asset[]) if (await target.storage.head(old.storageKey)) restored.push(old);
  const at = now.toISOString();
  catalog.transaction(() => {
    for (const current of catalog.assetsOf(domain)) if (current.variant === reverted.variant && current.theme === reverted.theme) catalog.deleteAsset(current);
    for (const old of restored) catalog.upsertAsset(old);
  });
  await target.history.markReverted(pin.id, at);
  await target.history.add({ domain, kind: 'revert', variant: reverted.variant, theme: reverted.theme, by, at, asset: null, replaced: [reverted] });
  await dropBuiltSlot(target.assetStore, domain, reverted.variant, reverted.theme);
  await target.logoChanged?.(domain, now);
  return { reverted, restored };
}

export interface HistoryEntry {
  at: string | null;
  what: 'seed' | 'discovery' | 'pin' | 'revert';
  by: string;
  variant: string;
  theme: string;
  /** Served now. */
  current: boolean;
  format?: string;
  storageKey?: string;
  url?: string;
  revertedAt?: string | null;
}

/** What a brand serves now and every recorded change before, newest first. */
export async function logoHistory(catalog: Catalog, history: LogoHistoryStore, requested: string): Promise<{ domain: string; entries: HistoryEntry[] }> {
  const domain = catalog.resolveDomain(requested) ?? requested;
  const current = catalog.assetsOf(domain);
  const servedKeys = new Set(current.map((asset) => asset.storageKey));
  const events = await history.list(domain);
  const recorded = new Set(events.map((event) => (event.asset as Asset | null)?.storageKey).filter(Boolean));
  // Seed and curated records carry no history event: they are listed from the catalog as what is served.
  const listed = new Set([...recorded, ...current.map((asset) => asset.storageKey)]);
  const unrecorded = current.filter((asset) => !recorded.has(asset.storageKey)).map((asset) => entryOfAsset(asset, null, true));
  const entries = events.flatMap((event) => {
    // What a pin replaced from the seed shows after it, once, so the history says what was served before.
    const before = event.kind === 'pin' ? (event.replaced as Asset[]).filter((old) => !listed.has(old.storageKey)) : [];
    for (const old of before) listed.add(old.storageKey);
    return [entryOfEvent(event, servedKeys), ...before.map((old) => entryOfAsset(old, null, false))];
  });
  // Undated curated records go last: everything recorded is newer than the import that brought them.
  return { domain, entries: [...entries, ...unrecorded] };
}

function entryOfEvent(event: LogoEvent, served: ReadonlySet<string>): HistoryEntry {
  const asset = event.asset as Asset | null;
  if (!asset) return { at: event.at, what: 'revert', by: event.by, variant: event.variant, theme: event.theme, current: false, storageKey: (event.replaced[0] as Asset | undefined)?.storageKey };
  return { ...entryOfAsset(asset, event.at, served.has(asset.storageKey)), by: event.by, revertedAt: event.revertedAt };
}

function entryOfAsset(asset: Asset, at: string | null, current: boolean): HistoryEntry {
  const source = asset.provenance.source;
  const what = source === PINNED_SOURCE ? 'pin' : source === DISCOVERY_SOURCE ? 'discovery' : 'seed';
  const by = asset.provenance.by ?? (what === 'discovery' ? `discovery:${asset.provenance.provider ?? 'unknown'}` : source);
  return { at: at ?? asset.provenance.pinnedAt ?? asset.provenance.discoveredAt ?? null, what, by, variant: asset.variant, theme: asset.theme, current, format: asset.format, storageKey: asset.storageKey, url: asset.provenance.url };
}
