// Lifts an inline <svg> out of an HTML page into a standalone SVG document that renders as it did on the page: HTML
// allows things standalone SVG does not (lower-case `viewbox`, no or wrong namespace, an undeclared xlink: prefix),
// pages draw marks through <use href="#id"> pointing at a sprite elsewhere in the page, and colour them from the
// page's stylesheet. The page is a stranger's: sprites are expanded only up to a size, and the page's CSS is read once.
// A <use> may also point into a sprite file (`/images/logo.svg#full`): the lifted SVG names it by its absolute URL, and
// once the file is fetched (sprite-files.ts) its element is inlined within the same size.
import { DiscoveryError } from '../errors.ts';
import { cssRules, declarationsOf, type CssRule } from './css-rules.ts';

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
/** The most text an inline SVG may grow to when its <use>s are expanded: a logo is a few kilobytes, and a page that
 * points uses at uses at uses would otherwise multiply its size at every level. */
export const MAX_LIFTED_SVG_CHARS = 256 * 1024;

export interface PageSvgParts {
  /** Elements with an id anywhere in the page's SVGs (sprite <symbol>s and the like), as source text. */
  sprites: ReadonlyMap<string, string>;
  /** The rules of the page's <style> elements (css-rules.ts). */
  rules: readonly CssRule[];
  /** The page's base URL: a <use> of a sprite file is rewritten to the file's absolute URL. */
  base?: string;
}

/** A fetched sprite file: its elements with an id, as source text. */
export interface SpriteFile {
  elements: ReadonlyMap<string, string>;
}

/** What a <use href> points at, and where the references inside that element point in turn. */
type Lookup = (href: string) => { target: string; within: Lookup } | undefined;

/** `ancestors`: classes of the elements around the SVG on the page, whose CSS `color` its currentColor paints with. */
export function liftInlineSvg(svg: string, page: PageSvgParts, ancestors: readonly string[] = []): string {
  let out = withNamespaces(fixCase(inlineUses(svg, idsIn(page.sprites), 0, { left: MAX_LIFTED_SVG_CHARS - svg.length })));
  if (page.base) out = absoluteUses(out, page.base);
  const colour = /currentcolor/i.test(out) && !/^<svg\b[^>]*\scolor\s*=/i.test(out) ? inheritedColour(page.rules, ancestors) : undefined;
  if (colour) out = out.replace(/<svg\b/i, `<svg color="${colour}"`);
  const style = carriedCss(out, page.rules);
  return style ? out.replace(/(<svg\b[^>]*>)/i, `$1<style>${style}</style>`) : out;
}

/** Inlines the <use>s of a lifted SVG that point into fetched sprite files (by absolute URL and #id); references
 * inside the file's element point within the file. The whole may still grow only to MAX_LIFTED_SVG_CHARS. A frame
 * that holds nothing but one such <use> and has no size of its own, sized on the page by CSS, takes the viewBox of
 * what it shows. */
export function inlineFileUses(svg: string, files: ReadonlyMap<string, SpriteFile>): string {
  const lookup: Lookup = (href) => {
    const at = href.indexOf('#');
    const file = at > 0 ? files.get(href.slice(0, at)) : undefined;
    const target = file?.elements.get(href.slice(at + 1));
    return file && target ? { target, within: idsIn(file.elements) } : undefined;
  };
  const framed = frameOnly(svg);
  const shown = framed && lookup(framed)?.target;
  const viewBox = shown && /^<(?:symbol|svg)\b[^>]*?\sviewbox\s*=\s*("[^"]*"|'[^']*')/i.exec(shown)?.[1];
  const sized = viewBox ? svg.replace(/^<svg\b/i, `<svg viewBox=${viewBox}`) : svg;
  return withNamespaces(fixCase(inlineUses(sized, lookup, 0, { left: MAX_LIFTED_SVG_CHARS - sized.length })));
}

/** The href of the one <use> an SVG consists of, when its root gives no size (no viewBox, width or height). */
export function frameOnly(svg: string): string | undefined {
  const match = /^<svg\b([^>]*)>\s*(?:<(title|desc|style)\b[^>]*>[^<]*<\/\2>\s*)*<use\b([^<>]*?)(?:\/>|>\s*<\/use>)\s*<\/svg>$/i.exec(svg.trim());
  if (!match || /\s(viewbox|width|height)\s*=/i.test(match[1]!)) return undefined;
  return /\s(?:xlink:)?href\s*=\s*["']([^"']+)["']/i.exec(match[3]!)?.[1];
}

/** Looks `#id` up among these elements. */
function idsIn(elements: ReadonlyMap<string, string>): Lookup {
  return function lookup(href) {
    const target = href.startsWith('#') ? elements.get(href.slice(1)) : undefined;
    return target ? { target, within: lookup } : undefined;
  };
}

