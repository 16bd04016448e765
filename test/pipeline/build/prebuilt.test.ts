import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild, type BuildOptions } from '../../../pipeline/build/build.ts';
import { assetKey, domainManifestKey } from '../../../pipeline/build/keys.ts';
import { writeManifest, type DomainManifest } from '../../../pipeline/build/manifest.ts';
import { createPrebuiltLookup, dropBuiltSlot } from '../../../pipeline/build/prebuilt.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { withReadCache } from '../../../pipeline/storage/read-cache.ts';
import type { ObjectStorage } from '../../../pipeline/storage/types.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK, WORDMARK } from '../../helpers/small-catalog.ts';

const KEY = assetKey('acme.com', 'icon', 'light', 'png', 64);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

// What `logos build` leaves behind for one object: the object first, then the manifest naming the plan that made it.
async function writeBuilt(store: ObjectStorage, body: Buffer, build: string): Promise<void> {
  await store.put(KEY, body, { contentType: 'image/png' });
  const manifest: DomainManifest = { domain: 'acme.com', built: new Date().toISOString(), renderer: 'test', objects: { [KEY]: { hash: sha256(body), build, bytes: body.length, contentType: 'image/png' } } };
  await writeManifest(store, domainManifestKey('acme.com'), manifest);
}

describe('the prebuilt lookup', () => {
  let dir: string;
  let direct: ObjectStorage;
  let clock: number;
  beforeEach(() => {
    dir = tempDataDir();
    direct = createFolderStorage({ root: dir });
    clock = 0;
  });

  it('answers an object only for the plan its manifest says made it', async () => {
    const lookup = createPrebuiltLookup({ objects: withReadCache(direct, 1 << 20), direct }, 30_000, () => clock);
    await writeBuilt(direct, Buffer.from('built from source one'), '"one"');
    expect((await lookup.find('acme.com', KEY, '"one"'))?.toString()).toBe('built from source one');
    expect(await lookup.find('acme.com', KEY, '"two"')).toBeUndefined();
    expect(await lookup.find('acme.com', assetKey('acme.com', 'icon', 'light', 'png', 128), '"one"')).toBeUndefined();
    expect(await lookup.find('globex.com', assetKey('globex.com', 'icon', 'light', 'png', 64), '"one"')).toBeUndefined();
  });

  it('never serves what its read cache holds from an earlier build once another process rebuilt the key', async () => {
    const objects = withReadCache(direct, 1 << 20);
    const lookup = createPrebuiltLookup({ objects, direct }, 30_000, () => clock);
    await writeBuilt(direct, Buffer.from('old logo'), '"old"');
    expect((await lookup.find('acme.com', KEY, '"old"'))?.toString()).toBe('old logo');

    // Another process (the nightly build) writes the same key for the changed source, behind the read cache's back.
    await writeBuilt(createFolderStorage({ root: dir }), Buffer.from('new logo'), '"new"');
    expect((await objects.get(KEY))?.body.toString()).toBe('old logo');
    // Until the manifest is read again the new plan renders instead, and the old plan no longer matches once it is.
    expect(await lookup.find('acme.com', KEY, '"new"')).toBeUndefined();
    clock += 30_001;
    expect((await lookup.find('acme.com', KEY, '"new"'))?.toString()).toBe('new logo');
    expect(await lookup.find('acme.com', KEY, '"old"')).toBeUndefined();
  });

  it('answers nothing for an object whose bytes are not those its manifest lists', async () => {
    const lookup = createPrebuiltLookup({ objects: direct, direct }, 30_000, () => clock);
    await writeBuilt(direct, Buffer.from('what the build wrote'), '"one"');
    await direct.put(KEY, Buffer.from('overwritten by hand'), { contentType: 'image/png' });
    expect(await lookup.find('acme.com', KEY, '"one"')).toBeUndefined();
  });

  it('reads a manifest once for requests that arrive together', async () => {
    let reads = 0;
    const counting: ObjectStorage = {
      ...direct,
      get: (key) => {
        if (key.endsWith('manifest.json')) reads++;
        return direct.get(key);
      },
    };
    const lookup = createPrebuiltLookup({ objects: direct, direct: counting }, 30_000, () => clock);
    await writeBuilt(direct, Buffer.from('one'), '"one"');
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookup.find('acme.com', KEY, '"one"')));
    expect(answers.every((answer) => answer?.toString() === 'one')).toBe(true);
    expect(reads).toBe(1);
  });
});

describe('dropping a built slot', () => {
  let origin: TestOrigin;
  let dir: string;
  let target: ObjectStorage;
  const options: BuildOptions = { formats: ['png'], sizes: [32], concurrency: 2, dryRun: false };
  const build = () => runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target }, options);
  const manifestKeys = () => Object.keys((JSON.parse(readFileSync(join(dir, 'v1/acme.com/manifest.json'), 'utf8')) as DomainManifest).objects);
  beforeEach(async () => {
    origin = await createTestOrigin({ seed: false });
    dir = tempDataDir();
    target = createFolderStorage({ root: dir });
    await addBrand(origin, 'acme.com', { icon: MARK('#112233'), logo: WORDMARK('#445566') });
  });
  afterEach(() => origin.cleanup());

  it('removes the slot objects and their manifest entries and leaves the other slots', async () => {
    await build();
    await dropBuiltSlot(target, 'acme.com', 'icon', 'light');
    expect(existsSync(join(dir, 'v1/acme.com/icon/light/64.png'))).toBe(false);
    expect(existsSync(join(dir, 'v1/acme.com/icon/dark/64.png'))).toBe(true);
    expect(manifestKeys().filter((key) => key.startsWith('v1/acme.com/icon/light/'))).toEqual([]);
    expect(manifestKeys()).toContain('v1/acme.com/logo/light/64.png');
  });

  it('lets the next build write the slot again though its source is what the build last saw (a pin taken back)', async () => {
    await build();
    await dropBuiltSlot(target, 'acme.com', 'icon', 'light');
    const again = await build();
    // Two pixel sizes (32 and its retina 64) of the one dropped slot.
    expect(again).toMatchObject({ rendered: 2, failed: 0 });
    expect(existsSync(join(dir, 'v1/acme.com/icon/light/64.png'))).toBe(true);
  });
});
