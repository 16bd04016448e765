// An SVG is drawn at the size asked whatever its root's width and height say beside its viewBox: the size read from
// the root is the one librsvg draws it at, so the density chosen from it neither overshoots the pixel limit nor
// draws a few pixels and blurs them up.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../../pipeline/discovery/image/decode.ts';
import { renderRaster } from '../../pipeline/render/render.ts';
import { svgDimensions } from '../../pipeline/svg/dimensions.ts';

const ROOTS = [
  'width="4000" height="4000" viewBox="0 0 16 16"',
  'width="64" height="64" viewBox="0 0 4000 4000"',
  'width="400px" viewBox="0 0 16 8"',
  'height="300" viewBox="0 0 16 8"',
  'width="100%" height="50%" viewBox="0 0 16 8"',
  'width="1in" height="2in"',
  'width="72pt" height="36pt"',
  'width="2em" height="2em" viewBox="0 0 16 8"',
  'width=" 64 " height="64px " viewBox="0,0,32,32"',
  'width="1e3" height="500" viewBox="0 0 16 8"',
  'viewBox="0 0 16 8"',
  'width="10" height="20"',
];
// A red disc filling 80 % of a square viewBox of `units`, on a root of the given attributes.
const disc = (root: string, units = 16) =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${root}>\n  <circle cx="${units / 2}" cy="${units / 2}" r="${units * 0.4}" fill="#d0021b"/>\n</svg>`);

describe('svgDimensions', () => {
  it.each(ROOTS)('reads the size librsvg draws <svg %s> at', async (root) => {
    const { width, height } = await sharp(disc(root)).metadata();
    const read = svgDimensions(disc(root).toString());
    expect([Math.round(read!.width), Math.round(read!.height)]).toEqual([width, height]);
  });

  it('has no size for a root without a drawable one', () => {
    expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" width="100%"><path d="M0 0h1v1z"/></svg>')).toBeUndefined();
    expect(svgDimensions('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 0 0"/>')).toBeUndefined();
  });
});

describe('an SVG whose width and height differ from its viewBox', () => {
  const sharpEdges = async (png: Buffer, size: number) => {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([size, size]);
    const alphaAt = (fraction: number) => data[(Math.round(size / 2) * size + Math.round(size / 2 + fraction * size)) * 4 + 3];
    // Drawn at this size the disc's edge at 0.4 is sharp: solid just inside, empty just outside.
    expect([alphaAt(0.37), alphaAt(0.43)]).toEqual([255, 0]);
  };

  it('is decoded by discovery instead of refused by the pixel limit', async () => {
    const image = await decodeImage(disc('width="4000" height="4000" viewBox="0 0 16 16"'), 16_777_216);
    expect(image).toMatchObject({ format: 'svg', width: 4000, height: 4000 });
    const centre = (32 * 64 + 32) * 4;
    expect([...image.sample.subarray(centre, centre + 4)]).toEqual([0xd0, 0x02, 0x1b, 255]);
  });

  it.each([
    ['a large root over a small viewBox', 'width="4000" height="4000" viewBox="0 0 16 16"', 16],
    ['a small root over a large viewBox', 'width="64" height="64" viewBox="0 0 4000 4000"', 4000],
  ])('renders %s at the asked size with sharp edges', async (_, root, units) => {
    const svg = disc(root, units);
    const size = svgDimensions(svg.toString())!;
    await sharpEdges(await renderRaster({ bytes: svg, format: 'svg', ...size }, { format: 'png', pixels: 256, greyscale: false, recolourForDark: false }), 256);
  });
});
