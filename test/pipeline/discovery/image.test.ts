import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../../pipeline/discovery/image/decode.ts';
import { sniffImage } from '../../../pipeline/discovery/image/sniff.ts';
import { icoOf, markPng, pngBomb } from '../../helpers/discovery-images.ts';

const LIMIT = 16_777_216;

describe('sniffImage', () => {
  it('names formats by their bytes, not by what a server says', async () => {
    const png = await markPng('#123456', 32);
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(await sharp(png).jpeg().toBuffer())).toBe('jpg');
    expect(sniffImage(await sharp(png).webp().toBuffer())).toBe('webp');
    expect(sniffImage(await sharp(png).gif().toBuffer())).toBe('gif');
    expect(sniffImage(icoOf(png, 32))).toBe('ico');
    expect(sniffImage(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF'))).toBeUndefined();
  });
});

describe('decodeImage', () => {
  it('reads a 32-bit bitmap favicon.ico with its transparency', async () => {
    const size = 16;
    const header = Buffer.alloc(40);
    header.writeUInt32LE(40, 0);
    header.writeInt32LE(size, 4);
    header.writeInt32LE(size * 2, 8);
    header.writeUInt16LE(1, 12);
    header.writeUInt16LE(32, 14);
    const pixels = Buffer.alloc(size * size * 4);
    for (let i = 0; i < size * size; i++) pixels.set(i % 2 ? [0, 0, 255, 255] : [0, 0, 0, 0], i * 4); // BGRA: red or clear
    const bitmap = Buffer.concat([header, pixels, Buffer.alloc(size * 4)]);
    const ico = icoOf(bitmap, size);
    const image = await decodeImage(ico, LIMIT);
    expect(image).toMatchObject({ sourceFormat: 'ico', format: 'png', width: 16, height: 16 });
    const { data } = await sharp(image.stored).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
    expect(data[3]).toBe(0);
  });

  it('refuses an image whose header declares more pixels than the limit', async () => {
    await expect(decodeImage(pngBomb(), LIMIT)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses what is not an image, and truncated or malformed files, with a code', async () => {
    await expect(decodeImage(Buffer.from('<html>hi</html>'), LIMIT)).rejects.toMatchObject({ code: 'NOT_AN_IMAGE' });
    const png = await markPng('#123456', 64);
    await expect(decodeImage(png.subarray(0, 60), LIMIT)).rejects.toMatchObject({ code: 'UNDECODABLE' });
    await expect(decodeImage(Buffer.from([0, 0, 1, 0, 200, 0, ...new Array(30).fill(1)]), LIMIT)).rejects.toMatchObject({ code: 'UNDECODABLE' });
    await expect(decodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path></svg>'), LIMIT)).rejects.toMatchObject({ code: 'INVALID_SVG' });
  });

  it('stores a raster as a PNG of at most 1024 px, the largest size served, and samples it at 64 px', async () => {
    const big = await sharp(await markPng('#123456', 512)).resize(1500, 1500).jpeg().toBuffer();
    const image = await decodeImage(big, LIMIT);
    expect(image).toMatchObject({ format: 'png', width: 1024, height: 1024, pixels: 1500 });
    expect(image.sample.length).toBe(64 * 64 * 4);
  });
});
