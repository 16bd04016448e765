// Reads and writes brands, domain aliases and asset records in catalog.db through prepared statements.
import type { Db } from './sqlite.ts';
import type { Asset, Brand, Provenance, SourceFormat, Theme, Variant } from './types.ts';

interface BrandRow {
  domain: string;
  name: string;
  description: string | null;
  colors: string;
  socials: string;
  employees: number | null;
  gics_code: string | null;
  source: string;
}

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
      INSERT INTO brands (domain, name, description, colors, socials, employees, gics_code, source, updated_at)
      VALUES (@domain, @name, @description, @colors, @socials, @employees, @gicsCode, @source, @updatedAt)
      ON CONFLICT(domain) DO UPDATE SET name = excluded.name, description = excluded.description,
        colors = excluded.colors, socials = excluded.socials, employees = excluded.employees,
        gics_code = excluded.gics_code, source = excluded.source, updated_at = excluded.updated_at`),
    upsertDomain: db.prepare<[string, string]>(
      'INSERT INTO domains (domain, brand_domain) VALUES (?, ?) ON CONFLICT(domain) DO UPDATE SET brand_domain = excluded.brand_domain',
    ),
    upsertAsset: db.prepare(`
      INSERT INTO assets (domain, variant, theme, format, storage_key, content_hash, width, height, provenance)
      VALUES (@domain, @variant, @theme, @format, @storageKey, @contentHash, @width, @height, @provenance)
      ON CONFLICT(domain, variant, theme, format) DO UPDATE SET storage_key = excluded.storage_key,
        content_hash = excluded.content_hash, width = excluded.width, height = excluded.height,
        provenance = excluded.provenance`),
    deleteAsset: db.prepare<[string, string, string, string]>(
      'DELETE FROM assets WHERE domain = ? AND variant = ? AND theme = ? AND format = ?',
    ),
    counts: db.prepare<[], CatalogCounts>(`
      SELECT (SELECT count(*) FROM brands) AS brands,
             (SELECT count(*) FROM domains) AS domains,
             (SELECT count(*) FROM assets) AS assets,
             (SELECT count(DISTINCT domain) FROM assets WHERE variant = 'logo') AS brandsWithLogo,
             (SELECT count(DISTINCT domain) FROM assets WHERE theme = 'dark') AS brandsWithDark`),
    // A real read of every table a lookup touches (their first pages), not just the connection: cheap at any size.
    ping: db.prepare<[], { ok: number }>(`
      SELECT (SELECT count(*) FROM (SELECT 1 FROM brands LIMIT 1)) + (SELECT count(*) FROM (SELECT 1 FROM domains LIMIT 1))
           + (SELECT count(*) FROM (SELECT 1 FROM assets LIMIT 1)) >= 0 AS ok`),
    searchRows: db.prepare<[], { domain: string; name: string; domains: string }>(`
      SELECT b.domain, b.name, group_concat(d.domain, ' ') AS domains
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
        const primary = statements.resolve.get(domain)?.brand_domain;
        found = { primary, assets: primary ? statements.assets.all(primary).map(assetFromRow) : [] };
        if (memo.size >= LOOKUP_MEMO_LIMIT) forget();
        memo.set(domain, found);
      }
      return found;
    },
    /** The primary domain a (normalised) domain or alias belongs to, or undefined when we know no such brand. */
    resolveDomain(domain: string): string | undefined {
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
        colors: JSON.stringify(brand.colors),
        socials: JSON.stringify(brand.socials),
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
    /** Every brand with its primary and alias domains, for building the search index. */
    searchRows(): { domain: string; name: string; domains: string[] }[] {
      return statements.searchRows.all().map((row) => ({ domain: row.domain, name: row.name, domains: row.domains.split(' ') }));
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
