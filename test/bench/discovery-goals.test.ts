import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, reviewedMarks, verdictLines, type Judgement, type ReviewedMark } from '../../bench/discovery-goals.ts';
import type { Asset } from '../../catalog/types.ts';
import type { DiscoveryRun } from '../../pipeline/discovery/discoverer.ts';
import { readRecording, RECORDING_FORMAT, writeRecording } from '../../pipeline/discovery/recording/format.ts';
import { createFolderStorage } from '../../pipeline/storage/folder.ts';
import type { ObjectStorage } from '../../pipeline/storage/types.ts';

const judgement = (over: Partial<Judgement>): Judgement => ({
  domain: 'example.org',
  ownLargest: true,
  wordmarkShown: false,
  wordmarkStored: false,
  icon: '180 px https://example.org/apple-touch-icon.png',
  largest: 180,
  wrong: [],
  others: [],
  ...over,
});

describe('the per-site verdict lines of the discovery goals', () => {
  it('prints one line per site, naming the site and what was stored in each slot against what it offers', () => {
    const lines = verdictLines([
      judgement({ domain: 'python.org', ownLargest: false, icon: 'no icon', largest: 144, wordmarkShown: true, wordmarkStored: true, wrong: ['drawn for dark in logo/light https://www.python.org/static/img/python-logo.png'] }),
      judgement({ domain: 'go.dev', icon: 'svg https://go.dev/images/favicon-gopher.svg', largest: 'vector', others: ['logo/dark svg https://go.dev/images/go-logo-white.svg', 'logo/light svg https://go.dev/images/go-logo-blue.svg'] }),
      judgement({ domain: 'nodejs.org', ownLargest: false, icon: 'no icon', largest: 32, wordmarkShown: true }),
    ]);
    expect(lines).toEqual([
      '  MISS python.org  icon/light no icon, wordmark stored: own mark not at its largest (144 px offered); drawn for dark in logo/light https://www.python.org/static/img/python-logo.png',
      '  ok   go.dev      icon/light svg https://go.dev/images/favicon-gopher.svg; logo/dark svg https://go.dev/images/go-logo-white.svg; logo/light svg https://go.dev/images/go-logo-blue.svg',
      '  MISS nodejs.org  icon/light no icon: own mark not at its largest (32 px offered); wordmark not stored',
    ]);
  });
});

describe('the judgement of a stored icon the reviewer did not list', () => {
  // A play-button tile as video sites ship it: each size exported on its own, so the padding differs between sizes.
  const tile = (size: number, padding: number) =>
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${100 + 2 * padding} ${100 + 2 * padding}"><rect y="15" width="100" height="70" rx="22" fill="#e62117"/><path d="M34 26 74 50 34 74z" fill="#fff"/></svg>`), { density: (72 * size) / 100 })
      .resize(size, size)
      .png()
      .toBuffer();
  // Another site's mark: a ring with a bar through it, in the same red.
  const otherMark = (size: number) =>
    sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="38" fill="none" stroke="#e62117" stroke-width="14"/><rect x="12" y="44" width="76" height="12" fill="#e62117"/></svg>'), { density: (72 * size) / 100 })
      .resize(size, size)
      .png()
      .toBuffer();
  const reviewedUrl = 'https://s.ytimg-test.com/img/favicon_96.png';
  const storedUrl = 'https://s.ytimg-test.com/img/favicon_144.png';
  const expected = { own: [reviewedUrl], largest: 96, wordmark: null };
  let dir: string;
  let storage: ObjectStorage;
  let reviewed: ReviewedMark[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logos-judge-'));
    const recordingDir = join(dir, 'videosite-test.com');
    const exchanges = [
      { url: 'https://www.videosite-test.com/', status: 200, headers: { 'content-type': 'text/html' }, body: '1' },
      { url: reviewedUrl, status: 200, headers: { 'content-type': 'image/png' }, body: '2' },
      { url: storedUrl, status: 200, headers: { 'content-type': 'image/png' }, body: '3' },
    ];
    const bodies = new Map([['1', Buffer.from('<html><head><link rel="icon" href="https://s.ytimg-test.com/img/favicon_96.png"></head></html>')], ['2', await tile(96, 12)], ['3', await tile(144, 6)]]);
    writeRecording(recordingDir, { format: RECORDING_FORMAT, domain: 'videosite-test.com', recordedAt: '2024-01-01T00:00:00Z', siteUrl: 'https://{domain}/', exchanges, txt: [] }, bodies, expected);
    reviewed = await reviewedMarks(readRecording(recordingDir));
    storage = createFolderStorage({ root: join(dir, 'objects') });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const judgeStored = async (png: Buffer, size: number) => {
    const storageKey = `sources/videosite-test.com/icon-light-${size}.png`;
    await storage.put(storageKey, png, { contentType: 'image/png' });
    const asset: Asset = { domain: 'videosite-test.com', variant: 'icon', theme: 'light', format: 'png', storageKey, contentHash: 'x', width: size, height: size, provenance: { source: 'discovery', url: storedUrl } };
    const run = { domain: 'videosite-test.com', chosen: [{ slot: { variant: 'icon', theme: 'light' }, format: 'png', width: size, height: size }] } as unknown as DiscoveryRun;
    return judge(expected, run, [asset], storage, reviewed);
  };

  it('reads one mark per reviewed own image of the recording', () => {
    expect(reviewed.map((mark) => mark.url)).toEqual([reviewedUrl]);
  });

  it('counts a larger copy of the reviewed mark as the own mark at its largest, and says why', async () => {
    const judged = await judgeStored(await tile(144, 6), 144);
    expect(judged).toMatchObject({ ownLargest: true, wrong: [], sameMarkAs: { url: reviewedUrl, size: 144 } });
    expect(verdictLines([judged])).toEqual([`  ok   videosite-test.com  icon/light 144 px ${storedUrl}, own (same mark as reviewed, 144 >= 96)`]);
  });

  it('counts a smaller copy of the reviewed mark as own but not at its largest', async () => {
    const judged = await judgeStored(await tile(64, 3), 64);
    expect(judged).toMatchObject({ ownLargest: false, wrong: [], sameMarkAs: { url: reviewedUrl, size: 64 } });
    expect(verdictLines([judged])[0]).toMatch(/^ {2}MISS .*own \(same mark as reviewed, 64 < 96\): own mark not at its largest \(96 px offered\)$/);
  });

  it('counts a different mark in the same colour, however large, as foreign', async () => {
    const judged = await judgeStored(await otherMark(144), 144);
    expect(judged.ownLargest).toBe(false);
    expect(judged.sameMarkAs).toBeUndefined();
    expect(judged.wrong).toEqual([`foreign icon/light ${storedUrl}`]);
  });
});
