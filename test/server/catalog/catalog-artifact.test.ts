import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_POINTER_KEY, publishCatalog } from '../../../pipeline/publish/catalog-artifact.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { loadConfig } from '../../../server/config/index.ts';
import { DEFAULT_PLANS } from '../../../server/gate/plans.ts';
import { startOrigin, type Origin } from '../../../server/start.ts';
import { logos } from '../../helpers/cli.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK } from '../../helpers/small-catalog.ts';

let publisher: TestOrigin;
let published: string;
let origin: Origin | undefined;

const store = () => createFolderStorage({ root: published });
const pointer = () => JSON.parse(readFileSync(join(published, CATALOG_POINTER_KEY), 'utf8')) as { version: string; key: string; sha256: string; brands: number };
const startFollower = () =>
  startOrigin(
    loadConfig({
      DATA_DIR: tempDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent', DISCOVERY: 'off',
      CATALOG_URL: `file://${published}`,
      CATALOG_POLL: '1',
      SOURCE_STORE: join(publisher.config.dataDir, 'assets'),
      // The swap test loads the origin as fast as the machine allows; the anonymous limit is not what it measures.
      PLANS_FILE: unlimitedPlans(),
    }),
  );

function unlimitedPlans(): string {
  const file = join(tempDataDir(), 'plans.json');
  writeFileSync(file, JSON.stringify({ ...DEFAULT_PLANS, anonymousRateLimitPerMinute: 1_000_000 }));
  return file;
}

beforeEach(async () => {
  publisher = await createTestOrigin({ seed: false });
  published = tempDataDir();
  await addBrand(publisher, 'acme.com', { icon: MARK('#E03C31') });
});
afterEach(async () => {
  await origin?.close();
  origin = undefined;
  publisher.cleanup();
});

describe('logos catalog publish', () => {
  it('writes the snapshot and then a pointer with its version, SHA-256 and brand count', async () => {
    const result = await logos(publisher.config.dataDir, ['catalog', 'publish', '--to', published, '--json']);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { version: string };
    expect(pointer()).toMatchObject({ version: printed.version, brands: 1 });
    const body = readFileSync(join(published, pointer().key));
    expect(createHash('sha256').update(body).digest('hex')).toBe(pointer().sha256);
    expect(body.subarray(0, 16).toString()).toBe('SQLite format 3\0');
  });

  it('logos catalog pull gives a build machine the published catalog, hash-checked', async () => {
    await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir);
    const builder = tempDataDir();
    const pulled = await logos(builder, ['catalog', 'pull', '--from', published, '--json']);
    expect(pulled.code).toBe(0);
    expect(JSON.parse(pulled.stdout)).toMatchObject({ version: pointer().version, brands: 1 });
    const brand = await logos(builder, ['brand', 'acme.com', '--json']);
    expect(JSON.parse(brand.stdout)).toMatchObject({ domain: 'acme.com', assets: [expect.objectContaining({ variant: 'icon' })] });
  });

  it('names what is missing when there is nowhere to publish', async () => {
    const result = await logos(publisher.config.dataDir, ['catalog', 'publish']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('CATALOG_URL');
  });
});

describe('an origin on CATALOG_URL', () => {
  it('serves the published catalog read-only and swaps in a newer one while serving, without a failed request', async () => {
    await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir);
    origin = await startFollower();
    const first = await fetch(`${origin.url}/v1/acme.com?format=png&size=32`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-logo-source')).not.toBe('monogram');
    // The artifact itself is opened read-only; writes (discoveries) land in the in-memory overlay above it.
    expect(origin.deps.catalogDb.readonly).toBe(true);
    expect(() => origin!.deps.catalogDb.prepare("DELETE FROM brands").run()).toThrow(/readonly/i);

    const statuses = new Map<number, number>();
    let loading = true;
    const load = (async () => {
      for (let i = 0; loading; i++) {
        const response = await fetch(`${origin!.url}/v1/${i % 2 ? 'acme.com' : 'brand/acme.com'}?format=png&size=${16 + (i % 40)}`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    })();

    await addBrand(publisher, 'globex.com', { icon: MARK('#00AA00') });
    const next = await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir, new Date(Date.now() + 1000));
    await vi.waitFor(() => expect(origin!.catalogFollower!.version()).toBe(next.version), { timeout: 30_000, interval: 100 });
    // The load goes on over the swap until requests have been answered by the new catalog, not only the old one.
    const answeredBeforeSwap = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    await vi.waitFor(() => expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(answeredBeforeSwap + 10), { timeout: 30_000, interval: 20 });
    loading = false;
    await load;

    const globex = await fetch(`${origin.url}/v1/globex.com?format=png&size=32`);
    expect(globex.status).toBe(200);
    expect(globex.headers.get('x-logo-source')).not.toBe('monogram');
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(10);
  });

  it('refuses to start on an artifact whose bytes do not match its pointer, naming the file', async () => {
    await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir);
    writeFileSync(join(published, CATALOG_POINTER_KEY), JSON.stringify({ ...pointer(), sha256: 'a'.repeat(64) }));
    await expect(startFollower()).rejects.toThrow(new RegExp(`${pointer().key}.*refusing`));
  });

  it('keeps serving its version when a newer pointer names a corrupt artifact', async () => {
    await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir);
    origin = await startFollower();
    const before = origin.catalogFollower!.version();
    const next = await publishCatalog(publisher.deps.catalogDb, store(), publisher.config.dataDir, new Date(Date.now() + 1000));
    writeFileSync(join(published, next.key), 'not a database');
    await expect(origin.catalogFollower!.checkNow()).rejects.toThrow(/refusing/);
    expect(origin.catalogFollower!.version()).toBe(before);
    expect((await fetch(`${origin.url}/v1/acme.com?format=png&size=32`)).status).toBe(200);
  });

  it('refuses to start when nothing is published there, saying how to publish', async () => {
    await expect(startFollower()).rejects.toThrow(/logos catalog publish/);
  });
});
