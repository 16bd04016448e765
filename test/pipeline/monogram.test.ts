import { describe, expect, it } from 'vitest';
import { displayName } from '../../catalog/domain.ts';
import { MONOGRAM_PALETTE, monogramColour, monogramLetter, monogramSvg } from '../../pipeline/monogram.ts';

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(value >> 16) + 0.7152 * linear((value >> 8) & 255) + 0.0722 * linear(value & 255);
}

describe('monogram', () => {
  it('is the same SVG for the same domain', () => {
    expect(monogramSvg('acme-widgets.com')).toBe(monogramSvg('acme-widgets.com'));
    expect(monogramColour('acme-widgets.com')).toBe(monogramColour('acme-widgets.com'));
  });

  it('reaches all 16 palette colours over many domains, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1600; i++) {
      const colour = monogramColour(`brand-${i}.com`);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    expect(new Set(counts.keys())).toEqual(new Set(MONOGRAM_PALETTE));
    expect(Math.min(...counts.values())).toBeGreaterThan(50);
  });

  it('keeps white letters readable on every palette colour (contrast >= 4.5)', () => {
    for (const colour of MONOGRAM_PALETTE) expect((1.05 / (luminance(colour) + 0.05))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['stripe.com', 'S'],
    ['1password.com', '1'],
    ['xn--mnchen-3ya.de', 'M'],
    ['xn--rzte-koa.de', 'Ä'],
    ['xn--r8jz45g.jp', '例'],
    ['xn--strae-oqa.de', 'S'],
  ])('draws %s as %s', (domain, letter) => {
    expect(monogramLetter(displayName(domain))).toBe(letter);
    expect(monogramSvg(domain)).toContain(`>${letter}</text>`);
  });

  it('draws a brand name\'s letter when given a label, keeping the colour of the seed', () => {
    const svg = monogramSvg('name:acme widgets', { label: 'Acme Widgets' });
    expect(svg).toContain('>A</text>');
    expect(svg).toContain(`fill="${monogramColour('name:acme widgets')}"`);
  });

  it('is a 128x128 rounded square', () => {
    expect(monogramSvg('stripe.com')).toMatch(/^<svg[^>]+width="128" height="128"[^>]*><rect width="128" height="128" rx="24"/);
  });
});
