// Migration of catalog.db for freshness: when each brand's logo last changed (kept by triggers, so every writer (seed
// import, discovery, operators) moves it and none can forget to) and when discovery last looked.
import type { Migration } from '../db/sqlite.ts';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export const freshnessMigration: Migration = (db) => {
  db.exec(`
    ALTER TABLE brands ADD COLUMN logo_updated_at TEXT;
    ALTER TABLE brands ADD COLUMN checked_at TEXT;
    UPDATE brands SET logo_updated_at = updated_at WHERE domain IN (SELECT domain FROM assets);
    CREATE TRIGGER assets_added AFTER INSERT ON assets BEGIN
      UPDATE brands SET logo_updated_at = ${NOW} WHERE domain = NEW.domain;
    END;
    CREATE TRIGGER assets_replaced AFTER UPDATE OF content_hash ON assets WHEN OLD.content_hash <> NEW.content_hash BEGIN
      UPDATE brands SET logo_updated_at = ${NOW} WHERE domain = NEW.domain;
    END;
    CREATE TRIGGER assets_removed AFTER DELETE ON assets BEGIN
      UPDATE brands SET logo_updated_at = ${NOW} WHERE domain = OLD.domain;
    END;
  `);
};
