// Reads a stylesheet (a page's <style>, or a stylesheet of the site's) into its style rules, in one pass: a stranger's
// CSS is hostile input, so the reader's cost grows with the text's length and nothing else, whatever its nesting,
// unclosed comments or repeated tokens.

export interface CssRule {
  /** The selector list, as written. */
  selectors: string;
  /** The declarations, as written. */
  body: string;
  /** The @media conditions around the rule, outermost first. */
  media: readonly string[];
}

/** Rules read per stylesheet at the most: a logo's rule sits in the site's main sheet, near its top. */
export const MAX_CSS_RULES = 20_000;
/** Blocks nested deeper than this are passed over; real stylesheets nest a few levels. */
export const MAX_CSS_DEPTH = 32;

const NO_MEDIA: readonly string[] = [];

/** Every style rule with the @media conditions around it; the contents of other at-rules are passed over. */
export function cssRules(css: string): CssRule[] {
  const text = withoutComments(css);
  const rules: CssRule[] = [];
  // One entry per open block: whether a style rule inside it is read, and the media list that holds there.
  const open: { prelude: string; readable: boolean; media: readonly string[] }[] = [];
  let start = 0;
  for (let i = 0; i < text.length && rules.length < MAX_CSS_RULES; i++) {
    const char = text.charCodeAt(i);
    if (char === 123 /* { */) {
      const prelude = text.slice(start, i).trim();
      const outer = open.at(-1);
      const within = (outer?.readable ?? true) && open.length < MAX_CSS_DEPTH;
      const isMedia = within && /^@media\b/i.test(prelude);
      const media = outer?.media ?? NO_MEDIA;
      open.push({ prelude, readable: within && (isMedia || !prelude.startsWith('@')), media: isMedia ? [...media, prelude] : media });
      start = i + 1;
    } else if (char === 125 /* } */) {
      const block = open.pop();
      if (block?.readable && !block.prelude.startsWith('@')) rules.push({ selectors: block.prelude, body: text.slice(start, i), media: block.media });
      start = i + 1;
    } else if (char === 59 /* ; */ && open.length === 0) {
      start = i + 1;
    }
  }
  return rules;
}

/** The text with its comments taken out; an unclosed comment runs to the end, as in a browser. */
function withoutComments(css: string): string {
  let from = css.indexOf('/*');
  if (from < 0) return css;
  let out = '';
  let kept = 0;
  while (from >= 0) {
    out += css.slice(kept, from);
    const end = css.indexOf('*/', from + 2);
    if (end < 0) return out;
    kept = end + 2;
    from = css.indexOf('/*', kept);
  }
  return out + css.slice(kept);
}

/** The declarations of a rule's body, in order: property (lower case), value, and the declaration as written. */
export function declarationsOf(body: string): { property: string; value: string; text: string }[] {
  const declarations: { property: string; value: string; text: string }[] = [];
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.push({ property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).trim(), text: part.trim() });
  }
  return declarations;
}
