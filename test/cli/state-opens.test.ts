// The commands on state (`logos accounts`, `keys`, `usage ingest`) open state alone: with Redis configured they never
// connect to it, and they leave no catalog.db or asset folder behind; on PostgreSQL they write no state.db either.
// `logos backup` copies files and connects to nothing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysOf } from '../../cli/run/keys.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { openDatabase } from '../../db/sqlite.ts';
import { loadConfig } from '../../server/config/index.ts';
import { createLogger } from '../../server/observability/logger.ts';
import { createRoot } from '../../server/root.ts';
import { logos } from '../helpers/cli.ts';
import { recordingListener, type RecordingListener } from '../helpers/listener.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { POSTGRES, requireBinaryOrSkip } from '../helpers/system-binary.ts';

const pgBinDir = requireBinaryOrSkip('state commands on PostgreSQL', POSTGRES);
const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'logos-state-cmd-'));
  folders.push(path);
  return path;
};
let redis: RecordingListener;
let pgListener: RecordingListener;
let pg: TestPostgres | undefined;

beforeAll(async () => {
  [redis, pgListener] = await Promise.all([recordingListener(), recordingListener()]);
  if (pgBinDir) pg = await startPostgres(pgBinDir);
}, 60_000);
afterAll(async () => {
  await Promise.all([redis?.close(), pgListener?.close(), pg?.stop()]);
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
}, 30_000);

/** Creates an account and a key through the CLI, then revokes the key: the revoked key's record. */
async function keyLifeCycle(dataDir: string, env: Record<string, string>): Promise<Record<string, unknown>> {
  const run = async (args: string[]) => {
    const result = await logos(dataDir, [...args, '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as Record<string, unknown>;
  };
  await run(['accounts', 'create', '--email', 'ops@example.com', '--plan', 'pro']);
  const created = await run(['keys', 'create', '--account', 'ops@example.com', '--name', 'crm']);
  return run(['keys', 'revoke', String(created.id)]);
}

describe('commands on state', () => {
  it('create, list and revoke keys in state.db without touching the catalog or the configured Redis', async () => {
    const dataDir = folder();
    const before = redis.connections();
    expect(await keyLifeCycle(dataDir, { REDIS_URL: `redis://127.0.0.1:${redis.port}` })).toMatchObject({ name: 'crm', revokedAt: expect.any(String) });
    expect(redis.connections() - before).toBe(0);
    expect(readdirSync(dataDir).filter((name) => !name.startsWith('state'))).toEqual([]);
    // The next start checks state.db against what the commands left.
    expect(JSON.parse(readFileSync(join(dataDir, 'state-marker.json'), 'utf8'))).toMatchObject({ accounts: 1, keys: 1 });
  }, 180_000);

  it.skipIf(!pgBinDir)('keep keys in PostgreSQL at STATE_URL, writing no state file and reaching no Redis', async () => {
    const dataDir = folder();
    const before = redis.connections();
    const env = { STATE_URL: await pg!.createDatabase(), REDIS_URL: `redis://127.0.0.1:${redis.port}` };
    expect(await keyLifeCycle(dataDir, env)).toMatchObject({ name: 'crm', revokedAt: expect.any(String) });
    expect(redis.connections() - before).toBe(0);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 180_000);

  it('ingest the edge log into the usage store without opening the catalog', async () => {
    const dataDir = folder();
    const log = join(dataDir, 'edge-access.log');
    writeFileSync(log, '');
    const before = redis.connections();
    const result = await logos(dataDir, ['usage', 'ingest', '--log', log, '--json'], { REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ lines: 0, deltas: 0 });
    expect(redis.connections() - before).toBe(0);
    expect(existsSync(join(dataDir, 'catalog.db'))).toBe(false);
  });

  it('back up catalog.db alone when state is in PostgreSQL, connecting to neither PostgreSQL nor Redis', async () => {
    const dataDir = folder();
    openDatabase(join(dataDir, 'catalog.db'), catalogMigrations).close();
    const before = { pg: pgListener.connections(), redis: redis.connections() };
    const env = { STATE_URL: `postgres://logos@127.0.0.1:${pgListener.port}/logos`, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
    const result = await logos(dataDir, ['backup', '--to', join(dataDir, 'copy'), '--json'], env);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ databases: [expect.objectContaining({ name: 'catalog' })], note: expect.stringContaining('pg_dump') });
    expect({ pg: pgListener.connections() - before.pg, redis: redis.connections() - before.redis }).toEqual({ pg: 0, redis: 0 });
  });

  it('builds only state of the composition root for a key listing, so no catalog or render process is opened', async () => {
    const dataDir = folder();
    const root = createRoot(loadConfig({ DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${redis.port}` }), createLogger('silent'));
    try {
      expect(await keysOf(root, undefined)).toEqual([]);
      expect(root.built()).toEqual(['state']);
    } finally {
      await root.close();
    }
  });
});
