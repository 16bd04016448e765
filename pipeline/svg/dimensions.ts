// Reads an SVG's intrinsic size from its root element, so renders can pick a density without decoding it first.
const ROOT = /<svg\b[^>]*>/i;

export interface SvgSize {
  width: number;
  height: number;
}

export function svgDimensions(svg: string): SvgSize | undefined {
  const root = ROOT.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const viewBox = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) return { width: viewBox[2]!, height: viewBox[3]! };
  const width = Number.parseFloat(attribute('width') ?? '');
  const height = Number.parseFloat(attribute('height') ?? '');
  return width > 0 && height > 0 ? { width, height } : undefined;
}
