// Lifts an inline <svg> out of an HTML page into a standalone SVG document that renders as it did on the page: HTML
// allows things standalone SVG does not (lower-case `viewbox`, no or wrong namespace, an undeclared xlink: prefix),
// pages draw marks through <use href="#id"> pointing at a sprite elsewhere in the page, and colour them from the
// page's stylesheet.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
// HTML parsers fold these to lower case; the SVG renderer only knows their mixed-case spelling.
const MIXED_CASE = [
  'viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits', 'patternContentUnits', 'patternTransform',
  'clipPathUnits', 'maskUnits', 'maskContentUnits', 'stdDeviation', 'textLength', 'lengthAdjust', 'markerWidth', 'markerHeight',
  'markerUnits', 'refX', 'refY', 'startOffset', 'spreadMethod', 'pathLength', 'filterUnits', 'primitiveUnits',
  'linearGradient', 'radialGradient', 'clipPath', 'textPath', 'feGaussianBlur', 'feColorMatrix', 'feOffset', 'feFlood',
  'feComposite', 'feMerge', 'feMergeNode', 'feBlend',
];
const CASE_FIX = new RegExp(`(<\\/?|\\s)(${MIXED_CASE.join('|')})(?=[\\s=/>])`, 'gi');
const CASE_OF = new Map(MIXED_CASE.map((name) => [name.toLowerCase(), name]));
/** Declarations worth carrying from the page's CSS: they decide whether and in what colour the mark is drawn. */
const CARRIED = /^(fill|stroke|stroke-width|fill-rule|fill-opacity|stroke-opacity|opacity|color|display|visibility)$/i;
const MAX_SPRITE_DEPTH = 3;

export interface PageSvgParts {
  /** Elements with an id anywhere in the page's SVGs (sprite <symbol>s and the like), as source text. */
  sprites: ReadonlyMap<string, string>;
  /** The text of the page's <style> elements. */
  css: string;
}

/** `ancestors`: classes of the elements around the SVG on the page, whose CSS `color` its currentColor paints with. */
export function liftInlineSvg(svg: string, page: PageSvgParts, ancestors: readonly string[] = []): string {
  let out = fixCase(inlineUses(svg, page.sprites, 0));
  // The root's namespace: missing, or wrong (xmlns="http://www.w3.org/1999/xhtml" copied from a template).
  out = out.replace(/<svg\b([^>]*)>/i, (_, attributes: string) => {
    let rest = attributes.replace(/\sxmlns\s*=\s*("[^"]*"|'[^']*')/i, '');
    if (/\bxlink:/i.test(out) && !/\sxmlns:xlink\s*=/i.test(rest)) rest += ` xmlns:xlink="${XLINK_NS}"`;
    return `<svg xmlns="${SVG_NS}"${rest}>`;
  });
  const colour = /currentcolor/i.test(out) && !/^<svg\b[^>]*\scolor\s*=/i.test(out) ? inheritedColour(page.css, ancestors) : undefined;
  if (colour) out = out.replace(/<svg\b/i, `<svg color="${colour}"`);
  const style = carriedCss(out, page.css);
  return style ? out.replace(/(<svg\b[^>]*>)/i, `$1<style>${style}</style>`) : out;
}

function fixCase(svg: string): string {
  return svg.replace(CASE_FIX, (_, before: string, name: string) => before + (CASE_OF.get(name.toLowerCase()) ?? name));
}

/** Replaces <use href="#id"> with the element it points at: a <symbol> becomes a nested <svg> with its viewBox. */
function inlineUses(svg: string, sprites: ReadonlyMap<string, string>, depth: number): string {
  if (depth >= MAX_SPRITE_DEPTH) return svg;
  return svg.replace(/<use\b([^>]*?)(?:\/>|>\s*<\/use>)/gi, (whole, attributes: string) => {
    const id = /\s(?:xlink:)?href\s*=\s*["']#([^"']+)["']/i.exec(attributes)?.[1];
    const target = id ? sprites.get(id) : undefined;
    if (!target) return whole;
    const keep = attributes.replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, '').replace(/\sid\s*=\s*("[^"]*"|'[^']*')/gi, '');
    const symbol = /^<symbol\b([^>]*)>([\s\S]*)<\/symbol>$/i.exec(target.trim());
    if (symbol) {
      const viewBox = /\sviewbox\s*=\s*("[^"]*"|'[^']*')/i.exec(symbol[1]!)?.[1];
      return `<svg${viewBox ? ` viewBox=${viewBox}` : ''}${keep}>${inlineUses(symbol[2]!, sprites, depth + 1)}</svg>`;
    }
    return `<g${keep}>${inlineUses(target.replace(/\sid\s*=\s*("[^"]*"|'[^']*')/i, ''), sprites, depth + 1)}</g>`;
  });
}

/** The page's CSS rules for classes the SVG uses, reduced to their last compound selector and to colour declarations. */
function carriedCss(svg: string, css: string): string {
  const classes = new Set([...svg.matchAll(/\sclass\s*=\s*["']([^"']*)["']/gi)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  if (classes.size === 0 || !css) return '';
  const rules: string[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    const declarations = match[2]!.split(';').map((d) => d.trim()).filter((d) => CARRIED.test(d.split(':')[0]!.trim()) && !/url\(|var\(/i.test(d));
    if (declarations.length === 0) continue;
    const selectors = match[1]!.split(',').map((s) => s.trim().split(/[\s>+~]+/).pop() ?? '').filter((s) => /^[a-z]*(\.[\w-]+)+$/i.test(s) && s.split('.').slice(1).every((c) => classes.has(c)));
    if (selectors.length > 0 && rules.length < 50) rules.push(`${[...new Set(selectors)].join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('');
}

/** The last `color` the page's CSS gives one of the classes around the SVG (a plain colour only). */
function inheritedColour(css: string, ancestors: readonly string[]): string | undefined {
  if (ancestors.length === 0 || !css) return undefined;
  const classes = new Set(ancestors);
  let found: string | undefined;
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    const selectors = match[1]!.split(',').map((s) => s.trim().split(/[\s>+~]+/).pop() ?? '');
    if (!selectors.some((s) => /^[a-z]*(\.[\w-]+)+$/i.test(s) && s.split('.').slice(1).every((c) => classes.has(c)))) continue;
    const colour = /(?:^|;)\s*color\s*:\s*(#[0-9a-f]{3,8}|rgba?\([^)]*\)|[a-z]+)\s*(?:!important)?\s*(?:;|$)/i.exec(match[2]!)?.[1];
    if (colour && !/^(inherit|initial|unset|currentcolor|transparent)$/i.test(colour)) found = colour;
  }
  return found;
}
