import { closeSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/index.ts';
import { startOrigin } from '../../../server/start.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';

let origin: TestOrigin | undefined;
afterEach(async () => {
  await origin?.cleanup();
  origin = undefined;
});

/** Overwrites bytes inside the file's pages past the header, as a failing disk or a bad copy does. */
function damage(file: string): void {
  const size = statSync(file).size;
  const fd = openSync(file, 'r+');
  for (let offset = 8192; offset < size; offset += 3 * 4096) writeSync(fd, Buffer.alloc(200, 0x41), 0, 200, offset + 100);
  closeSync(fd);
}

describe('GET /health', () => {
  it('reports ok with the date and each database answering a real query', async () => {
    origin = await createTestOrigin({ seed: false });
    const response = await origin.request('/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; date: string };
    expect(body).toMatchObject({ status: 'ok', date: expect.any(String), database: { connected: true }, databases: { catalog: 'ok', state: 'ok' } });
    expect(Math.abs(Date.parse(body.date) - Date.now())).toBeLessThan(5000);
  });

  it('answers 503 with connected:false when the database is unreachable', async () => {
    origin = await createTestOrigin({ seed: false });
    origin.deps.catalogDb.close();
    const response = await origin.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: { connected: false }, databases: { catalog: 'unreachable' } });
  });
});

describe('a damaged catalog (finding 13.10)', () => {
  it('fails /health once lookups hit the damage, and logs the file and what to do', async () => {
    const seeded = await createTestOrigin();
    seeded.deps.catalogDb.pragma('wal_checkpoint(TRUNCATE)');
    const dataDir = seeded.config.dataDir;
    await seeded.deps.close();
    damage(seeded.config.catalogPath);
    // A server that was already running when the file broke: opened without the start check.
    origin = await createTestOrigin({ seed: false, env: { DATA_DIR: dataDir } });
    const statuses = [];
    for (const domain of ['stripe.com', 'github.com', 'shopify.com', 'zzz-unknown.com']) statuses.push((await origin.request(`/v1/${domain}?format=svg`)).status);
    expect(statuses).toContain(500);
    const health = await origin.request('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', databases: { catalog: 'damaged' } });
    const logged = origin.logs.find((line) => line.includes('is damaged'))!;
    expect(logged).toContain(`the catalog database ${origin.config.catalogPath} is damaged (`);
    expect(logged).toContain('restore catalog.db from a backup (logos backup)');
  });

  it('refuses to start on it, naming the file and what to do', async () => {
    const seeded = await createTestOrigin();
    seeded.deps.catalogDb.pragma('wal_checkpoint(TRUNCATE)');
    await seeded.deps.close();
    damage(seeded.config.catalogPath);
    const config = loadConfig({ DATA_DIR: seeded.config.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off' });
    await expect(startOrigin(config)).rejects.toThrow(`the catalog database ${config.catalogPath} is damaged (`);
  });

  it('names the file when it is no database at all', async () => {
    const dataDir = tempDataDir();
    writeFileSync(`${dataDir}/catalog.db`, 'this is not a database, but it is long enough to have a header '.repeat(100));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DISCOVERY: 'off' });
    await expect(startOrigin(config)).rejects.toThrow(`${config.catalogPath}: file is not a database`);
  });
});
