// Reads and writes brands, domain aliases and asset records in catalog.db through prepared statements.
import { lookupCandidates } from './domain.ts';
import type { Db } from '../db/sqlite.ts';
import type { Asset, Brand, Provenance, SourceFormat, Theme, Ticker, Variant } from './types.ts';

interface BrandRow {
  domain: string;
  name: string;
  description: string | null;
  colors: string;
  socials: string;
  employees: number | null;
  gics_code: string | null;
  source: string;
  fact_sources: string;
  founded: number | null;
  popularity: number | null;
  logo_updated_at?: string | null;
  checked_at?: string | null;
}

interface CryptoRow {
  symbol: string;
  name: string;
  storage_key: string;
  content_hash: string;
  width: number;
  height: number;
  provenance: string;
}

export const CRYPTO_ID_PREFIX = 'crypto:';

interface AssetRow {
  domain: string;
  variant: Variant;
  theme: Theme;
  format: SourceFormat;
  storage_key: string;
  content_hash: string;
  width: number;
  height: number;
  provenance: string;
}

export interface CatalogCounts {
  brands: number;
  domains: number;
  assets: number;
  brandsWithLogo: number;
  brandsWithDark: number;
  brandsWithDescription: number;
}

export type Catalog = ReturnType<typeof createCatalog>;

export interface BrandLookup {
  primary: string | undefined;
  assets: Asset[];
}

const LOOKUP_MEMO_LIMIT = 50_000;
const FOREIGN_WRITE_CHECK_MS = 250;

