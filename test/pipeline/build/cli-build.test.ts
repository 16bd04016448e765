import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logos } from '../../helpers/cli.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK, WORDMARK } from '../../helpers/small-catalog.ts';

let origin: TestOrigin;
const BUILD = ['build', '--json', '--formats', 'webp,png,avif', '--sizes', '64,256', '--concurrency', '2'];

beforeEach(async () => {
  origin = await createTestOrigin({ seed: false });
  for (let i = 0; i < 12; i++) await addBrand(origin, `brand${i}.com`, { icon: MARK(`#${(i * 0x111111).toString(16).padStart(6, '0')}`), logo: WORDMARK('#334455') });
});
afterEach(() => origin.cleanup());

type Manifest = { objects: Record<string, { hash: string; contentType: string }> };
const assets = () => join(origin.config.dataDir, 'assets');
const manifests = () => {
  const global = JSON.parse(readFileSync(join(assets(), 'v1/manifest.json'), 'utf8')) as { domains: Record<string, { manifest: string }> };
  return Object.values(global.domains).map(({ manifest }) => JSON.parse(readFileSync(join(assets(), manifest), 'utf8')) as Manifest);
};

describe('logos build (CLI)', () => {
  it('survives kill -9 half way: the old build stays fully served, and the next run resumes', async () => {
    expect((await logos(origin.config.dataDir, BUILD)).code).toBe(0);
    for (let i = 0; i < 12; i++) await addBrand(origin, `brand${i}.com`, { icon: MARK('#00AA00'), logo: WORDMARK('#AA0000') });

    const child = spawn('node', ['cli/logos.js', ...BUILD], { env: { ...process.env, DATA_DIR: origin.config.dataDir, LOG_LEVEL: 'silent' } });
    let rendered = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        rendered += chunk.toString().split('\n').filter((line) => line.includes('"rendered"')).length;
        if (rendered >= 60 && child.exitCode === null) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.once('exit', () => resolve());
    });
    expect(rendered).toBeLessThan(12 * 2 * 2 * 3 * 4);

    // Every object the surviving manifests list is there and decodes as what it claims to be.
    for (const manifest of manifests()) {
      for (const [key, entry] of Object.entries(manifest.objects)) {
        const meta = await sharp(readFileSync(join(assets(), key))).metadata();
        expect(`image/${meta.format === 'heif' ? 'avif' : meta.format}`).toBe(entry.contentType);
      }
    }

    const resumed = await logos(origin.config.dataDir, BUILD);
    expect(resumed.code).toBe(0);
    const done = JSON.parse(resumed.stdout.trim().split('\n').at(-1)!) as { summary: { rendered: number; skipped: number; failed: number } };
    expect(done.summary.failed).toBe(0);
    expect(done.summary.skipped).toBeGreaterThan(0);
    expect(done.summary.rendered + done.summary.skipped).toBe(12 * 2 * 2 * 3 * 4);
    for (const manifest of manifests()) {
      for (const [key, entry] of Object.entries(manifest.objects)) {
        expect(createHash('sha256').update(readFileSync(join(assets(), key))).digest('hex')).toBe(entry.hash);
      }
    }
    const png = readFileSync(join(assets(), 'v1/brand3.com/icon/light/64.png'));
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const centre = (32 * 64 + 32) * 4;
    expect([data[centre], data[centre + 1], data[centre + 2]]).toEqual([0, 0xaa, 0]);
  }, 120_000); // three CLI builds in child processes: well over the default on a loaded 2-core machine

  it('exits 1 with a summary when a source is corrupt, and builds the rest', async () => {
    await addBrand(origin, 'broken.com', { icon: MARK('#000000') });
    await origin.deps.storage.put('sources/broken.com/icon-light.svg', Buffer.from('<<not svg'), { contentType: 'image/svg+xml' });
    const result = await logos(origin.config.dataDir, BUILD);
    expect(result.code).toBe(1);
    const events = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { event: string; summary?: { failed: number; rendered: number } });
    expect(events.filter((e) => e.event === 'failed')).toHaveLength(2 * 3 * 4);
    expect(events.at(-1)).toMatchObject({ event: 'done', summary: { failed: 24, rendered: 12 * 2 * 2 * 3 * 4 } });
    expect(existsSync(join(assets(), 'v1/brand0.com/logo/dark/256.avif'))).toBe(true);
  });

  it('refuses bad options with a clear message', async () => {
    const result = await logos(origin.config.dataDir, ['build', '--formats', 'webp,gif']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--formats');
    expect(result.stderr).toContain('gif');
  });
});
