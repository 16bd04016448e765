import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogDomains, runBuild, type BuildOptions } from '../../../pipeline/build/build.ts';
import { indexBuild } from '../../../pipeline/build/index-build.ts';
import { inShard, parseShard, shardOf } from '../../../pipeline/build/shard.ts';
import { createFolderStorage } from '../../../pipeline/storage/folder.ts';
import { logos } from '../../helpers/cli.ts';
import { createTestOrigin, tempDataDir, type TestOrigin } from '../../helpers/origin.ts';
import { addBrand, MARK, WORDMARK } from '../../helpers/small-catalog.ts';

let origin: TestOrigin;
const options: BuildOptions = { formats: ['png', 'svg'], sizes: [32], concurrency: 2, dryRun: false };
const DOMAINS = ['acme.com', 'globex.com', 'initech.io', 'umbrella.co.uk', 'hooli.xyz', 'stark.industries', 'wayne.com', 'tyrell.ai', 'cyberdyne.net'];
const blankSummary = () => ({ domains: 0, rendered: 0, skipped: 0, failed: 0, deleted: 0, bytes: 0, seconds: 0 });

type Global = { domains: Record<string, { manifest: string; objects: number; hash: string }> };
const globalOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'v1/manifest.json'), 'utf8')) as Global;
const folder = (dir: string) => createFolderStorage({ root: dir });

beforeEach(async () => {
  origin = await createTestOrigin({ seed: false });
  for (const [i, domain] of DOMAINS.entries()) {
    await addBrand(origin, domain, i % 2 ? { icon: MARK(`#${(i * 0x151515).toString(16).padStart(6, '0')}`) } : { icon: MARK('#112233'), logo: WORDMARK('#445566') });
  }
});
afterEach(() => origin.cleanup());

describe('parseShard', () => {
  it('reads K/N and refuses anything else with a message naming the option', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/4', '5/4', '4', 'a/b', '-1/4', '1/0', '1/1000', '']) {
      expect(() => parseShard(bad)).toThrow(/--shard must be K\/N/);
    }
  });
});

describe('shardOf', () => {
  it('puts every domain in exactly one shard, the same one whatever else is in the catalog', () => {
    for (const domain of DOMAINS) {
      const owners = [1, 2, 3, 4].filter((index) => inShard(domain, { index, count: 4 }));
      expect(owners).toEqual([shardOf(domain, 4)]);
    }
  });

  it('spreads many domains evenly', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) counts[shardOf(`brand-${i}.example`, 4) - 1]!++;
    for (const count of counts) expect(count).toBeGreaterThan(1800);
  });
});

describe('sharded build', () => {
  it('three shards into one store, then the merge, give the same objects and index as one whole build', async () => {
    const whole = tempDataDir();
    const sharded = tempDataDir();
    try {
      await runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target: folder(whole) }, options);
      const built: string[][] = [];
      for (const index of [1, 2, 3]) {
        const events: string[] = [];
        await runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target: folder(sharded) }, { ...options, shard: { index, count: 3 } }, (event) => {
          if (event.event === 'start') events.push(String(event.domains));
        });
        built.push(catalogDomains(origin.deps.catalog).filter((domain) => shardOf(domain, 3) === index));
        // A shard writes no global index: the others may be running at the same moment.
        expect(() => globalOf(sharded)).toThrow();
      }
      expect(built.flat().sort()).toEqual([...DOMAINS].sort());

      const result = await indexBuild({ catalog: origin.deps.catalog, target: folder(sharded) }, { dryRun: false }, blankSummary(), () => {});
      expect(result).toEqual({ missing: [], indexed: DOMAINS.length });
      const withoutHash = (global: Global) => Object.fromEntries(Object.entries(global.domains).map(([domain, { hash: _, ...entry }]) => [domain, entry]));
      expect(withoutHash(globalOf(sharded))).toEqual(withoutHash(globalOf(whole)));
      for (const [domain, entry] of Object.entries(globalOf(sharded).domains)) {
        const manifest = JSON.parse(readFileSync(join(sharded, entry.manifest), 'utf8')) as unknown;
        expect(entry.hash, domain).toBe(createHash('sha256').update(JSON.stringify(manifest)).digest('hex'));
      }
      for (const domain of DOMAINS) {
        expect(readFileSync(join(sharded, 'v1', domain, 'icon/light/64.png'))).toEqual(readFileSync(join(whole, 'v1', domain, 'icon/light/64.png')));
      }
    } finally {
      rmSync(whole, { recursive: true, force: true });
      rmSync(sharded, { recursive: true, force: true });
    }
  });

  it('the merge names the domains of a shard that did not run, indexes the rest, and removes brands that left', async () => {
    const store = tempDataDir();
    try {
      await runBuild({ catalog: origin.deps.catalog, sources: origin.deps.storage, target: folder(store) }, options);
      origin.deps.catalogDb.prepare("DELETE FROM brands WHERE domain = 'acme.com'").run();
      await addBrand(origin, 'newcomer.dev', { icon: MARK('#00AA00') });
      const deleted: string[] = [];
      const result = await indexBuild({ catalog: origin.deps.catalog, target: folder(store) }, { dryRun: false }, blankSummary(), (event) => {
        if (event.event === 'deleted') deleted.push(event.key);
      });
      expect(result.missing).toEqual(['newcomer.dev']);
      expect(Object.keys(globalOf(store).domains).sort()).toEqual(DOMAINS.filter((domain) => domain !== 'acme.com').sort());
      expect(deleted).toContain('v1/acme.com/manifest.json');
      expect(deleted).toContain('v1/acme.com/logo/dark/64.png');
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });
});

describe('logos build --shard / --merge (CLI)', () => {
  it('builds each shard, merges, and fails the merge while a shard is missing', async () => {
    const dir = origin.config.dataDir;
    const args = ['build', '--json', '--formats', 'png', '--sizes', '32', '--concurrency', '2'];
    const shard1 = await logos(dir, [...args, '--shard', '1/2']);
    expect(shard1.code).toBe(0);
    const early = await logos(dir, ['build', '--merge', '--json']);
    expect(early.code).toBe(1);
    const missing = early.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { event: string; domain?: string }).filter((e) => e.event === 'missing');
    expect(missing.map((e) => e.domain).sort()).toEqual(DOMAINS.filter((domain) => shardOf(domain, 2) === 2).sort());

    expect((await logos(dir, [...args, '--shard', '2/2'])).code).toBe(0);
    const merged = await logos(dir, ['build', '--merge', '--json']);
    expect(merged.code).toBe(0);
    expect(Object.keys(globalOf(join(dir, 'assets')).domains).sort()).toEqual([...DOMAINS].sort());
  });

  it('refuses a malformed shard and --merge with --shard, naming the option', async () => {
    const bad = await logos(origin.config.dataDir, ['build', '--shard', '3/2']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--shard must be K/N');
    const both = await logos(origin.config.dataDir, ['build', '--merge', '--shard', '1/2']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--merge');
  });
});
