// Imports the seed catalog: merges the sources by domain, stores each sanitised mark once, records brands and assets.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CRYPTO_ID_PREFIX, type Catalog } from '../../catalog/catalog.ts';
import { PINNED_SOURCE, type Asset, type Brand } from '../../catalog/types.ts';
import { CONTENT_TYPES } from '../formats.ts';
import type { ObjectStorage } from '../storage/types.ts';
import { sanitiseSvg } from '../svg/sanitise.ts';
import { compactNameSpelled } from '../../catalog/text.ts';
import { parseBrandFile, type BrandEntry } from './brand-file.ts';
import { readIconifyCib } from './iconify-cib.ts';
import { readIconifyLogos } from './iconify-logos.ts';
import { readCryptoIcons, type CryptoIcon } from './crypto-icons.ts';
import { applyListingsAndRanks, readBrandSets, readListings, readTopSites } from './listings.ts';
import { readSimpleIcons } from './simple-icons.ts';
import { createWriteQueue } from './write-queue.ts';
import { addWikidataBrands, readBrandWikidata } from './wikidata.ts';
import { addConsumerIndustries, consumerSeedBrands, readConsumerBrands, type ConsumerBrands } from './consumer-brands.ts';
import type { SeedAsset, SeedBrand } from './types.ts';

export const SEED_SOURCES = ['simple-icons', 'iconify-logos', 'iconify-cib'] as const;
const WRITE_CONCURRENCY = 16;

export interface ImportSummary {
  brands: number;
  assetsWritten: number;
  assetsUnchanged: number;
  assetsRemoved: number;
  /** Seed marks left out because an operator pinned their slot. */
  assetsPinned: number;
  /** Brands whose stored logos changed (each told to `logoChanged`). */
  brandsChanged: number;
  skippedWithoutTrustedDomain: number;
  seconds: number;
}

export function sourceKey(asset: Pick<Asset, 'domain' | 'variant' | 'theme' | 'format'>): string {
  return `sources/${asset.domain}/${asset.variant}-${asset.theme}.${asset.format}`;
}

export function readBrandFacts(): BrandEntry[] {
  const file = fileURLToPath(new URL('../../catalog/data/brand-facts.json', import.meta.url));
  return parseBrandFile(readFileSync(file, 'utf8'), 'catalog/data/brand-facts.json');
}

export interface SeedDomains {
  'simple-icons': Record<string, string | null>;
  'iconify-logos': Record<string, { domain: string; name: string }>;
  /** CoreUI glyphs joined to a brand another source brought. */
  'iconify-cib': Record<string, string>;
}

