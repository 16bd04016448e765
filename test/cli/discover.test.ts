import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPng } from '../helpers/discovery-images.ts';
import { logos } from '../helpers/cli.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../helpers/fake-web.ts';
import { tempDataDir } from '../helpers/origin.ts';

let fake: FakeWeb;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeWeb();
  dataDir = tempDataDir();
  // A child process cannot take a resolver function; DISCOVERY_RESOLVE maps the name like curl --resolve.
  env = fakeDiscoveryEnv(fake, { DISCOVERY_RESOLVE: 'cli-test.com=127.0.0.1' });
  fake.on('cli-test.com', '/', { body: '<link rel="icon" href="/icon.png" sizes="128x128">' });
  fake.on('cli-test.com', '/icon.png', { body: await markPng('#ff6600', 128), type: 'image/png' });
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logos discover', () => {
  it('discovers, stores and reports one domain as JSON', async () => {
    const result = await logos(dataDir, ['discover', 'https://www.CLI-test.com/about', '--json'], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ domain: 'cli-test.com', outcome: 'found', best: { provider: 'website', kind: 'icon', format: 'png' }, stored: { variant: 'icon', format: 'png' } });
    const brand = await logos(dataDir, ['brand', 'cli-test.com', '--json']);
    expect(JSON.parse(brand.stdout).assets[0].provenance).toMatchObject({ source: 'discovery', provider: 'website', url: `http://cli-test.com:${fake.port}/icon.png` });
  });

  it('shows the queue with --status', async () => {
    const result = await logos(dataDir, ['discover', '--status', '--json'], env);
    expect(result.code).toBe(0);
    const status = JSON.parse(result.stdout);
    expect(status.counts.found).toBe(1);
    expect(status.domains[0]).toMatchObject({ domain: 'cli-test.com', status: 'found' });
    const text = await logos(dataDir, ['discover', '--status'], env);
    expect(text.stdout).toMatch(/^queue: 0 open of at most 10000, 0 due now/);
  });

  it('exits 2 when discovery fails, and 1 with a message on bad input', async () => {
    // Mapped to a private address, so no real name is ever looked up and nothing leaves the machine.
    const failed = await logos(dataDir, ['discover', 'blocked-test.com', '--json'], { ...env, DISCOVERY_RESOLVE: 'blocked-test.com=10.0.0.1' });
    expect(failed.code).toBe(2);
    expect(JSON.parse(failed.stdout)).toMatchObject({ outcome: 'failed', failures: [{ provider: 'website', code: 'BLOCKED_ADDRESS' }] });
    const none = await logos(dataDir, ['discover'], env);
    expect(none).toMatchObject({ code: 1, stderr: 'logos: give exactly one of: a domain, --worker, --status\n' });
    const bad = await logos(dataDir, ['discover', '../etc'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^logos: domain must be a hostname/);
    const badEnv = await logos(dataDir, ['discover', '--status'], { DISCOVERY_ALLOW: 'localhost' });
    expect(badEnv.code).toBe(1);
    expect(badEnv.stderr).toContain('DISCOVERY_ALLOW: each entry must be an ip:port');
  });

  it('records a run with --record and replays it offline with --replay into another catalog', async () => {
    const recordings = tempDataDir();
    const otherData = tempDataDir();
    try {
      const recorded = await logos(dataDir, ['discover', 'cli-test.com', '--record', recordings, '--json'], env);
      expect(recorded.code).toBe(0);
      expect(JSON.parse(recorded.stdout)).toMatchObject({ outcome: 'found', recorded: `${recordings}/cli-test.com` });
      // No DISCOVERY_RESOLVE and no fake's address: the recording is all the replay has.
      const replayed = await logos(otherData, ['discover', 'cli-test.com', '--replay', recordings, '--json'], {});
      expect(replayed.stderr).toBe('');
      const report = JSON.parse(replayed.stdout);
      expect(report).toMatchObject({ outcome: 'found', stored: { variant: 'icon', format: 'png' }, replayed: recordings });
      expect(report.stored.assets[0].url).toBe(`http://cli-test.com:${fake.port}/icon.png`);
      expect(report.stored.storageKey).toBe(JSON.parse(recorded.stdout).stored.storageKey);
      const missing = await logos(otherData, ['discover', 'other-test.com', '--replay', recordings], {});
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('no recording of other-test.com') });
    } finally {
      rmSync(recordings, { recursive: true, force: true });
      rmSync(otherData, { recursive: true, force: true });
    }
  });
});
