// Reads an SVG's intrinsic size from its root element (the size librsvg draws it at 72 dpi), so renders can pick the
// density that draws it at the asked size without decoding it first: the root's width and height where they are
// absolute lengths, one of them with the viewBox's aspect, else the viewBox. Reading the viewBox alone mis-sized a
// root whose width and height exceed it: a 4000 px root over a 16-unit viewBox was drawn 250 times too large and
// refused by the pixel limit, and filter output wrapped it in a 16 px canvas.
const ROOT = /<svg\b[^>]*>/i;

export interface SvgSize {
  width: number;
  height: number;
}

/** Pixels per unit at 72 dpi (librsvg: 1in = 72 px, an em of its default 12 px font, an ex half of it). */
const UNIT_PIXELS: Readonly<Record<string, number>> = { '': 1, px: 1, pt: 1, pc: 12, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, em: 12, ex: 6 };
const LENGTH = /^\s*([+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;

export function svgDimensions(svg: string): SvgSize | undefined {
  const root = ROOT.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const numbers = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const viewBox = numbers?.length === 4 && numbers[2]! > 0 && numbers[3]! > 0 ? { width: numbers[2]!, height: numbers[3]! } : undefined;
  const width = lengthOf(attribute('width'));
  const height = lengthOf(attribute('height'));
  if (width && height) return { width, height };
  if (viewBox && width) return { width, height: (width * viewBox.height) / viewBox.width };
  if (viewBox && height) return { width: (height * viewBox.width) / viewBox.height, height };
  return viewBox;
}

/** An absolute length in pixels; undefined for a percentage, an unknown unit or nothing drawable. */
function lengthOf(value: string | undefined): number | undefined {
  const match = LENGTH.exec(value ?? '');
  const perUnit = match ? UNIT_PIXELS[match[2]!.toLowerCase()] : undefined;
  const pixels = perUnit === undefined ? undefined : Number(match![1]) * perUnit;
  return pixels !== undefined && Number.isFinite(pixels) && pixels > 0 ? pixels : undefined;
}