/** The reviewed primary domain of each seed mark, written by `npm run catalog:sources`. */
export function readSeedDomains(): SeedDomains {
  const file = fileURLToPath(new URL('../../catalog/data/seed-domains.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as SeedDomains;
}

export function collectSeedBrands(
  facts: readonly BrandEntry[] = readBrandFacts(),
  seedDomains: SeedDomains = readSeedDomains(),
  consumer: ConsumerBrands = readConsumerBrands(),
): { brands: SeedBrand[]; skipped: number } {
  // The consumer yardstick joins only marks the seed's own decisions leave without a domain.
  const simpleIcons = readSimpleIcons({ ...consumer.simpleIcons, ...seedDomains['simple-icons'] });
  const iconify = readIconifyLogos();
  // A mark the facts file links to a domain of its own (docs.google.com for Google Docs) is filed there only.
  const linkedSlugs = new Set(facts.flatMap((fact) => (fact.seed?.simpleIcons ? [fact.seed.simpleIcons] : [])));
  const byDomain = new Map<string, SeedBrand>();
  for (const brand of simpleIcons.brands) {
    if (linkedSlugs.has(brand.matchNames[0]!) && !facts.some((fact) => fact.domain === brand.domain)) continue;
    const existing = byDomain.get(brand.domain);
    // Two icons on one domain (regional editions): keep the one whose name is the domain's own.
    if (existing && compactNameSpelled(existing.name) === compactNameSpelled(brand.domain.split('.')[0]!)) continue;
    byDomain.set(brand.domain, brand);
  }
  for (const fact of facts) {
    if (byDomain.has(fact.domain)) continue;
    if (fact.seed) {
      // The reviewed facts file names the domain of marks whose own source URL did not.
      const fromIcon = fact.seed.simpleIcons ? simpleIcons.brandFor(fact.seed.simpleIcons, fact.domain) : undefined;
      const name = fact.name ?? fromIcon?.name ?? fact.domain;
      const brand = fromIcon ?? { domain: fact.domain, name, matchNames: [], colors: [], source: fact.seed.iconify ? 'iconify-logos' : 'facts', assets: [] };
      if (fact.seed.iconify) brand.matchNames.unshift(fact.seed.iconify);
      byDomain.set(fact.domain, brand);
    } else if (fact.name) {
      // A brand known from the facts alone: no logo yet, but a record, aliases and a domain for discovery.
      byDomain.set(fact.domain, { domain: fact.domain, name: fact.name, matchNames: [], colors: [], source: 'facts', assets: [] });
    }
  }
  const addMarks = (brand: SeedBrand, marks: readonly SeedAsset[]) => {
    for (const asset of marks) {
      if (!brand.assets.some((own) => own.variant === asset.variant && own.theme === asset.theme)) brand.assets.push(asset);
    }
  };
  // Iconify marks joined to their publisher's homepage first, then by name to a brand another source brought.
  for (const [base, { domain, name }] of Object.entries(seedDomains['iconify-logos'])) {
    const marks = iconify.get(compactNameSpelled(base));
    if (!marks) continue;
    let brand = byDomain.get(domain);
    if (!brand) {
      brand = { domain, name, matchNames: [], colors: [], source: 'iconify-logos', assets: [] };
      byDomain.set(domain, brand);
    }
    addMarks(brand, marks);
  }
  for (const brand of byDomain.values()) {
    addMarks(brand, brand.matchNames.map(compactNameSpelled).map((name) => iconify.get(name)).find(Boolean) ?? []);
  }
  const aliased = new Set(facts.flatMap((fact) => fact.aliases ?? []));
  for (const brand of consumerSeedBrands(consumer, new Set([...byDomain.keys(), ...aliased]))) byDomain.set(brand.domain, brand);
  addConsumerIndustries(consumer, byDomain);
  // One-colour glyphs last: they only fill a symbol a brand lacks (full-colour artwork stays the icon).
  const cib = readIconifyCib();
  const cibLinks = [...Object.entries(seedDomains['iconify-cib'] ?? {}), ...facts.flatMap((fact) => (fact.seed?.cib ? [[fact.seed.cib, fact.domain] as [string, string]] : []))];
  for (const [name, domain] of cibLinks) {
    const brand = byDomain.get(domain);
    const marks = cib.get(name);
    if (brand && marks && !brand.assets.some((asset) => asset.variant === 'symbol')) addMarks(brand, marks);
  }
  // A reviewed alias is another name of a brand, never a brand of its own (twitter.com is x.com).
  for (const fact of facts) for (const alias of fact.aliases ?? []) byDomain.delete(alias);
  return { brands: [...byDomain.values()], skipped: simpleIcons.total - simpleIcons.brands.length };
}

export interface SeedImportOptions {
  /** Told once per brand whose stored logos the import changed (webhook notices to the accounts that asked for it). */
  logoChanged?(domain: string, at: Date): Promise<unknown>;
  /** The time the notices carry; the end of the import by default. */
  now?: () => Date;
}

interface SeedPlan {
  brands: SeedBrand[];
  factsByDomain: Map<string, BrandEntry>;
  wikidata: ReturnType<typeof readBrandWikidata>;
  skipped: number;
}

interface StagedBrands {
  records: { brand: SeedBrand; assets: Asset[] }[];
  coins: (CryptoIcon & { asset: Asset })[];
  assetsWritten: number;
  assetsUnchanged: number;
  assetsPinned: number;
  /** Brands with a mark written over a different one or into an empty slot. */
  changed: Set<string>;
}

export async function importSeed(catalog: Catalog, storage: ObjectStorage, options: SeedImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const plan = planSeed();
  // Objects first, records after: a record never points at an object that is not there yet.
  const staged = await stageObjects(catalog, storage, plan.brands);
  const { removed, pruned } = commitRecords(catalog, plan, staged);
  const changed = new Set([...staged.changed, ...pruned]);
  const at = options.now?.() ?? new Date();
  // Sent after the commit, so a notice never points at a logo the catalog does not serve yet.
  for (const domain of changed) await options.logoChanged?.(domain, at);
  return {
    brands: plan.brands.length,
    assetsWritten: staged.assetsWritten,
    assetsUnchanged: staged.assetsUnchanged,
    assetsRemoved: removed,
    assetsPinned: staged.assetsPinned,
    brandsChanged: changed.size,
    skippedWithoutTrustedDomain: plan.skipped,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Every seed source merged by domain, with the reviewed facts, Wikidata and the listings applied. */
function planSeed(): SeedPlan {
  const facts = readBrandFacts();
  const aliases = new Map(facts.flatMap((fact) => (fact.aliases ?? []).map((alias) => [alias, fact.domain] as const)));
  const collected = collectSeedBrands(facts);
  const wikidata = readBrandWikidata();
  const brands = applyListingsAndRanks(addWikidataBrands(collected.brands, aliases, wikidata), aliases, readListings(), readTopSites(), {
    sets: readBrandSets(),
    wikidata,
  });
  return { brands, factsByDomain: new Map(facts.map((fact) => [fact.domain, fact])), wikidata, skipped: collected.skipped };
}

/** Sanitises every mark and writes those the catalog does not hold already; pinned slots are left alone. */
async function stageObjects(catalog: Catalog, storage: ObjectStorage, brands: readonly SeedBrand[]): Promise<StagedBrands> {
  const writes = createWriteQueue(storage, WRITE_CONCURRENCY);
  const staged: StagedBrands = { records: [], coins: [], assetsWritten: 0, assetsUnchanged: 0, assetsPinned: 0, changed: new Set() };
  const write = async (asset: Asset, body: Buffer) => {
    staged.assetsWritten++;
    await writes.add(asset.storageKey, body, { contentType: CONTENT_TYPES[asset.format] });
  };
  for (const brand of brands) {
    const stored = catalog.assetsOf(brand.domain);
    const known = new Map(stored.map((a) => [`${a.variant}/${a.theme}/${a.format}`, a]));
    // An operator's pin holds its slot against every import.
    const pinned = new Set(stored.filter((a) => a.provenance.source === PINNED_SOURCE).map((a) => `${a.variant}/${a.theme}`));
    const assets: Asset[] = [];
    for (const seed of brand.assets) {
      if (pinned.has(`${seed.variant}/${seed.theme}`)) {
        staged.assetsPinned++;
        continue;
      }
      const body = Buffer.from(sanitiseSvg(seed.svg));
      const asset = toAsset(brand.domain, seed, body);
      if (known.get(`${asset.variant}/${asset.theme}/${asset.format}`)?.contentHash === asset.contentHash) staged.assetsUnchanged++;
      else {
        await write(asset, body);
        staged.changed.add(brand.domain);
      }
      assets.push(asset);
    }
    staged.records.push({ brand, assets });
  }
  for (const coin of readCryptoIcons()) {
    const body = Buffer.from(sanitiseSvg(coin.mark.svg));
    const asset = toAsset(`${CRYPTO_ID_PREFIX}${coin.symbol.toLowerCase()}`, coin.mark, body);
    asset.storageKey = `sources/crypto/${coin.symbol.toLowerCase()}/icon-light.svg`;
    if (catalog.cryptoAsset(coin.symbol)?.asset.contentHash === asset.contentHash) staged.assetsUnchanged++;
    else await write(asset, body);
    staged.coins.push({ ...coin, asset });
  }
  await writes.drain();
  return staged;
}

/** Records brands, tickers, assets and coins in one transaction, and removes the seed marks the seed no longer has. */
function commitRecords(catalog: Catalog, plan: SeedPlan, staged: StagedBrands): { removed: number; pruned: Set<string> } {
  return catalog.transaction(() => {
    const pruned = new Set<string>();
    let removed = 0;
    const listed = new Set<string>();
    for (const { brand, assets } of staged.records) {
      catalog.upsertBrand(brandRecord(brand, plan.factsByDomain.get(brand.domain), plan.wikidata.get(brand.domain)), plan.factsByDomain.get(brand.domain)?.aliases ?? []);
      for (const ticker of brand.listing?.tickers ?? []) {
        catalog.upsertTicker({ ...ticker, name: brand.listing!.name, domain: brand.domain });
        listed.add(`${ticker.symbol}/${ticker.exchange}`);
      }
      for (const asset of assets) catalog.upsertAsset(asset);
      const current = new Set(assets.map((a) => a.storageKey));
      for (const stale of catalog.assetsOf(brand.domain)) {
        if (!current.has(stale.storageKey) && isSeedAsset(stale)) {
          catalog.deleteAsset(stale);
          pruned.add(brand.domain);
          removed++;
        }
      }
    }
    const coinSymbols = new Set(staged.coins.map((coin) => coin.symbol));
    for (const coin of staged.coins) catalog.upsertCrypto(coin.symbol, coin.name, coin.asset);
    for (const stale of catalog.allCrypto()) if (!coinSymbols.has(stale.symbol)) catalog.deleteCrypto(stale.symbol);
    // A symbol that left the listings leaves the catalog with them.
    for (const ticker of catalog.allTickers()) if (!listed.has(`${ticker.symbol}/${ticker.exchange}`)) catalog.deleteTicker(ticker);
    return { removed, pruned };
  });
}

function brandRecord(brand: SeedBrand, fact: BrandEntry | undefined, known: ReturnType<SeedPlan['wikidata']['get']>): Brand {
  return {
    domain: brand.domain,
    name: fact?.name ?? brand.name,
    description: fact?.description ?? known?.description ?? null,
    colors: fact?.colors ?? brand.colors,
    // Reviewed profiles win per platform over Wikidata's.
    socials: { ...known?.socials, ...fact?.socials },
    employees: fact?.employees ?? null,
    gicsCode: fact?.gicsCode ?? brand.listing?.gicsCode ?? brand.industry ?? null,
    source: fact ? `${brand.source}+facts` : brand.source,
    founded: brand.listing?.founded ?? null,
    popularity: brand.popularity ?? null,
  };
}

function toAsset(domain: string, seed: SeedAsset, body: Buffer): Asset {
  const partial = { domain, variant: seed.variant, theme: seed.theme, format: 'svg' as const };
  return {
    ...partial,
    storageKey: sourceKey(partial),
    contentHash: createHash('sha256').update(body).digest('hex'),
    width: seed.width,
    height: seed.height,
    provenance: seed.provenance,
  };
}

function isSeedAsset(asset: Asset): boolean {
  return (SEED_SOURCES as readonly string[]).includes(asset.provenance.source);
}
