import Database from 'better-sqlite3';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logos } from '../helpers/cli.ts';
import { createTestOrigin, tempDataDir } from '../helpers/origin.ts';

const countIn = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  } catch (error) {
    return (error as Error).message;
  } finally {
    db.close();
  }
};

describe('logos backup (finding 13.9)', () => {
  it('copies catalog.db and state.db consistently while the server holds them open, recent writes included', async () => {
    const origin = await createTestOrigin({ seed: false });
    try {
      const account = await origin.deps.accounts.createAccount('backup@example.com', 'pro');
      await origin.deps.accounts.createKey(account.id, 'k');
      // What a file copy gets: the new rows sit in state.db-wal, so the copy has none of them.
      const naive = join(tempDataDir(), 'copied-state.db');
      copyFileSync(origin.config.statePath, naive);
      expect(countIn(naive, 'accounts')).not.toBe(1);

      const to = join(tempDataDir(), 'backup-1');
      const result = await logos(origin.config.dataDir, ['backup', '--to', to, '--json']);
      expect(result.code).toBe(0);
      const printed = JSON.parse(result.stdout) as { to: string; databases: Array<{ name: string; to: string }> };
      expect(printed.databases.map((d) => d.name)).toEqual(['catalog', 'state']);
      expect(countIn(join(to, 'state.db'), 'accounts')).toBe(1);
      expect(countIn(join(to, 'state.db'), 'api_keys')).toBe(1);
      expect(typeof countIn(join(to, 'catalog.db'), 'brands')).toBe('number');

      const again = await logos(origin.config.dataDir, ['backup', '--to', to]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('exists already; back up into a new folder');
    } finally {
      await origin.cleanup();
    }
  });

  it('refuses a data folder without databases instead of creating empty ones', async () => {
    const empty = tempDataDir();
    const result = await logos(empty, ['backup', '--to', join(empty, 'b')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${join(empty, 'catalog.db')} does not exist: nothing to back up for the catalog database`);
    expect(existsSync(join(empty, 'catalog.db'))).toBe(false);
    expect(existsSync(join(empty, 'state.db'))).toBe(false);
  });
});
