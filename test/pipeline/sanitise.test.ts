import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitiseSvg } from '../../pipeline/svg/sanitise.ts';

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert(1)">
  <script>alert(1)</script>
  <foreignObject><iframe src="https://evil.example"/></foreignObject>
  <style>@import url(https://evil.example/x.css); .a{fill:red}</style>
  <a href="javascript:alert(1)"><circle r="3"/></a>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>
  <path class="a" d="M0 0h24v24H0z" fill="url(#g)" onclick="steal()"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <use href="#g"/>
  <image href="https://evil.example/track.png"/>
  <rect style="fill:url(https://evil.example/x)" width="1" height="1"/>
</svg>`;

describe('sanitiseSvg', () => {
  const clean = sanitiseSvg(hostile);

  it('removes scripts, event handlers and foreignObject', () => {
    expect(clean).not.toMatch(/<script|onload|onclick|foreignObject|iframe/i);
  });

  it('removes external references and dangerous CSS', () => {
    expect(clean).not.toMatch(/evil\.example|javascript:|@import/);
  });

  it('keeps drawing and internal references', () => {
    expect(clean).toContain('d="M0 0h24v24H0z"');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g"');
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('rejects what is not an SVG document', () => {
    expect(() => sanitiseSvg('<html><body/></html>')).toThrow(InvalidSvgError);
    expect(() => sanitiseSvg('<svg><path></svg>')).toThrow(InvalidSvgError);
    expect(() => sanitiseSvg(`<svg>${' '.repeat(3 * 1024 * 1024)}</svg>`)).toThrow(/at most/);
  });
});

// The bypasses found in issue 13: each was served byte for byte before references and CSS escapes were decoded.
describe('sanitiseSvg against encoded bypasses', () => {
  const svg = (body: string, root = '') => `<svg xmlns="http://www.w3.org/2000/svg"${root}>${body}<path class="a" d="M0 0h1"/></svg>`;
  const external = /evil\.example|@import|import|url\((?!#)/i;

  it.each([
    ['an @import written with a character reference', svg('<style>@&#105;mport url&#40;http://evil.example/x.css&#41;; .a{fill:red}</style>')],
    ['an @import written with a CSS escape', svg("<style>@\\69mport 'http://evil.example/a.css'; .a{fill:red}</style>")],
    ['an @import hidden in CDATA with a comment', svg('<style><![CDATA[@im/**/port "http://evil.example/c.css"; .a{fill:red}]]></style>')],
    ['a url( escaped in a sheet', svg('<style>.a{fill:u\\72l(http://evil.example/y)}</style>')],
    ['a url( with character references in a style attribute', svg('<rect style="stroke:url&#40;http://evil.example/x&#41;;fill:#f00" width="1"/>')],
    ['a url( escaped in a presentation attribute', svg('<rect fill="u\\72l(http://evil.example/z)" width="1"/>')],
    ['an href written with character references', svg('<use href="&#104;ttp://evil.example/s.svg#x"/>')],
    ['an external font in @font-face', svg('<style>@font-face{font-family:x;src:url(http://evil.example/f.woff)}</style>')],
  ])('drops %s', (_, input) => {
    const clean = sanitiseSvg(input);
    expect(clean).not.toMatch(external);
    expect(clean).toContain('d="M0 0h1"');
  });

  it('keeps allowed declarations and local references after decoding', () => {
    const clean = sanitiseSvg(svg('<style>.a{fill:u\\72l(#g);stroke:&#98;lue;behavior:url(#x)}</style><rect style="fill:url(#g);cursor:pointer" width="1"/>'));
    expect(clean).toContain('<style>.a{fill:url(#g);stroke:blue}</style>');
    expect(clean).toContain('style="fill:url(#g)"');
  });

  it('writes out the checked text, re-encoded, never the original references', () => {
    const clean = sanitiseSvg(svg('<text x="1">A &amp; B &#60; C</text><style>.a &gt; .b{fill:red}</style>'));
    expect(clean).toContain('<text x="1">A &amp; B &lt; C</text>');
    expect(clean).toContain('<style>.a &gt; .b{fill:red}</style>');
  });

  it('refuses entity declarations and undefined entities', () => {
    expect(() => sanitiseSvg('<!DOCTYPE svg [<!ENTITY x "http://evil.example/">]><svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(/DOCTYPE internal subset/);
    expect(() => sanitiseSvg(svg('<text>&nbsp;</text>'))).toThrow(/undefined entity &nbsp;/);
  });

  it('accepts the bare SVG 1.1 DOCTYPE design tools write, and does not write it out', () => {
    const doctype = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(sanitiseSvg(doctype + svg(''))).toMatch(/^<svg /);
  });

  it('declares the namespaces a file uses but forgot, so librsvg draws what browsers draw', async () => {
    // As a seed logo ships: a sprite <use> with xlink:href and no xmlns:xlink on the root.
    const sprite = '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><defs><path id="a" d="M0 0h10v10H0z"/></defs><use xlink:href="#a" fill="#f00"/></svg>';
    await expect(sharp(Buffer.from(sprite)).png().toBuffer()).rejects.toThrow(/xlink/);
    const { data } = await sharp(Buffer.from(sanitiseSvg(sprite))).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });
});

