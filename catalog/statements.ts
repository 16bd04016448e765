// The prepared statements of catalog.db: brands, domains and assets apart from tickers and crypto listings.
import type { Db } from '../db/sqlite.ts';
import type { SourceFormat, Theme, Ticker, Variant } from './types.ts';

export interface BrandRow {
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

export interface CryptoRow {
  symbol: string;
  name: string;
  storage_key: string;
  content_hash: string;
  width: number;
  height: number;
  provenance: string;
}

export interface AssetRow {
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

export interface NameRowData {
  domain: string;
  name: string;
  popularity: number | null;
  has_logo: number;
  ticker_names: string;
}

export interface SearchRow {
  domain: string;
  name: string;
  popularity: number | null;
  has_logo: number;
  domains: string;
  tickers: string | null;
}

export function brandStatements(db: Db) {
  return {
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
    searchRows: db.prepare<[], SearchRow>(`
      SELECT b.domain, b.name, b.popularity, group_concat(d.domain, ' ') AS domains,
        EXISTS (SELECT 1 FROM assets a WHERE a.domain = b.domain) AS has_logo,
        (SELECT json_group_array(json_object('symbol', t.symbol, 'name', t.name)) FROM tickers t WHERE t.brand_domain = b.domain) AS tickers
      FROM brands b JOIN domains d ON d.brand_domain = b.domain GROUP BY b.domain ORDER BY b.domain`),
    /**
     * Brands' and tickers' names holding the letters of @pattern in order (a LIKE pattern, case ignored for ASCII),
     * or not all printable ASCII, with the brand each names: read from the index of names, not the brands' rows.
     */
    namesHolding: db.prepare<[{ pattern: string }], { domain: string; name: string }>(`
      SELECT domain, name FROM brands WHERE name GLOB '*[^ -~]*' OR name LIKE @pattern
      UNION ALL SELECT brand_domain AS domain, name FROM tickers WHERE name GLOB '*[^ -~]*' OR name LIKE @pattern`),
    /** The brands of @domains (a JSON array) searchRows reads, in the same order, with only what a name lookup needs. */
    nameRows: db.prepare<[{ domains: string }], NameRowData>(`
      SELECT b.domain, b.name, b.popularity, EXISTS (SELECT 1 FROM assets a WHERE a.domain = b.domain) AS has_logo,
        (SELECT json_group_array(t.name) FROM tickers t WHERE t.brand_domain = b.domain) AS ticker_names
      FROM brands b
      WHERE b.domain IN (SELECT value FROM json_each(@domains)) AND EXISTS (SELECT 1 FROM domains d WHERE d.brand_domain = b.domain)
      ORDER BY b.domain`),
  };
}

export function listingStatements(db: Db) {
  return {
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
  };
}
