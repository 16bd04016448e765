import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecording } from '../../pipeline/discovery/recording/format.ts';
import { markPng, photoJpeg } from '../helpers/discovery-images.ts';
import { logos } from '../helpers/cli.ts';
import { fakeDiscoveryEnv, startFakeWeb, type FakeWeb } from '../helpers/fake-web.ts';
import { tempDataDir } from '../helpers/origin.ts';
import { palettedIco, wordmarkSvg } from '../helpers/site-images.ts';

// A home page as small company sites build them: a paletted 16 px favicon.ico, a touch icon behind a redirect, a
// header wordmark inline, an og:image photo, and an icon link whose file is gone.
const DOMAIN = 'draft-test.com';
let fake: FakeWeb;
let dataDir: string;
let recordings: string;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeWeb();
  dataDir = tempDataDir();
  recordings = tempDataDir();
  env = fakeDiscoveryEnv(fake, { DISCOVERY_RESOLVE: `${DOMAIN}=127.0.0.1` });
  fake.on(DOMAIN, '/', {
    body: `<!doctype html><html><head><title>Draft Co</title>
      <link rel="shortcut icon" href="/favicon.ico"><link rel="icon" href="/img/icon-gone.png" sizes="64x64">
      <link rel="apple-touch-icon" href="/touch"><meta property="og:image" content="/img/team.jpg"></head>
      <body><header><a class="navbar-brand" href="/">${wordmarkSvg('#0b5394')}</a></header></body></html>`,
  });
  fake.on(DOMAIN, '/favicon.ico', { body: await palettedIco('#0b5394', [{ size: 16, bits: 8 }]), type: 'image/vnd.microsoft.icon' });
  fake.on(DOMAIN, '/touch', { status: 301, body: '', headers: { location: '/img/apple-touch-icon-180.png' } });
  fake.on(DOMAIN, '/img/apple-touch-icon-180.png', { body: await markPng('#0b5394', 180), type: 'image/png' });
  fake.on(DOMAIN, '/img/team.jpg', { body: await photoJpeg(600, 315), type: 'image/jpeg' });
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(recordings, { recursive: true, force: true });
});

interface Draft {
  own: string[];
  largest: number | 'vector' | null;
  wordmark: string | null;
  notLight: string[];
  note: string;
  images: { url: string; finalUrl?: string; format?: string; width?: number; height?: number; verdict?: string; chosen?: string }[];
}

describe('logos discover --record', () => {
  it('writes expected.draft.json: every image fetched with its decoded size, and the run\'s choices as expected.json has them', async () => {
    const result = await logos(dataDir, ['discover', DOMAIN, '--record', recordings], env);
    expect(result.code).toBe(0);
    const dir = join(recordings, DOMAIN);
    expect(result.stdout).toContain(`for review: ${join(dir, 'expected.draft.json')}`);
    const draft = JSON.parse(readFileSync(join(dir, 'expected.draft.json'), 'utf8')) as Draft;
    const site = `http://${DOMAIN}:${fake.port}`;
    const image = (path: string) => draft.images.find((i) => i.url === `${site}${path}`);

    expect(image('/favicon.ico')).toMatchObject({ format: 'ico', width: 16, height: 16 });
    expect(image('/touch')).toMatchObject({ finalUrl: `${site}/img/apple-touch-icon-180.png`, format: 'png', width: 180, height: 180, kind: 'apple-touch-icon' });
    expect(image('/img/team.jpg')).toMatchObject({ format: 'jpg', width: 600, height: 315 });
    expect(image('/img/icon-gone.png')).toMatchObject({ verdict: 'error' });
    expect(image('/img/icon-gone.png')).not.toHaveProperty('width');
    // Every image body in the recording is listed, each with a decoded size.
    const recorded = readRecording(dir).recording.exchanges.filter((e) => e.body && /image/.test(e.headers['content-type'] ?? ''));
    for (const exchange of recorded) expect(draft.images.find((i) => i.url === exchange.url || i.finalUrl === exchange.url)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });

    const chosenIcon = draft.images.find((i) => i.chosen === 'icon/light')!;
    expect(chosenIcon.width).toBeGreaterThan(16);
    expect(draft.own).toContain(chosenIcon.url);
    expect(draft.largest).toBe(chosenIcon.format === 'svg' ? 'vector' : Math.max(chosenIcon.width!, chosenIcon.height!));
    expect(draft.own).not.toContain(`${site}/img/team.jpg`);
    expect(draft.note).toContain('save as expected.json');

    // Saved as expected.json unchanged, it is a valid review file.
    copyFileSync(join(dir, 'expected.draft.json'), join(dir, 'expected.json'));
    expect(readRecording(dir).expected).toMatchObject({ own: draft.own, largest: draft.largest, wordmark: draft.wordmark });
  });
});
