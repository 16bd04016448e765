import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { bmpOf, palettedIco } from '../../helpers/site-images.ts';

const LIMIT = 16_777_216;

/** The decoded picture's centre (inside the mark's triangle) and corner (outside it). */
async function probe(bytes: Buffer) {
  const image = await decodeImage(bytes, LIMIT);
  const sharp = (await import('sharp')).default;
  const { data, info } = await sharp(image.stored).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { image, centre: at(Math.round(info.width / 2), Math.round(info.height * 0.3)), corner: at(0, 0) };
}

describe('paletted icons and plain bitmaps', () => {
  it.each([8, 4, 1] as const)('decodes a %i-bit palette ICO entry with its mask, choosing the largest entry', async (bits) => {
    const { image, centre, corner } = await probe(await palettedIco('#d2232a', [{ size: 16, bits: 8 }, { size: 48, bits }]));
    expect(image).toMatchObject({ sourceFormat: 'ico', format: 'png', width: 48, height: 48, pixels: 48 });
    expect(corner[3]).toBe(0); // the AND mask made it transparent
    expect(centre[3]).toBe(255);
    // 1 bit has two colours: the commonest drawn one is the red; 4 and 8 bits keep the red itself.
    expect(centre[0]).toBeGreaterThan(150);
    expect(centre[1]).toBeLessThan(100);
  });

  it('decodes a plain BMP file', async () => {
    const { image, centre } = await probe(await bmpOf('#1a73e8', 40));
    expect(image).toMatchObject({ sourceFormat: 'bmp', format: 'png', width: 40, height: 40 });
    expect(centre[2]).toBeGreaterThan(180);
  });

  it('refuses a bitmap whose header claims a huge size before allocating it', async () => {
    const ico = await palettedIco('#d2232a', [{ size: 16, bits: 8 }]);
    ico.writeInt32LE(100_000, 22 + 4); // the entry's DIB width
    await expect(decodeImage(ico, LIMIT)).rejects.toMatchObject({ code: 'UNDECODABLE' });
  });
});
