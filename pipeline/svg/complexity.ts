// Bounds on how much drawing an SVG may ask for, checked on the sanitised tree before anything stores or renders it.
// They refuse absurd documents cheaply (a million-point path, a <use> tree that multiplies like billion laughs) and
// sit well above the messiest real logos in the seed sets (lerna: one path of 49k numbers; kimi: 127k numbers in
// all; meta-ai: 298 filter primitives). They cannot tell a slow drawing from a fast one of the same size (2,000
// crossing triangles, 12k numbers, take 50 s at 2048 px), so the render deadline (pipeline/render/pool.ts) remains
// the guard of last resort.
import { childrenOf, InvalidSvgError, tagOf, type XmlNode } from './xml-tree.ts';

export const SVG_LIMITS = {
  /** Elements as drawn, every <use> expanded to what it points at. */
  drawnElements: 50_000,
  /** Numbers in all path data and point lists: about two per point. */
  pathNumbers: 300_000,
  pathNumbersPerElement: 120_000,
  filterPrimitives: 400,
  useDepth: 6,
} as const;

interface Subtree {
  elements: number;
  /** Ids that <use> elements in the subtree point at, once per <use>. */
  uses: string[];
}

interface Tally {
  pathNumbers: number;
  filterPrimitives: number;
  byId: Map<string, Subtree>;
}

export function checkComplexity(root: XmlNode): void {
  const tally: Tally = { pathNumbers: 0, filterPrimitives: 0, byId: new Map() };
  const whole = walk(root, tally);
  check('pathNumbers', tally.pathNumbers, 'numbers in path data');
  check('filterPrimitives', tally.filterPrimitives, 'filter primitives');

  const drawn = new Map<string, { elements: number; depth: number }>();
  const expand = (subtree: Subtree, stack: Set<string>): { elements: number; depth: number } => {
    let elements = subtree.elements;
    let depth = 0;
    for (const id of subtree.uses) {
      const target = tally.byId.get(id);
      if (!target) continue;
      if (stack.has(id)) throw new InvalidSvgError(`SVG has a <use> cycle through #${id}`);
      let known = drawn.get(id);
      if (!known) {
        stack.add(id);
        known = expand(target, stack);
        stack.delete(id);
        drawn.set(id, known);
      }
      elements += known.elements;
      depth = Math.max(depth, known.depth + 1);
      // Checked as it grows, so a multiplying tree is refused before the count overflows.
      check('drawnElements', elements, 'elements drawn once every <use> is expanded');
    }
    check('useDepth', depth, 'levels of <use>');
    return { elements, depth };
  };
  const total = expand(whole, new Set());
  check('drawnElements', total.elements, 'elements drawn once every <use> is expanded');
}

function check(what: keyof typeof SVG_LIMITS, seen: number, words: string): void {
  if (seen > SVG_LIMITS[what]) throw new InvalidSvgError(`SVG is too complex to render: ${seen} ${words}, at most ${SVG_LIMITS[what]} allowed`);
}

function walk(node: XmlNode, tally: Tally): Subtree {
  const tag = tagOf(node)!;
  const attributes = node[':@'] ?? {};
  if (tag.startsWith('fe')) tally.filterPrimitives++;
  for (const name of ['d', 'points']) {
    const numbers = attributes[name]?.match(/[-+]?(\d*\.\d+|\d+\.?)/g)?.length ?? 0;
    check('pathNumbersPerElement', numbers, 'numbers in one element\'s path data');
    tally.pathNumbers += numbers;
  }
  const subtree: Subtree = { elements: 1, uses: [] };
  if (tag === 'use') {
    const target = (attributes.href ?? attributes['xlink:href'] ?? '').trim();
    if (target.startsWith('#')) subtree.uses.push(target.slice(1));
  }
  for (const child of childrenOf(node)) {
    const childTag = tagOf(child);
    if (!childTag || childTag.startsWith('#')) continue;
    const inner = walk(child, tally);
    subtree.elements += inner.elements;
    subtree.uses.push(...inner.uses);
  }
  if (attributes.id) tally.byId.set(attributes.id, subtree);
  return subtree;
}
