// What an image really is, from its first bytes; a server's Content-Type is not trusted (favicons are often mislabelled).
export type SniffedFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'avif' | 'ico' | 'bmp' | 'svg';

export function sniffImage(bytes: Buffer): SniffedFormat | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length < 4) return undefined;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^(avif|avis|mif1|heic)$/.test(ascii(8, 12))) return 'avif';
  if (bytes.readUInt32BE(0) === 0x00000100 && bytes.length >= 22) return 'ico';
  if (ascii(0, 2) === 'BM') return 'bmp';
  // An SVG is text: a BOM, whitespace, an XML declaration, comments or a doctype may come before the root.
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}
