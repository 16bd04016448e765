// Allowlist SVG sanitiser: keeps drawing elements, drops scripts, event handlers, foreignObject and external
// references. Every value is checked as a browser will read it (XML references and CSS escapes decoded), and what is
// written out is the checked text re-encoded, never the original bytes.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkComplexity } from './complexity.ts';
import { cleanDeclarations, cleanStylesheet, decodeCss, isSafeValue } from './css.ts';
import { decodeXml, escapeAttribute, escapeText, InvalidSvgError, tagOf, type XmlNode } from './xml-tree.ts';

export { InvalidSvgError } from './xml-tree.ts';

const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol', 'use', 'title', 'desc',
  'style', 'marker', 'image', 'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite',
  'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge',
  'feMergeNode', 'feOffset', 'feMorphology',
]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const ALLOWED_NAMESPACED_ATTRIBUTES = new Set(['xmlns:xlink', 'xlink:href', 'xml:space']);
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|webp|gif|avif);base64,[a-z0-9+/=\s]+$/i;
const MAX_SVG_BYTES = 2 * 1024 * 1024;
// An internal subset declares entities (billion laughs, external files). The bare SVG 1.1 DOCTYPE that
// Illustrator writes declares none; it is accepted and, like everything outside the root, not written out.
const DOCTYPE_WITH_SUBSET = /<!DOCTYPE[^>[]*\[/i;
const DECLARATION = /<!(ENTITY|ELEMENT|ATTLIST|NOTATION)\b/i;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
});
// Values are escaped by clean() itself, so the builder writes them as given.
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  suppressEmptyNode: true,
});

export function sanitiseSvg(input: string | Buffer): string {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  if (Buffer.byteLength(text) > MAX_SVG_BYTES) throw new InvalidSvgError(`SVG must be at most ${MAX_SVG_BYTES} bytes`);
  if (DOCTYPE_WITH_SUBSET.test(text) || DECLARATION.test(text)) {
    throw new InvalidSvgError('SVG must not declare a DOCTYPE internal subset or entities; remove the <!DOCTYPE ... [ ... ]> block');
  }
  // The parser is lenient about unclosed tags; validating first keeps malformed input out instead of guessing its shape.
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new InvalidSvgError(`SVG is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const nodes = parse(text);
  const root = nodes.find((node) => tagOf(node) === 'svg');
  if (!root) throw new InvalidSvgError('SVG must have an <svg> root element');
  const cleaned = withNamespaces(clean(root));
  checkComplexity(cleaned);
  return builder.build([cleaned]) as string;
}

// Browsers forgive an xlink:href whose prefix the file never declares; librsvg refuses the whole file, so a logo
// that shows on its own website would fail every render. The standard namespaces are declared on the root.
function withNamespaces(root: XmlNode): XmlNode {
  const attributes = (root[':@'] ?? {}) as Record<string, string>;
  const usesXlink = JSON.stringify(root).includes('"xlink:href"');
  const declared: Record<string, string> = { ...attributes, xmlns: SVG_NAMESPACE };
  if (usesXlink && !attributes['xmlns:xlink']) declared['xmlns:xlink'] = XLINK_NAMESPACE;
  return { ...root, ':@': declared };
}

function parse(text: string): XmlNode[] {
  try {
    return parser.parse(text) as XmlNode[];
  } catch (error) {
    // The parser refuses nesting deeper than 100 elements, among others; that is a property of the input.
    throw new InvalidSvgError(`SVG could not be read: ${(error as Error).message}`);
  }
}

function clean(node: XmlNode): XmlNode {
  const tag = tagOf(node)!;
  const children = (node[tag] as XmlNode[]).flatMap((child): XmlNode[] => {
    const childTag = tagOf(child);
    if (childTag === '#text') return tag === 'style' ? [] : [{ '#text': escapeText(decodeXml(String(child['#text']))) }];
    if (childTag === undefined || !ALLOWED_ELEMENTS.has(childTag)) return [];
    return [clean(child)];
  });
  // A sheet is rebuilt from its decoded text (character references and CDATA alike) into one checked text node.
  if (tag === 'style') children.splice(0, children.length, { '#text': escapeText(cleanStylesheet(styleText(node))) });
  const result: XmlNode = { [tag]: children };
  const attributes = cleanAttributes(tag, node[':@'] ?? {});
  if (Object.keys(attributes).length > 0) result[':@'] = attributes;
  return result;
}

function cleanAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, raw] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) continue;
    if (name.includes(':') && !ALLOWED_NAMESPACED_ATTRIBUTES.has(name)) continue;
    const value = decodeXml(raw).trim();
    let safe: string | undefined = value;
    if (lower === 'href' || lower === 'xlink:href') {
      const local = /^#[\w.:-]+$/.test(value);
      if (!local && !(tag === 'image' && EMBEDDED_RASTER.test(value))) safe = undefined;
    } else if (lower === 'style') {
      safe = cleanDeclarations(decodeCss(value)) || undefined;
    } else if (!isSafeValue(value)) {
      // Presentation attributes go through the CSS parser too, so a backslash escape could hide a url( here.
      safe = undefined;
    }
    if (safe !== undefined) kept[name] = escapeAttribute(safe);
  }
  return kept;
}

function styleText(node: XmlNode): string {
  const tag = tagOf(node)!;
  return (node[tag] as XmlNode[])
    .map((child) => {
      if ('#text' in child) return decodeXml(String(child['#text']));
      const cdata = child['#cdata'] as XmlNode[] | undefined;
      return cdata ? cdata.map((part) => String(part['#text'] ?? '')).join('') : '';
    })
    .join('');
}
