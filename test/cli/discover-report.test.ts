import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logos } from '../helpers/cli.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../helpers/fake-web.ts';
import { tempDataDir } from '../helpers/origin.ts';
import { fixtureSites, serveSites } from '../helpers/real-sites.ts';

let fake: FakeWeb;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeWeb();
  dataDir = tempDataDir();
  serveSites(fake, (await fixtureSites()).filter((site) => site.domain === 'touchwins-test.com'));
  // Strict: the one name DISCOVERY_RESOLVE answers is all this process may look up (www. and BIMI included).
  env = fakeDiscoveryEnv(fake, { DISCOVERY_RESOLVE: 'touchwins-test.com=127.0.0.1', DISCOVERY_RESOLVE_STRICT: 'on' });
}, 60_000);
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logos discover --json', () => {
  it('reports every candidate with its kind, decoded size, score and why it lost, and what was stored', async () => {
    const result = await logos(dataDir, ['discover', 'touchwins-test.com', '--json'], env);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    const at = (path: string) => `http://touchwins-test.com:${fake.port}${path}`;
    const candidate = (path: string) => report.candidates.find((c: { url: string }) => c.url === at(path));
    expect(report.site).toBe(at('/'));
    expect(candidate('/android-chrome-512x512.png')).toMatchObject({ kind: 'manifest-icon', format: 'png', width: 512, height: 512, verdict: 'accepted' });
    expect(candidate('/android-chrome-512x512.png').reason).toBeUndefined();
    expect(candidate('/favicon-32x32.png')).toMatchObject({ kind: 'icon', width: 32, height: 32 });
    expect(candidate('/favicon-32x32.png').reason).toMatch(/slot went to .*android-chrome-512x512\.png \(512 px|below the threshold/);
    expect(candidate('/apple-touch-icon.png')).toMatchObject({ kind: 'apple-touch-icon', width: 180, score: expect.any(Number) });
    expect(report.stored).toMatchObject({ variant: 'icon', theme: 'light', format: 'png', width: 512, height: 512 });
    // BIMI was not asked: strict mode without DNS servers has nobody to ask.
    expect(report.candidates.some((c: { provider: string }) => c.provider === 'bimi')).toBe(false);
    const text = await logos(dataDir, ['discover', 'touchwins-test.com'], env);
    expect(text.stdout).toMatch(/chosen icon \(light\): website .*android-chrome-512x512\.png 512x512/);
    expect(text.stdout).toMatch(/stored icon \(light\) 512x512 sources\/touchwins-test\.com\/icon-light-/);
  });

  it('refuses, in strict mode, every name DISCOVERY_RESOLVE does not answer', async () => {
    const result = await logos(dataDir, ['discover', 'elsewhere-test.com', '--json'], env);
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ outcome: 'failed', failures: [{ provider: 'website', code: 'DNS_FAILED' }] });
    expect(report.failures[0].message).toContain('DISCOVERY_RESOLVE_STRICT');
  });
});
