// A run recorded over HTTP (`--record`) and replayed offline on 127.0.0.1 through the real discovery
// path stores exactly what the live run stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoverer } from '../../../pipeline/discovery/discoverer.ts';
import { listRecordings, readRecording, RECORDING_FORMAT, writeRecording } from '../../../pipeline/discovery/recording/format.ts';
import { markPng, markSvg } from '../../helpers/discovery-images.ts';
import { judgeRecordings } from '../../../bench/discovery-goals.ts';
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

  it('judges replayed runs by the reviewer\'s expected.json: own mark at its largest, wordmark, nothing foreign', async () => {
    const at = (domain: string, path: string) => `http://${domain}:${fake.port}${path}`;
    const touch = readRecording(join(dir, 'touchwins-test.com'));
    const wordmark = readRecording(join(dir, 'wordmark-test.com'));
    // The reviewer of touchwins counts the 512 px icon as the largest; wordmark's reviewer forgot the wordmark is theirs.
    writeRecording(touch.dir, touch.recording, new Map(), { own: [at('touchwins-test.com', '/android-chrome-512x512.png')], largest: 512, wordmark: null });
    writeRecording(wordmark.dir, wordmark.recording, new Map(), { own: [at('wordmark-test.com', '/static/touch-icon.png')], largest: 240, wordmark: null });
    const judged = await judgeRecordings([readRecording(touch.dir), readRecording(wordmark.dir)]);
    expect(judged.find((j) => j.domain === 'touchwins-test.com')).toEqual({
      domain: 'touchwins-test.com',
      ownLargest: true,
      wordmarkShown: false,
      wordmarkStored: false,
      icon: `512 px ${at('touchwins-test.com', '/android-chrome-512x512.png')}`,
      largest: 512,
      others: [],
      wrong: [],
    });
    expect(judged.find((j) => j.domain === 'wordmark-test.com')).toEqual({
      domain: 'wordmark-test.com',
      // 180 px stored where the reviewer says 240 px exists.
      ownLargest: false,
      wordmarkShown: false,
      wordmarkStored: false,
      icon: expect.stringMatching(/^180 px /),
      largest: 240,
      // Every other slot filled is named, so the line shows what the reviewer's list missed.
      others: [expect.stringMatching(/^logo\/light \d+ px .*\/static\/img\/wordmark@2x\.png$/)],
      wrong: [`foreign logo/light ${at('wordmark-test.com', '/static/img/wordmark@2x.png')}`],
    });
  }, 60_000);

  it('replays https:// pages, a redirect from http:// and a BIMI TXT answer as an operator records them', async () => {
    const at = join(dir, 'handmade', 'secure-test.com');
    const html = '<html><head><link rel="apple-touch-icon" href="/apple-touch-icon.png"></head><body></body></html>';
    writeRecording(at, {
      format: RECORDING_FORMAT,
      domain: 'secure-test.com',
      recordedAt: '2026-01-01T00:00:00.000Z',
      siteUrl: 'http://{domain}/',
      exchanges: [
        { url: 'http://secure-test.com/', status: 301, headers: { location: 'https://www.secure-test.com/' } },
        { url: 'https://www.secure-test.com/', status: 200, headers: { 'content-type': 'text/html' }, body: 'page' },
        { url: 'https://www.secure-test.com/apple-touch-icon.png', status: 200, headers: { 'content-type': 'image/png' }, body: 'touch' },
        { url: 'https://bimi.secure-test.com/logo.svg', status: 200, headers: { 'content-type': 'image/svg+xml' }, body: 'bimi' },
      ],
      txt: [{ name: 'default._bimi.secure-test.com', records: [['v=BIMI1; l=https://bimi.secure-test.com/logo.svg']] }],
    }, new Map([['page', Buffer.from(html)], ['touch', await markPng('#37474f', 180)], ['bimi', Buffer.from(markSvg('#37474f'))]]));
    let run: Awaited<ReturnType<typeof replayed.deps.discoverer.run>> | undefined;
    await replayRecordings({ settings: replayed.config.discovery, catalog: replayed.deps.catalog, storage: replayed.deps.storage, render: replayed.deps.renderPool.render }, [readRecording(at)], async (_, one) => {
      run = one;
    });
    expect(run!.site).toBe('https://www.secure-test.com/');
    expect(run!.candidates.map((c) => `${c.kind} ${c.url} ${c.verdict}`)).toEqual(expect.arrayContaining([
      'apple-touch-icon https://www.secure-test.com/apple-touch-icon.png accepted',
      'bimi https://bimi.secure-test.com/logo.svg accepted',
    ]));
    // The vector from BIMI is the largest copy of the mark.
    expect(replayed.deps.catalog.assetsOf('secure-test.com').map((a) => `${a.variant}/${a.theme} ${a.provenance.url}`)).toEqual(['icon/light https://bimi.secure-test.com/logo.svg']);
  }, 60_000);
});