export function createCatalog(db: Db) {
  const statements = {
    resolve: db.prepare<[string], { brand_domain: string }>('SELECT brand_domain FROM domains WHERE domain = ?'),
    brand: db.prepare<[string], BrandRow>('SELECT * FROM brands WHERE domain = ?'),
    aliases: db.prepare<[string, string], { domain: string }>(
      'SELECT domain FROM domains WHERE brand_domain = ? AND domain <> ? ORDER BY domain',
    ),
    assets: db.prepare<[string], AssetRow>('SELECT * FROM assets WHERE domain = ? ORDER BY variant, theme, format'),
    upsertBrand: db.prepare(`
      INSERT INTO brands (domain, name, description, colors, socials, employees, gics_code, source, fact_sources, founded, popularity, updated_at)
      VALUES (@domain, @name, @description, @colors, @socials, @employees, @gicsCode, @source, @factSources, @founded, @popularity, @updatedAt)
      ON CONFLICT(domain) DO UPDATE SET name = excluded.name, description = excluded.description,
        colors = excluded.colors, socials = excluded.socials, employees = excluded.employees,
        gics_code = excluded.gics_code, source = excluded.source, fact_sources = excluded.fact_sources,
        founded = excluded.founded, popularity = excluded.popularity, updated_at = excluded.updated_at`),
    tickerBySymbol: db.prepare<[string], Ticker>(
      'SELECT symbol, exchange, name, brand_domain AS domain FROM tickers WHERE symbol = ? ORDER BY exchange',
    ),
    tickersOf: db.prepare<[string], Ticker>(
      'SELECT symbol, exchange, name, brand_domain AS domain FROM tickers WHERE brand_domain = ? ORDER BY symbol',
    ),
    upsertTicker: db.prepare(`
      INSERT INTO tickers (symbol, exchange, brand_domain, name) VALUES (@symbol, @exchange, @domain, @name)
      ON CONFLICT(symbol, exchange) DO UPDATE SET brand_domain = excluded.brand_domain, name = excluded.name`),
    allTickers: db.prepare<[], Ticker>('SELECT symbol, exchange, name, brand_domain AS domain FROM tickers'),
    crypto: db.prepare<[string], CryptoRow>('SELECT * FROM crypto_assets WHERE symbol = ?'),
    allCrypto: db.prepare<[], CryptoRow>('SELECT * FROM crypto_assets'),
    upsertCrypto: db.prepare(`
      INSERT INTO crypto_assets (symbol, name, storage_key, content_hash, width, height, provenance)
      VALUES (@symbol, @name, @storageKey, @contentHash, @width, @height, @provenance)
      ON CONFLICT(symbol) DO UPDATE SET name = excluded.name, storage_key = excluded.storage_key,
        content_hash = excluded.content_hash, width = excluded.width, height = excluded.height, provenance = excluded.provenance`),
    deleteCrypto: db.prepare<[string]>('DELETE FROM crypto_assets WHERE symbol = ?'),
    deleteTicker: db.prepare<[string, string]>('DELETE FROM tickers WHERE symbol = ? AND exchange = ?'),
    upsertDomain: db.prepare<[string, string]>(
      'INSERT INTO domains (domain, brand_domain) VALUES (?, ?) ON CONFLICT(domain) DO UPDATE SET brand_domain = excluded.brand_domain',
    ),
    upsertAsset: db.prepare(`
      INSERT INTO assets (domain, variant, theme, format, storage_key, content_hash, width, height, provenance)
      VALUES (@domain, @variant, @theme, @format, @storageKey, @contentHash, @width, @height, @provenance)
      ON CONFLICT(domain, variant, theme, format) DO UPDATE SET storage_key = excluded.storage_key,
        content_hash = excluded.content_hash, width = excluded.width, height = excluded.height,
        provenance = excluded.provenance`),
    markChecked: db.prepare<[string, string]>('UPDATE brands SET checked_at = ? WHERE domain = ?'),
    deleteAsset: db.prepare<[string, string, string, string]>(
      'DELETE FROM assets WHERE domain = ? AND variant = ? AND theme = ? AND format = ?',
    ),
    counts: db.prepare<[], CatalogCounts>(`
      SELECT (SELECT count(*) FROM brands) AS brands,
             (SELECT count(*) FROM domains) AS domains,
             (SELECT count(*) FROM assets) AS assets,
             (SELECT count(DISTINCT domain) FROM assets WHERE variant = 'logo') AS brandsWithLogo,
             (SELECT count(DISTINCT domain) FROM assets WHERE theme = 'dark') AS brandsWithDark,
             (SELECT count(*) FROM brands WHERE description IS NOT NULL) AS brandsWithDescription`),
    // A real read of every table a lookup touches (their first pages), not just the connection: cheap at any size.
    ping: db.prepare<[], { ok: number }>(`
      SELECT (SELECT count(*) FROM (SELECT 1 FROM brands LIMIT 1)) + (SELECT count(*) FROM (SELECT 1 FROM domains LIMIT 1))
           + (SELECT count(*) FROM (SELECT 1 FROM assets LIMIT 1)) >= 0 AS ok`),
    searchRows: db.prepare<[], { domain: string; name: string; popularity: number | null; has_logo: number; domains: string; tickers: string | null }>(`
      SELECT b.domain, b.name, b.popularity, group_concat(d.domain, ' ') AS domains,
        EXISTS (SELECT 1 FROM assets a WHERE a.domain = b.domain) AS has_logo,
        (SELECT json_group_array(json_object('symbol', t.symbol, 'name', t.name)) FROM tickers t WHERE t.brand_domain = b.domain) AS tickers
      FROM brands b JOIN domains d ON d.brand_domain = b.domain GROUP BY b.domain`),
  };

  // Logo requests look up the same few domains over and over; memoise them, and forget everything when this
  // connection writes or when PRAGMA data_version shows another process committed (checked every 250 ms at most).
  const memo = new Map<string, BrandLookup>();
  let dataVersion = db.pragma('data_version', { simple: true }) as number;
  let checkedAt = performance.now();
  let generation = 0;
  const forget = () => {
    memo.clear();
    generation++;
  };
  const dropIfForeignWrite = () => {
    const now = performance.now();
    if (now - checkedAt < FOREIGN_WRITE_CHECK_MS) return;
    checkedAt = now;
    const current = db.pragma('data_version', { simple: true }) as number;
    if (current !== dataVersion) {
      dataVersion = current;
      forget();
    }
  };

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
      dropIfForeignWrite();
      return generation;
    },
    /** Primary domain and stored assets for a normalised domain or alias, memoised for the hot path. */
    lookup(domain: string): BrandLookup {
      dropIfForeignWrite();
      let found = memo.get(domain);
      if (!found) {
        const primary = resolve(domain);
        found = { primary, assets: primary ? statements.assets.all(primary).map(assetFromRow) : [] };
        if (memo.size >= LOOKUP_MEMO_LIMIT) forget();
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
    upsertBrand(brand: Brand, aliases: readonly string[] = []): void {
      forget();
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
      forget();
      statements.upsertAsset.run({ ...asset, provenance: JSON.stringify(asset.provenance) });
    },
    deleteAsset(asset: Pick<Asset, 'domain' | 'variant' | 'theme' | 'format'>): void {
      forget();
      statements.deleteAsset.run(asset.domain, asset.variant, asset.theme, asset.format);
    },
    /** Records that discovery looked at the brand at `at`; false when the catalog has no such brand. */
    markChecked(domain: string, at: Date): boolean {
      return statements.markChecked.run(at.toISOString(), domain).changes > 0;
    },
    /** Listings of a symbol ("BRK.B"), one per exchange it trades on. */
    tickers(symbol: string): Ticker[] {
      dropIfForeignWrite();
      return statements.tickerBySymbol.all(symbol);
    },
    tickersOf(domain: string): Ticker[] {
      return statements.tickersOf.all(domain);
    },
    allTickers(): Ticker[] {
      return statements.allTickers.all();
    },
    upsertTicker(ticker: Ticker): void {
      forget();
      statements.upsertTicker.run(ticker);
    },
    deleteTicker(ticker: Pick<Ticker, 'symbol' | 'exchange'>): void {
      forget();
      statements.deleteTicker.run(ticker.symbol, ticker.exchange);
    },
    /** A cryptocurrency's icon as an asset whose id (in place of a domain) is "crypto:<symbol>". */
    cryptoAsset(symbol: string): { name: string; asset: Asset } | undefined {
      dropIfForeignWrite();
      const row = statements.crypto.get(symbol);
      return row && { name: row.name, asset: cryptoFromRow(row) };
    },
    allCrypto(): { symbol: string; name: string; asset: Asset }[] {
      return statements.allCrypto.all().map((row) => ({ symbol: row.symbol, name: row.name, asset: cryptoFromRow(row) }));
    },
    upsertCrypto(symbol: string, name: string, asset: Asset): void {
      forget();
      statements.upsertCrypto.run({ ...asset, symbol, name, provenance: JSON.stringify(asset.provenance) });
    },
    deleteCrypto(symbol: string): void {
      forget();
      statements.deleteCrypto.run(symbol);
    },
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
    counts(): CatalogCounts {
      return statements.counts.get()!;
    },
    /** A real query, so a closed or broken database shows as unreachable. */
    ping(): boolean {
      return statements.ping.get()?.ok === 1;
    },
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
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