/** The root's namespace: missing, or wrong (xmlns="http://www.w3.org/1999/xhtml" copied from a template). */
function withNamespaces(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/i, (_, attributes: string) => {
    let rest = attributes.replace(/\sxmlns\s*=\s*("[^"]*"|'[^']*')/i, '');
    if (/\bxlink:/i.test(svg) && !/\sxmlns:xlink\s*=/i.test(rest)) rest += ` xmlns:xlink="${XLINK_NS}"`;
    return `<svg xmlns="${SVG_NS}"${rest}>`;
  });
}

/** <use href="/images/logo.svg#full"> as the absolute URL of the file, for a sprite file to be fetched. */
function absoluteUses(svg: string, base: string): string {
  return svg.replace(/(<use\b[^<>]*?\s(?:xlink:)?href\s*=\s*)(["'])([^"'#][^"']*#[^"']+)\2/gi, (whole, before: string, quote: string, href: string) => {
    try {
      const url = new URL(href, base);
      return url.protocol === 'http:' || url.protocol === 'https:' ? `${before}${quote}${url.href.replace(/["'<>]/g, encodeURIComponent)}${quote}` : whole;
    } catch {
      return whole;
    }
  });
}

function fixCase(svg: string): string {
  return svg.replace(CASE_FIX, (_, before: string, name: string) => before + (CASE_OF.get(name.toLowerCase()) ?? name));
}

/** Replaces <use href="#id"> (with a file's lookup, href="<file URL>#id") with the element it points at: a <symbol>
 * becomes a nested <svg> with its viewBox.
 * `budget.left` is what the whole expansion may still add; past it the SVG is refused. */
function inlineUses(svg: string, lookup: Lookup, depth: number, budget: { left: number }): string {
  if (depth >= MAX_SPRITE_DEPTH) return svg;
  return svg.replace(/<use\b([^<>]*?)(?:\/>|>\s*<\/use>)/gi, (whole, attributes: string) => {
    const href = /\s(?:xlink:)?href\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    const found = href ? lookup(href) : undefined;
    if (!found) return whole;
    const { target, within } = found;
    budget.left -= target.length;
    if (budget.left < 0) throw new DiscoveryError('INVALID_SVG', `the inline SVG grows past ${MAX_LIFTED_SVG_CHARS} characters when its <use> references are expanded`);
    const keep = attributes.replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, '').replace(/\sid\s*=\s*("[^"]*"|'[^']*')/gi, '');
    const symbol = /^<symbol\b([^>]*)>([\s\S]*)<\/symbol>$/i.exec(target.trim());
    if (symbol) {
      const viewBox = /\sviewbox\s*=\s*("[^"]*"|'[^']*')/i.exec(symbol[1]!)?.[1];
      return `<svg${viewBox ? ` viewBox=${viewBox}` : ''}${keep}>${inlineUses(symbol[2]!, within, depth + 1, budget)}</svg>`;
    }
    return `<g${keep}>${inlineUses(target.replace(/\sid\s*=\s*("[^"]*"|'[^']*')/i, ''), within, depth + 1, budget)}</g>`;
  });
}

/** The page's CSS rules for classes the SVG uses, reduced to their last compound selector and to colour declarations. */
function carriedCss(svg: string, rules: readonly CssRule[]): string {
  const classes = new Set([...svg.matchAll(/\sclass\s*=\s*["']([^"']*)["']/gi)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  if (classes.size === 0) return '';
  const carried: string[] = [];
  for (const rule of rules) {
    if (carried.length >= 50) break;
    const declarations = declarationsOf(rule.body).filter((d) => CARRIED.test(d.property) && !/url\(|var\(/i.test(d.value));
    if (declarations.length === 0) continue;
    const selectors = lastCompounds(rule.selectors).filter((s) => classesOnly(s, classes));
    if (selectors.length > 0) carried.push(`${[...new Set(selectors)].join(',')}{${declarations.map((d) => d.text).join(';')}}`);
  }
  return carried.join('');
}

/** The last `color` the page's CSS gives one of the classes around the SVG (a plain colour only). */
function inheritedColour(rules: readonly CssRule[], ancestors: readonly string[]): string | undefined {
  if (ancestors.length === 0) return undefined;
  const classes = new Set(ancestors);
  let found: string | undefined;
  for (const rule of rules) {
    if (!lastCompounds(rule.selectors).some((s) => classesOnly(s, classes))) continue;
    const colour = declarationsOf(rule.body).find((d) => d.property === 'color')?.value.replace(/\s*!important$/i, '');
    if (colour && /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|[a-z]+)$/i.test(colour) && !/^(inherit|initial|unset|currentcolor|transparent)$/i.test(colour)) found = colour;
  }
  return found;
}

/** The last compound selector of each selector in a list (`.nav .logo > .mark` -> `.mark`). */
const lastCompounds = (selectors: string) => selectors.split(',').map((s) => s.trim().split(/[\s>+~]+/).pop() ?? '');

/** A compound made of classes alone, each one of these. */
const classesOnly = (compound: string, classes: ReadonlySet<string>) => /^[a-z]*(\.[\w-]+)+$/i.test(compound) && compound.split('.').slice(1).every((c) => classes.has(c));
