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
