// The preserve-order tree fast-xml-parser gives us, and the XML text rules we apply when decoding and re-encoding it.

export type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export class InvalidSvgError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSvgError';
  }
}

export function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  return tag && Array.isArray(node[tag]) ? (node[tag] as XmlNode[]) : [];
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Resolves character references and the five predefined entities, as every XML parser downstream will. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][\w.-]*);/gi, (whole, name: string) => {
    if (name[0] !== '#') {
      const value = PREDEFINED[name];
      // Without a DTD (refused) no other entity exists; a browser would refuse the document too.
      if (value === undefined) throw new InvalidSvgError(`SVG uses the undefined entity ${whole}`);
      return value;
    }
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) throw new InvalidSvgError(`SVG uses the invalid character reference ${whole}`);
    return String.fromCodePoint(code);
  });
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
