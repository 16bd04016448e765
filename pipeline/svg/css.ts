// CSS inside SVGs (style attributes and <style> sheets), rebuilt from an allowlist after decoding escapes and
// comments, so `@\69mport` or `u\72l(` is checked as the @import and url( a browser would read.

// The properties a logo draws with; anything else (behaviour, -moz-binding, content, cursor, ...) is dropped.
const ALLOWED_PROPERTIES = new Set([
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility',
  'clip-path', 'clip-rule', 'mask', 'filter', 'stop-color', 'stop-opacity', 'flood-color', 'flood-opacity',
  'lighting-color', 'color-interpolation', 'color-interpolation-filters', 'font', 'font-family', 'font-size',
  'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline',
  'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode',
  'direction', 'white-space', 'line-height', 'transform', 'transform-origin', 'transform-box', 'isolation',
  'mix-blend-mode', 'shape-rendering', 'text-rendering', 'image-rendering', 'paint-order', 'vector-effect',
  'overflow', 'marker', 'marker-start', 'marker-mid', 'marker-end', 'enable-background',
]);

// Functions a drawing value may call; url() is allowed only as a reference into the same document.
const ALLOWED_FUNCTIONS = new Set([
  'url', 'rgb', 'rgba', 'hsl', 'hsla', 'calc', 'matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex',
  'scaley', 'rotate', 'skew', 'skewx', 'skewy', 'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale',
  'hue-rotate', 'invert', 'saturate', 'sepia',
]);
const LOCAL_URL = /^url\(\s*(['"]?)#[\w.:-]+\1\s*\)/i;
const SELECTOR = /^[\w\s.#,>+~*:()[\]="'|^$%-]+$/;
const MEDIA_PRELUDE = /^@media[\w\s(),:.-]*$/i;

/** What a CSS parser sees: escapes (`\69`, `\72 `, `\@`) resolved and comments removed. */
export function decodeCss(text: string): string {
  return text
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\\r?\n|\\([^\n\r\f])/g, (_, hex: string | undefined, char: string | undefined) => {
      if (hex === undefined) return char ?? '';
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
    })
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** A style attribute's declarations, keeping only allowed properties with safe values. Input is already decoded. */
export function cleanDeclarations(decoded: string): string {
  const kept: string[] = [];
  for (const declaration of splitOutside(decoded, ';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (ALLOWED_PROPERTIES.has(name) && isSafeValue(value)) kept.push(`${name}:${value}`);
  }
  return kept.join(';');
}

/** A presentation attribute or declaration value: no backslash left, no markup, every function allowed. */
export function isSafeValue(value: string): boolean {
  if (/[\\<@{}]/.test(value) || /javascript:|expression/i.test(value)) return false;
  for (const match of value.matchAll(/([\w-]+)\s*\(/g)) {
    const name = match[1]!.toLowerCase();
    if (!ALLOWED_FUNCTIONS.has(name)) return false;
    if (name === 'url' && !LOCAL_URL.test(value.slice(match.index))) return false;
  }
  return true;
}

/** A <style> sheet rebuilt from its rules: plain rules and @media blocks kept, every other at-rule dropped. */
export function cleanStylesheet(text: string): string {
  return cleanRules(decodeCss(text), 0);
}

function cleanRules(css: string, depth: number): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = indexOutside(css, i, '{;');
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    if (css[open] === ';') {
      // A statement at-rule (@import, @charset, @namespace) or stray text: never kept.
      i = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (prelude.startsWith('@')) {
      if (depth === 0 && MEDIA_PRELUDE.test(prelude)) out += `${prelude}{${cleanRules(body, 1)}}`;
    } else if (prelude && SELECTOR.test(prelude)) {
      out += `${prelude}{${cleanDeclarations(body)}}`;
    }
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = closingQuote(css, i);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

function indexOutside(css: string, from: number, chars: string): number {
  for (let i = from; i < css.length; i++) {
    const char = css[i]!;
    if (char === '"' || char === "'") i = closingQuote(css, i);
    else if (chars.includes(char)) return i;
  }
  return -1;
}

function closingQuote(css: string, at: number): number {
  const end = css.indexOf(css[at]!, at + 1);
  return end < 0 ? css.length : end;
}

function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") i = closingQuote(text, i);
    else if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
