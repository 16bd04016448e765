// Migrations of catalog.db: brands, their domains and aliases, and the assets stored for them.
import { GICS_2023 } from './data/gics-2023.ts';
import type { Migration } from '../db/sqlite.ts';
import { freshnessMigration } from './freshness-schema.ts';

export const catalogMigrations: readonly Migration[] = [
  (db) => {
    db.exec(`
      CREATE TABLE brands (
        domain      TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        description TEXT,
        colors      TEXT NOT NULL DEFAULT '[]',
        socials     TEXT NOT NULL DEFAULT '{}',
        employees   INTEGER,
        gics_code   TEXT,
        source      TEXT NOT NULL,
        updated_at  TEXT NOT NULL
      );
      CREATE TABLE domains (
        domain       TEXT PRIMARY KEY,
        brand_domain TEXT NOT NULL REFERENCES brands(domain) ON DELETE CASCADE
      );
      CREATE INDEX domains_by_brand ON domains(brand_domain);
      CREATE TABLE assets (
        domain       TEXT NOT NULL REFERENCES brands(domain) ON DELETE CASCADE,
        variant      TEXT NOT NULL CHECK (variant IN ('icon', 'logo', 'symbol')),
        theme        TEXT NOT NULL CHECK (theme IN ('light', 'dark')),
        format       TEXT NOT NULL CHECK (format IN ('svg', 'png', 'webp', 'avif', 'jpg')),
        storage_key  TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        width        REAL NOT NULL,
        height       REAL NOT NULL,
        provenance   TEXT NOT NULL,
        PRIMARY KEY (domain, variant, theme, format)
      );
    `);
  },
  (db) => {
    db.exec('CREATE TABLE gics (code TEXT PRIMARY KEY, name TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO gics (code, name) VALUES (?, ?)');
    for (const [code, name] of GICS_2023) insert.run(code, name);
  },
  // Listings and popularity: a brand's founding year and rank in a bundled list of popular sites, its tickers, and
  // the icons of cryptocurrencies (assets without a brand or domain).
  (db) => {
    db.exec(`
      ALTER TABLE brands ADD COLUMN founded INTEGER;
      ALTER TABLE brands ADD COLUMN popularity INTEGER;
      CREATE TABLE tickers (
        symbol       TEXT NOT NULL,
        exchange     TEXT NOT NULL,
        brand_domain TEXT NOT NULL REFERENCES brands(domain) ON DELETE CASCADE,
        name         TEXT NOT NULL,
        PRIMARY KEY (symbol, exchange)
      );
      CREATE INDEX tickers_by_brand ON tickers(brand_domain);
      CREATE TABLE crypto_assets (
        symbol       TEXT PRIMARY KEY,
        name         TEXT NOT NULL,
        storage_key  TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        width        REAL NOT NULL,
        height       REAL NOT NULL,
        provenance   TEXT NOT NULL
      );
    `);
  },
  // Discovery fills a brand's missing facts from its website and says where each came from.
  (db) => {
    db.exec("ALTER TABLE brands ADD COLUMN fact_sources TEXT NOT NULL DEFAULT '{}'");
  },
  freshnessMigration,
  // A name lookup (`logos merchant`) scans every brand's name: from this index it reads names, not whole brand rows.
  (db) => {
    db.exec('CREATE INDEX brands_by_name ON brands(name, domain)');
  },
];
