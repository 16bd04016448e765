// Allowlist SVG sanitiser: keeps drawing elements, drops scripts, event handlers, foreignObject and external references.
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

export class InvalidSvgError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSvgError';
  }
}

const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'defs',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol', 'use', 'title', 'desc',
  'style', 'marker', 'image', 'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite',
  'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge',
  'feMergeNode', 'feMorphology', 'feOffset',
]);
const ALLOWED_NAMESPACED_ATTRIBUTES = new Set(['xmlns:xlink', 'xlink:href', 'xml:space']);
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|webp|gif|avif);base64,[a-z0-9+/=\s]+$/i;
const DANGEROUS_CSS = /@import|expression\s*\(|javascript:|url\(\s*['"]?(?!#)/i;
const MAX_SVG_BYTES = 2 * 1024 * 1024;

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

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
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  suppressEmptyNode: true,
  cdataPropName: '#cdata',
});

export function sanitiseSvg(input: string | Buffer): string {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  if (Buffer.byteLength(text) > MAX_SVG_BYTES) throw new InvalidSvgError(`SVG must be at most ${MAX_SVG_BYTES} bytes`);
  // The parser is lenient about unclosed tags; validating first keeps malformed input out instead of guessing its shape.
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new InvalidSvgError(`SVG is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const nodes = parser.parse(text) as XmlNode[];
  const root = nodes.find((node) => tagOf(node) === 'svg');
  if (!root) throw new InvalidSvgError('SVG must have an <svg> root element');
  return builder.build([clean(root)]) as string;
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function clean(node: XmlNode): XmlNode {
  const tag = tagOf(node)!;
  const children = (node[tag] as XmlNode[]).flatMap((child): XmlNode[] => {
    const childTag = tagOf(child);
    if (childTag === '#text') return [child];
    if (childTag === '#cdata') return tag === 'style' ? [child] : [];
    if (childTag === undefined || !ALLOWED_ELEMENTS.has(childTag)) return [];
    if (childTag === 'style' && DANGEROUS_CSS.test(textOf(child))) return [];
    return [clean(child)];
  });
  const result: XmlNode = { [tag]: children };
  const attributes = cleanAttributes(tag, node[':@'] ?? {});
  if (Object.keys(attributes).length > 0) result[':@'] = attributes;
  return result;
}

function cleanAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on')) continue;
    if (name.includes(':') && !ALLOWED_NAMESPACED_ATTRIBUTES.has(name)) continue;
    if (lower === 'href' || lower === 'xlink:href') {
      const local = value.trim().startsWith('#');
      if (!local && !(tag === 'image' && EMBEDDED_RASTER.test(value.trim()))) continue;
    } else if (DANGEROUS_CSS.test(value)) {
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

function textOf(node: XmlNode): string {
  const tag = tagOf(node)!;
  return (node[tag] as XmlNode[])
    .map((child) => String(child['#text'] ?? (child['#cdata'] as XmlNode[] | undefined)?.map((c) => c['#text']).join('') ?? ''))
    .join('');
}
