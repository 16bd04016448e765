import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config/index.ts';
import { startOrigin, type Origin } from '../../server/start.ts';
import { logos } from '../helpers/cli.ts';
import { createTestOrigin, tempDataDir } from '../helpers/origin.ts';

const running: Origin[] = [];
afterEach(async () => {
  for (const origin of running.splice(0)) await origin.close().catch(() => {});
});

/** A data folder whose catalog is imported once (the slow part), copied for each test. */
let template: string | undefined;
async function dataFolder(): Promise<string> {
  if (!template) {
    const seeded = await createTestOrigin();
    seeded.deps.catalogDb.pragma('wal_checkpoint(TRUNCATE)');
    template = seeded.config.dataDir;
    await seeded.deps.close();
  }
  const dir = tempDataDir();
  copyFileSync(join(template, 'catalog.db'), join(dir, 'catalog.db'));
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<Origin> {
  const origin = await startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off', ...env }));
  running.push(origin);
  return origin;
}

const accountsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM accounts').pluck().get();
  } finally {
    db.close();
  }
};
const removeState = (dataDir: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `state.db${suffix}`), { force: true });
};

describe('data safety of state.db (finding 13.9)', () => {
  it('refuses to start on an empty state.db when the folder shows it had accounts, saying how to recover', async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    await first.deps.accounts.createKey((await first.deps.accounts.createAccount('kept@example.com', 'pro')).id, 'k');
    await first.close();
    running.pop();
    removeState(dataDir);
    const refused = startOrigin(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off' }));
    await expect(refused).rejects.toThrow(/state\.db has no accounts, but .*state-marker\.json records 1 accounts and 1 keys on .*logos backup/);
  });

  it('does not let the CLI create an empty state.db in its place', async () => {
    const dataDir = await dataFolder();
    const first = await start(dataDir);
    await first.deps.accounts.createAccount('kept@example.com', 'pro');
    await first.close();
    running.pop();
    removeState(dataDir);
    const result = await logos(dataDir, ['keys', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has no accounts, but');
    expect(existsSync(join(dataDir, 'state.db'))).toBe(false);
  });

  it('checkpoints regularly, so a plain copy of state.db holds what was written seconds ago', async () => {
    const dataDir = await dataFolder();
    const origin = await start(dataDir, { CHECKPOINT_INTERVAL: '1' });
    await origin.deps.accounts.createAccount('recent@example.com', 'pro');
    // Only state.db is copied, not its -wal file: the account is in the copy once a checkpoint has run.
    const copy = join(tempDataDir(), 'copy.db');
    await vi.waitFor(() => {
      copyFileSync(join(dataDir, 'state.db'), copy);
      expect(accountsIn(copy)).toBe(1);
    }, { timeout: 15_000, interval: 100 });
  });

  it('notices state.db deleted under the running server: /health fails and the data is rescued from the open file', async () => {
    const dataDir = await dataFolder();
    const origin = await start(dataDir, { CHECKPOINT_INTERVAL: '1' });
    await origin.deps.accounts.createAccount('rescued@example.com', 'pro');
    removeState(dataDir);
    await vi.waitFor(async () => {
      const health = await fetch(`${origin.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ databases: { state: 'missing', catalog: 'ok' } });
    }, { timeout: 15_000, interval: 100 });
    const rescued = await vi.waitFor(() => {
      const found = readdirSync(dataDir).find((name) => name.startsWith('state.db.rescued-'));
      expect(found).toBeDefined();
      return found;
    }, { timeout: 15_000, interval: 100 });
    expect(accountsIn(join(dataDir, rescued!))).toBe(1);
  });
});
