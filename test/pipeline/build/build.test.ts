import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBuild, type BuildOptions } from '../../../pipeline/build/build.ts';
import type { BuildEvent } from '../../../pipeline/build/events.ts';
import { assetKey } from '../../../pipeline/build/keys.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import type { ObjectStorage } from '../../../pipeline/storage/types.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK, WORDMARK } from '../../helpers/small-catalog.ts';

let origin: TestOrigin;
let targetDir: string;
let target: ObjectStorage;
const options: BuildOptions = { formats: ['webp', 'png', 'svg'], sizes: [32, 128], concurrency: 2, dryRun: false };
const build = (extra: Partial<BuildOptions> = {}, events: BuildEvent[] = []) =>
  runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target }, { ...options, ...extra }, (event) => events.push(event));
const manifestOf = (domain: string) => JSON.parse(readFileSync(join(targetDir, 'v1', domain, 'manifest.json'), 'utf8')) as { objects: Record<string, { hash: string; bytes: number }> };

beforeEach(async () => {
  origin = await createTestOrigin({ seed: false });
  targetDir = tempDataDir();
  target = createFolderStorage({ root: targetDir });
  await addBrand(origin, 'acme.com', { symbol: MARK('#112233'), logo: WORDMARK('#445566') });
  await addBrand(origin, 'globex.com', { icon: MARK('#E03C31') });
});
afterEach(() => origin.cleanup());

describe('logos build', () => {
  it('writes every stored variant x theme x format x size (with retina doubles) at documented keys', async () => {
    const summary = await build();
    // acme: 2 variants, globex: 1; each 2 themes x (2 raster formats x sizes {32, 64, 128, 256} + svg)
    expect(summary).toMatchObject({ domains: 2, rendered: 3 * 2 * (2 * 4 + 1), failed: 0, deleted: 0 });
    const webp = readFileSync(join(targetDir, assetKey('acme.com', 'logo', 'light', 'webp', 256)));
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 256, height: 64 });
    const png = readFileSync(join(targetDir, 'v1/globex.com/icon/dark/64.png'));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect(readFileSync(join(targetDir, 'v1/acme.com/symbol/light/vector.svg'), 'utf8')).toContain('#112233');
  });

  it('lists every object in its domain manifest with its content hash, and every domain in the global one', async () => {
    await build();
    const manifest = manifestOf('acme.com');
    expect(Object.keys(manifest.objects)).toHaveLength(2 * 2 * 9);
    for (const [key, entry] of Object.entries(manifest.objects)) {
      const body = readFileSync(join(targetDir, key));
      expect(createHash('sha256').update(body).digest('hex')).toBe(entry.hash);
      expect(body.length).toBe(entry.bytes);
    }
    const global = JSON.parse(readFileSync(join(targetDir, 'v1/manifest.json'), 'utf8')) as { domains: Record<string, { objects: number }> };
    expect(global.domains).toEqual({ 'acme.com': expect.objectContaining({ objects: 36 }), 'globex.com': expect.objectContaining({ objects: 18 }) });
  });

  it('renders nothing on a rebuild without changes, and only what changed after a source changes', async () => {
    await build();
    expect(await build()).toMatchObject({ rendered: 0, skipped: 54, deleted: 0 });
    await addBrand(origin, 'globex.com', { icon: MARK('#00AA00') });
    expect(await build()).toMatchObject({ rendered: 18, skipped: 36 });
    const png = readFileSync(join(targetDir, 'v1/globex.com/icon/light/32.png'));
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([data[16 * 32 * 4 + 16 * 4], data[16 * 32 * 4 + 16 * 4 + 1]]).toEqual([0, 0xaa]);
  });

  it('deletes objects of removed assets and removed brands', async () => {
    await build();
    origin.deps.catalog.deleteAsset({ domain: 'acme.com', variant: 'logo', theme: 'light', format: 'svg' });
    expect(await build()).toMatchObject({ rendered: 0, deleted: 18 });
    expect(existsSync(join(targetDir, 'v1/acme.com/logo/light/128.webp'))).toBe(false);
    expect(Object.keys(manifestOf('acme.com').objects).every((key) => key.includes('/symbol/'))).toBe(true);

    origin.deps.catalogDb.prepare("DELETE FROM brands WHERE domain = 'globex.com'").run();
    origin.deps.catalog.upsertBrand(origin.deps.catalog.getBrand('acme.com')!); // a write through the catalog forgets its memo
    expect(await build()).toMatchObject({ deleted: 19 });
    expect(existsSync(join(targetDir, 'v1/globex.com'))).toBe(false);
    expect(existsSync(join(targetDir, 'v1/acme.com/symbol/light/128.webp'))).toBe(true);
  });

  it('reports a corrupt source, skips it and goes on with the rest', async () => {
    await addBrand(origin, 'broken.com', { icon: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>' });
    await origin.deps.storage.put('sources/broken.com/icon-light.svg', Buffer.from('not an image at all'), { contentType: 'image/svg+xml' });
    const events: BuildEvent[] = [];
    const summary = await build({}, events);
    expect(summary.failed).toBe(18);
    expect(summary.rendered).toBe(54);
    expect(events.find((event) => event.event === 'failed')).toMatchObject({ key: expect.stringContaining('broken.com') });
  });

  it('writes nothing with dryRun but says what it would do', async () => {
    expect(await build({ dryRun: true })).toMatchObject({ rendered: 54 });
    expect(existsSync(join(targetDir, 'v1'))).toBe(false);
  });
});
