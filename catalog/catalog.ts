// Reads and writes brands, domain aliases and asset records in catalog.db through prepared statements.
import { lookupCandidates } from './domain.ts';
import type { Db } from '../db/sqlite.ts';
import { createLookupMemo, type LookupMemo } from './lookup-memo.ts';
import type { NameRow } from './name-index.ts';
import { brandStatements, listingStatements, type AssetRow, type BrandRow, type CatalogCounts, type CryptoRow } from './statements.ts';
import { mayFoldToKeyBeginning } from './text.ts';
import type { Asset, Brand, Provenance, Ticker } from './types.ts';

export const CRYPTO_ID_PREFIX = 'crypto:';

export type Catalog = ReturnType<typeof createCatalog>;

export interface BrandLookup {
  primary: string | undefined;
  assets: Asset[];
}

export function createCatalog(db: Db) {
  const memo = createLookupMemo<BrandLookup>(db);
  const brands = brandStatements(db);
  return {
    ...brandReads(brands, memo),
    ...nameReads(brands),
    ...brandWrites(brands, memo),
    ...listings(listingStatements(db), memo),
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

function brandReads(statements: ReturnType<typeof brandStatements>, memo: LookupMemo<BrandLookup>) {
  // The longest known domain wins: a brand listed for aws.amazon.com answers docs.aws.amazon.com, not amazon.com.
  const resolve = (domain: string): string | undefined => {
    for (const candidate of lookupCandidates(domain)) {
      const primary = statements.resolve.get(candidate)?.brand_domain;
      if (primary) return primary;
    }
    return undefined;
  };
  return {
    /** Changes whenever what lookup() answers may have changed, so callers can keep memos of their own. */
    generation(): number {
      memo.dropIfForeignWrite();
      return memo.generation();
    },
    /** Primary domain and stored assets for a normalised domain or alias, memoised for the hot path. */
    lookup(domain: string): BrandLookup {
      memo.dropIfForeignWrite();
      let found = memo.get(domain);
      if (!found) {
        const primary = resolve(domain);
        found = { primary, assets: primary ? statements.assets.all(primary).map(assetFromRow) : [] };
        memo.set(domain, found);
      }
      return found;
    },
    /** The primary domain a (normalised) domain, alias or subdomain of either belongs to, or undefined when none. */
    resolveDomain(domain: string): string | undefined {
      return resolve(domain);
    },
    /** The brand a domain or alias names exactly, without looking at parent domains (imports, brand files). */
    resolveExact(domain: string): string | undefined {
      return statements.resolve.get(domain)?.brand_domain;
    },
    getBrand(domain: string): Brand | undefined {
      const row = statements.brand.get(domain);
      return row && brandFromRow(row);
    },
    aliasesOf(domain: string): string[] {
      return statements.aliases.all(domain, domain).map((row) => row.domain);
    },
    assetsOf(domain: string): Asset[] {
      return statements.assets.all(domain).map(assetFromRow);
    },
    counts(): CatalogCounts {
      return statements.counts.get()!;
    },
    /** A real query, so a closed or broken database shows as unreachable. */
    ping(): boolean {
      return statements.ping.get()?.ok === 1;
    },
  };
}

// What resolving a company name reads: every brand for the search index, or only those whose names may match.
function nameReads(statements: ReturnType<typeof brandStatements>) {
  return {
    /** Every brand with its primary and alias domains, popularity and tickers, for building the search index. */
    searchRows(): { domain: string; name: string; popularity: number | null; hasLogo: boolean; domains: string[]; tickers: { symbol: string; name: string }[] }[] {
      return statements.searchRows.all().map((row) => ({
        domain: row.domain,
        name: row.name,
        popularity: row.popularity,
        hasLogo: row.has_logo === 1,
        domains: row.domains.split(' '),
        tickers: JSON.parse(row.tickers ?? '[]') as { symbol: string; name: string }[],
      }));
    },
    /**
     * The brands searchRows lists whose name or a ticker's name may fold to a key beginning with `prefix` (letters
     * and digits, lower-case): the catalog tells names of printable ASCII by their letters; the rest are checked
     * here as folding reads them.
     */
    nameCandidates(prefix: string): NameRow[] {
      // Folded keys hold letters and digits only, so no character of the prefix is special to LIKE.
      const pattern = `%${[...prefix].join('%')}%`;
      const domains = new Set(statements.namesHolding.all({ pattern }).filter((row) => mayFoldToKeyBeginning(row.name, prefix)).map((row) => row.domain));
      if (domains.size === 0) return [];
      return statements.nameRows.all({ domains: JSON.stringify([...domains]) }).map((row) => ({
        domain: row.domain,
        name: row.name,
        popularity: row.popularity,
        hasLogo: row.has_logo === 1,
        tickerNames: JSON.parse(row.ticker_names) as string[],
      }));
    },
  };
}

function brandWrites(statements: ReturnType<typeof brandStatements>, memo: LookupMemo<BrandLookup>) {
  return {
    upsertBrand(brand: Brand, aliases: readonly string[] = []): void {
      memo.forget();
      statements.upsertBrand.run({
        ...brand,
        founded: brand.founded ?? null,
        popularity: brand.popularity ?? null,
        colors: JSON.stringify(brand.colors),
        socials: JSON.stringify(brand.socials),
        factSources: JSON.stringify(brand.factSources ?? {}),
        updatedAt: new Date().toISOString(),
      });
      for (const domain of [brand.domain, ...aliases]) statements.upsertDomain.run(domain, brand.domain);
    },
    upsertAsset(asset: Asset): void {
      memo.forget();
      statements.upsertAsset.run({ ...asset, provenance: JSON.stringify(asset.provenance) });
    },
    deleteAsset(asset: Pick<Asset, 'domain' | 'variant' | 'theme' | 'format'>): void {
      memo.forget();
      statements.deleteAsset.run(asset.domain, asset.variant, asset.theme, asset.format);
    },
    /** Records that discovery looked at the brand at `at`; false when the catalog has no such brand. */
    markChecked(domain: string, at: Date): boolean {
      return statements.markChecked.run(at.toISOString(), domain).changes > 0;
    },
  };
}

/** Stock tickers and cryptocurrency icons. */
function listings(statements: ReturnType<typeof listingStatements>, memo: LookupMemo<BrandLookup>) {
  return {
    /** Listings of a symbol ("BRK.B"), one per exchange it trades on. */
    tickers(symbol: string): Ticker[] {
      memo.dropIfForeignWrite();
      return statements.tickerBySymbol.all(symbol);
    },
    tickersOf(domain: string): Ticker[] {
      return statements.tickersOf.all(domain);
    },
    allTickers(): Ticker[] {
      return statements.allTickers.all();
    },
    upsertTicker(ticker: Ticker): void {
      memo.forget();
      statements.upsertTicker.run(ticker);
    },
    deleteTicker(ticker: Pick<Ticker, 'symbol' | 'exchange'>): void {
      memo.forget();
      statements.deleteTicker.run(ticker.symbol, ticker.exchange);
    },
    /** A cryptocurrency's icon as an asset whose id (in place of a domain) is "crypto:<symbol>". */
    cryptoAsset(symbol: string): { name: string; asset: Asset } | undefined {
      memo.dropIfForeignWrite();
      const row = statements.crypto.get(symbol);
      return row && { name: row.name, asset: cryptoFromRow(row) };
    },
    allCrypto(): { symbol: string; name: string; asset: Asset }[] {
      return statements.allCrypto.all().map((row) => ({ symbol: row.symbol, name: row.name, asset: cryptoFromRow(row) }));
    },
    upsertCrypto(symbol: string, name: string, asset: Asset): void {
      memo.forget();
      statements.upsertCrypto.run({ ...asset, symbol, name, provenance: JSON.stringify(asset.provenance) });
    },
    deleteCrypto(symbol: string): void {
      memo.forget();
      statements.deleteCrypto.run(symbol);
    },
  };
}

function brandFromRow(row: BrandRow): Brand {
  return {
    domain: row.domain,
    name: row.name,
    description: row.description,
    colors: JSON.parse(row.colors) as Brand['colors'],
    socials: JSON.parse(row.socials) as Brand['socials'],
    employees: row.employees,
    gicsCode: row.gics_code,
    source: row.source,
    // Only brands with facts from more than one place carry the map, so curated records read as they always did.
    ...(row.fact_sources && row.fact_sources !== '{}' ? { factSources: JSON.parse(row.fact_sources) as Record<string, string> } : {}),
    founded: row.founded,
    popularity: row.popularity,
    // A published catalog made before these columns existed reads as never changed or checked.
    logoUpdatedAt: row.logo_updated_at ?? null,
    checkedAt: row.checked_at ?? null,
  };
}

function assetFromRow(row: AssetRow): Asset {
  return {
    domain: row.domain,
    variant: row.variant,
    theme: row.theme,
    format: row.format,
    storageKey: row.storage_key,
    contentHash: row.content_hash,
    width: row.width,
    height: row.height,
    provenance: JSON.parse(row.provenance) as Provenance,
  };
}

function cryptoFromRow(row: CryptoRow): Asset {
  return {
    domain: `${CRYPTO_ID_PREFIX}${row.symbol.toLowerCase()}`,
    variant: 'icon',
    theme: 'light',
    format: 'svg',
    storageKey: row.storage_key,
    contentHash: row.content_hash,
    width: row.width,
    height: row.height,
    provenance: JSON.parse(row.provenance) as Provenance,
  };
}
