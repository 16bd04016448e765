// `logos logo set|history|revert` and `logos reports` through the real CLI on a data folder.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos as runLogos } from '../helpers/cli.ts';
import { wordmarkPng } from '../helpers/site-images.ts';

let dataDir: string;
const logos = (...args: string[]) => runLogos(dataDir, args);

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'logos-pin-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('logos logo set, history and revert', () => {
  it('pins a file over the seed logo, keeps it through an import, lists who set it, and reverts it', async () => {
    expect((await logos('import')).code).toBe(0);
    const file = join(dataDir, 'new-wordmark.png');
    writeFileSync(file, await wordmarkPng('#d62828', 1280));
    const set = await logos('logo', 'set', 'https://www.stripe.com/', file, '--variant', 'logo', '--by', 'ops@example.com');
    expect(set.stderr).toBe('');
    expect(set.stdout).toMatch(/^pinned stripe\.com logo \(light\): png 1024x205/);
    expect(set.stdout).toMatch(/replaces svg from iconify-logos/);

    expect(JSON.parse((await logos('import', '--json')).stdout)).toMatchObject({ assetsPinned: 1 });
    const out = join(dataDir, 'out.png');
    expect((await logos('logo', 'stripe.com', '--variant', 'logo', '--format', 'png', '--size', '128', '-o', out)).code).toBe(0);
    const { data, info } = await sharp(readFileSync(out)).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(128);
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 128 && data[i]! > 170 && data[i + 1]! < 90) red++;
    expect(red).toBeGreaterThan(50);

    const history = JSON.parse((await logos('logo', 'history', 'stripe.com', '--json')).stdout) as { entries: { what: string; by: string; current: boolean; variant: string }[] };
    expect(history.entries[0]).toMatchObject({ what: 'pin', by: 'ops@example.com', current: true, variant: 'logo' });
    expect(history.entries).toContainEqual(expect.objectContaining({ what: 'seed', variant: 'logo', current: false }));

    const reverted = await logos('logo', 'revert', 'stripe.com', '--by', 'ops@example.com');
    expect(reverted.stdout).toMatch(/serving again svg from iconify-logos/);
    const again = await logos('logo', 'revert', 'stripe.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/stripe\.com has no pinned logo to revert/);
  }, 240_000);

  it('refuses a blank file and lists no reports on a fresh folder', async () => {
    const blank = join(dataDir, 'blank.svg');
    writeFileSync(blank, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="none" d="M32 4 60 58H4z"/></svg>');
    const refused = await logos('logo', 'set', 'stripe.com', blank);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/blank/);
    expect((await logos('reports')).stdout.trim()).toBe('no reports');
  }, 120_000);
});
