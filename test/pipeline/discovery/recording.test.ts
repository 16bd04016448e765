// Brief h11 item 4: a run recorded over HTTP (`--record`) and replayed offline on 127.0.0.1 through the real discovery
// path stores exactly what the live run stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoverer } from '../../../pipeline/discovery/discoverer.ts';
import { listRecordings, readRecording } from '../../../pipeline/discovery/recording/format.ts';
import { createRecorder } from '../../../pipeline/discovery/recording/recorder.ts';
import { replayRecordings } from '../../../pipeline/discovery/recording/replay-run.ts';
import { fakeDiscoveryEnv, startFakeWeb, testResolver, type FakeWeb } from '../../helpers/fake-web.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { fixtureSites, serveSites, siteAddresses } from '../../helpers/real-sites.ts';

const DOMAINS = ['touchwins-test.com', 'wordmark-test.com', 'inlinesvg-test.com', 'facts-test.com', 'wwwonly-test.net', 'blankforeign-test.com'];

let fake: FakeWeb;
let live: TestOrigin;
let replayed: TestOrigin;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'logos-recordings-'));
  fake = await startFakeWeb();
  const sites = (await fixtureSites()).filter((site) => DOMAINS.includes(site.domain));
  serveSites(fake, sites);
  live = await createTestOrigin({ seed: false, env: fakeDiscoveryEnv(fake) });
  replayed = await createTestOrigin({ seed: false });
  const settings = live.config.discovery;
  for (const domain of DOMAINS) {
    const recorder = createRecorder(domain, { siteUrl: settings.siteUrl, baseUrls: settings.baseUrls });
    const discoverer = createDiscoverer({ settings, catalog: live.deps.catalog, storage: live.deps.storage, render: live.deps.renderPool.render, resolver: testResolver(siteAddresses(sites)), recorder });
    await discoverer.run(domain);
    await discoverer.close();
    recorder.save(join(dir, domain));
  }
  // Nothing of the live web is left: the replay has only the recordings.
  await fake.close();
}, 90_000);
afterAll(async () => {
  await live.cleanup();
  await replayed.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const storedOf = (origin: TestOrigin, domain: string) =>
  origin.deps.catalog.assetsOf(domain).map((a) => `${a.variant}/${a.theme} ${a.format} ${a.width}x${a.height} ${a.contentHash} ${a.provenance.url}`).sort();

describe('record and replay', () => {
  it('records every exchange, redirects and failures included, in the recording format', () => {
    const recordings = listRecordings(dir).map(readRecording);
    expect(recordings.map((r) => r.recording.domain).sort()).toEqual([...DOMAINS].sort());
    const www = recordings.find((r) => r.recording.domain === 'wwwonly-test.net')!.recording;
    // The apex did not resolve; the www. name answered.
    expect(www.exchanges[0]).toMatchObject({ url: `http://wwwonly-test.net:${fake.port}/`, error: { code: 'DNS_FAILED' } });
    expect(www.exchanges.some((e) => e.url === `http://www.wwwonly-test.net:${fake.port}/` && e.status === 200 && e.body)).toBe(true);
    const touch = recordings.find((r) => r.recording.domain === 'touchwins-test.com')!;
    const icon = touch.recording.exchanges.find((e) => e.url.endsWith('/android-chrome-512x512.png'))!;
    expect(icon.headers['content-type']).toBe('application/octet-stream');
    expect(touch.body(icon.body!).subarray(1, 4).toString()).toBe('PNG');
  });

  it('stores the same assets offline as the live run stored', async () => {
    const recordings = listRecordings(dir).map(readRecording);
    const runs = new Map<string, string | undefined>();
    await replayRecordings({ settings: replayed.config.discovery, catalog: replayed.deps.catalog, storage: replayed.deps.storage, render: replayed.deps.renderPool.render }, recordings, async (recording, run) => {
      runs.set(recording.recording.domain, run.site);
    });
    for (const domain of DOMAINS) {
      expect(storedOf(replayed, domain), domain).toEqual(storedOf(live, domain));
      expect(storedOf(live, domain).length, domain).toBeGreaterThan(0);
    }
    expect(runs.get('wwwonly-test.net')).toBe(`http://www.wwwonly-test.net:${fake.port}/`);
  }, 60_000);
});
