import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { storeDiscovered } from '../../../pipeline/discovery/store.ts';
import { listen, type RunningServer } from '../../../server/listen.ts';
import { logos } from '../../helpers/cli.ts';
import { createTestOrigin, type TestOrigin } from '../../helpers/origin.ts';
import { markPng } from '../../helpers/discovery-images.ts';
import { palettedIco } from '../../helpers/site-images.ts';

// A site whose only icon is a 16 px paletted favicon.ico (as alibaba.com's), and one with a 48 px PNG touch icon.
const TINY = 'tinyfav-test.com';
const SMALL = 'smallicon-test.com';

let origin: TestOrigin;
let server: RunningServer;
let fromFastPath = 0;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(10_000) });

async function storeIcon(domain: string, bytes: Buffer, url: string): Promise<void> {
  const image = await decodeImage(bytes, 16_777_216);
  const slot = { variant: 'icon', theme: 'light' } as const;
  const outcome = await storeDiscovered(origin.deps, domain, [{ provider: 'website', kind: 'icon', url, score: 0.9, verdict: 'accepted', image, slot, rank: 1, format: image.format, width: image.width, height: image.height }]);
  expect(outcome.stored).toBe(true);
}

async function decoded(response: Response) {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, alpha: (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!, rgb: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)] };
}

beforeAll(async () => {
  origin = await createTestOrigin({ seed: false });
  await storeIcon(TINY, await palettedIco('#e8590c', [{ size: 16, bits: 8 }]), `https://${TINY}/favicon.ico`);
  await storeIcon(SMALL, await markPng('#1565c0', 48), `https://${SMALL}/apple-touch-icon.png`);
  server = await listen(origin.app, 0, '127.0.0.1', (request) => {
    const answer = origin.fastPath(request);
    if (answer) fromFastPath++;
    return answer;
  });
});
afterAll(async () => {
  await server.close();
  await origin.cleanup();
});

describe('small icons answered at larger sizes', () => {
  it('enlarges a 16 px favicon at most 4 times with square pixels, centred on a transparent canvas of the asked size', async () => {
    const response = await get(`/v1/${TINY}?size=128&format=png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-logo-upscaled')).toBe('4');
    const image = await decoded(response);
    expect([image.width, image.height]).toEqual([128, 128]);
    // The 64 px enlargement sits in the middle; the 32 px margin around it is empty.
    for (const [x, y] of [[0, 0], [127, 127], [31, 64], [64, 31], [96, 64]]) expect(image.alpha(x!, y!)).toBe(0);
    // Nearest-neighbour: every 4x4 block is one source pixel, so its corners agree exactly.
    for (let block = 0; block < 16; block++) {
      const x = 32 + block * 4;
      const y = 32 + 8 * 4;
      expect(image.rgb(x, y)).toEqual(image.rgb(x + 3, y + 3));
      expect(image.alpha(x, y)).toBe(image.alpha(x + 3, y + 3));
    }
  });

  it('says the same from the fast path, on a 304, and in the SVG and JPEG answers (white margin)', async () => {
    const first = await get(`/v1/${TINY}?size=100&format=webp`);
    const before = fromFastPath;
    const again = await get(`/v1/${TINY}?size=100&format=webp`);
    expect(fromFastPath).toBe(before + 1);
    const notModified = await get(`/v1/${TINY}?size=100&format=webp`, { 'if-none-match': first.headers.get('etag')! });
    expect([first.headers.get('x-logo-upscaled'), again.headers.get('x-logo-upscaled'), notModified.headers.get('x-logo-upscaled')]).toEqual(['4', '4', '4']);
    expect(notModified.status).toBe(304);
    expect((await get(`/v1/${TINY}?size=64&format=svg`)).headers.get('x-logo-upscaled')).toBe('4');
    const jpeg = await decoded(await get(`/v1/${TINY}?size=128&format=jpg`));
    expect(jpeg.rgb(2, 2)).toEqual([255, 255, 255]);
  });

  it('enlarges a 48 px icon smoothly by the factor asked up to 4, and not at all at or below its native size', async () => {
    const enlarged = await get(`/v1/${SMALL}?size=96&format=png`);
    expect(enlarged.headers.get('x-logo-upscaled')).toBe('2');
    const image = await decoded(enlarged);
    expect([image.width, image.height]).toEqual([96, 96]);
    expect(image.alpha(48, 60)).toBe(255);
    expect((await get(`/v1/${SMALL}?size=256&format=png`)).headers.get('x-logo-upscaled')).toBe('4');
    for (const size of [48, 32]) {
      const response = await get(`/v1/${SMALL}?size=${size}&format=png`);
      expect(response.headers.has('x-logo-upscaled')).toBe(false);
      expect((await decoded(response)).width).toBe(size);
    }
    // Retina doubles the pixels asked, so 32 @2x is enlarged where 32 is not.
    expect((await get(`/v1/${SMALL}?size=32&retina=true&format=png`)).headers.get('x-logo-upscaled')).toBe('1.33');
  });

  it('reports each logo\'s native size in the brand data', async () => {
    const brand = (await (await get(`/v1/brand/${TINY}`)).json()) as { logos: { variant: string; width: number; nativeSize: number | null }[] };
    expect(brand.logos).toEqual([expect.objectContaining({ variant: 'icon', width: 16, nativeSize: 16 })]);
  });

  it('reports the native size in `logos brand`, as text and as JSON', async () => {
    const text = await logos(origin.config.dataDir, ['brand', SMALL]);
    expect(text.stdout).toContain('icon/light png 48x48 (native 48 px, enlarged above)');
    const json = await logos(origin.config.dataDir, ['brand', SMALL, '--json']);
    expect(JSON.parse(json.stdout).assets).toEqual([expect.objectContaining({ variant: 'icon', nativeSize: 48 })]);
  });
});
