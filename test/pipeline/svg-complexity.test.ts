import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SVG_LIMITS } from '../../pipeline/svg/complexity.ts';
import { InvalidSvgError, sanitiseSvg } from '../../pipeline/svg/sanitise.ts';

const require = createRequire(import.meta.url);
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${body}</svg>`;

describe('SVG complexity bounds', () => {
  it('refuses one path with more numbers than any real logo', () => {
    const d = Array.from({ length: 21_000 }, (_, i) => `M${i % 997} 3L${(i * 7) % 991} 980L999 ${i % 13}Z`).join('');
    expect(() => sanitiseSvg(svg(`<path d="${d}"/>`))).toThrow(/too complex to render: 126000 numbers in one element/);
  });

  it('refuses <use> trees that multiply (billion laughs with references)', () => {
    const levels = ['<path id="l0" d="M0 0h1"/>'];
    for (let i = 1; i <= 5; i++) levels.push(`<g id="l${i}">${Array.from({ length: 10 }, () => `<use href="#l${i - 1}"/>`).join('')}</g>`);
    expect(() => sanitiseSvg(svg(`<defs>${levels.join('')}</defs><use href="#l5"/>`))).toThrow(/elements drawn once every <use> is expanded/);
  });

  it('refuses <use> cycles and chains deeper than allowed', () => {
    expect(() => sanitiseSvg(svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'))).toThrow(/<use> cycle/);
    const chain = Array.from({ length: SVG_LIMITS.useDepth + 2 }, (_, i) => `<g id="c${i}"><use href="#c${i + 1}"/></g>`).join('');
    expect(() => sanitiseSvg(svg(chain))).toThrow(/levels of <use>/);
  });

  it('refuses endless filter chains and deep nesting with InvalidSvgError', () => {
    const blur = '<feGaussianBlur stdDeviation="30"/>'.repeat(SVG_LIMITS.filterPrimitives + 1);
    expect(() => sanitiseSvg(svg(`<filter id="f">${blur}</filter>`))).toThrow(/filter primitives/);
    expect(() => sanitiseSvg(svg('<g>'.repeat(5000) + '</g>'.repeat(5000)))).toThrow(InvalidSvgError);
  });

  it('accepts every logo of both seed sets, the messiest real-world files we hold', () => {
    const iconify = JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')) as { icons: Record<string, { body: string }> };
    const folder = `${require.resolve('simple-icons').replace(/index\.[mc]?js$/, '')}icons`;
    const refused: string[] = [];
    const attempt = (name: string, text: string) => {
      try {
        sanitiseSvg(text);
      } catch (error) {
        refused.push(`${name}: ${(error as Error).message}`);
      }
    };
    for (const [name, icon] of Object.entries(iconify.icons)) attempt(name, svg(icon.body));
    for (const file of readdirSync(folder)) attempt(file, readFileSync(`${folder}/${file}`, 'utf8'));
    expect(refused).toEqual([]);
  });
});
