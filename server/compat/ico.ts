// An ICO file holding one PNG image: the container Windows Vista introduced, which every browser reads as an icon.
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** The PNG's own width and height from its IHDR chunk (bytes 16 to 23). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function icoOfPng(png: Uint8Array): Uint8Array {
  const { width, height } = pngSize(png);
  const ico = new Uint8Array(HEADER_BYTES + ENTRY_BYTES + png.byteLength);
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, 1, true); // one image
  // Width and height take one byte each; 0 stands for 256 (larger PNGs are refused before rendering).
  view.setUint8(6, width >= 256 ? 0 : width);
  view.setUint8(7, height >= 256 ? 0 : height);
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, HEADER_BYTES + ENTRY_BYTES, true);
  ico.set(png, HEADER_BYTES + ENTRY_BYTES);
  return ico;
}

/** The ICO answer has its own validator: the PNG's ETag marked, so a cache never confuses the two. */
export const icoEtag = (etag: string): string => etag.replace(/"$/, '.ico"');

/**
 * If-None-Match as the native answer's ETags, for the native request behind an ICO URL: only the ICO's own validators
 * (and "*") are kept, so the PNG's never earns a 304 for the ICO; undefined when none is left.
 */
export function nativeIfNoneMatch(header: string): string | undefined {
  const kept: string[] = [];
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') kept.push(tag);
    else if (tag.endsWith('.ico"')) kept.push(`${tag.slice(0, -'.ico"'.length)}"`);
  }
  return kept.length > 0 ? kept.join(', ') : undefined;
}
