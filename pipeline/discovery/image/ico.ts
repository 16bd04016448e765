// Reads Windows icon files (favicon.ico) and plain BMP files, which sharp cannot: picks the largest ICO entry and
// returns it as PNG bytes or raw RGBA. Bitmaps of every depth real favicons use (1-, 4-, 8-bit palettes, 24 and 32
// bit) are decoded by `decode-bmp`, a small, well-kept decoder written for exactly these files.
import decodeBmp from 'decode-bmp';
import { DiscoveryError } from '../errors.ts';

export type IcoImage = { kind: 'png'; bytes: Buffer } | { kind: 'rgba'; data: Buffer; width: number; height: number };

const MAX_ENTRIES = 64;
const MAX_SIDE = 1024;

export function readIco(bytes: Buffer): IcoImage {
  const count = bytes.readUInt16LE(4);
  if (count === 0 || count > MAX_ENTRIES || bytes.length < 6 + count * 16) throw bad('icon file', 'its directory is malformed');
  let best: { size: number; offset: number; width: number; height: number; bits: number } | undefined;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16;
    const width = bytes[at]! || 256;
    const height = bytes[at + 1]! || 256;
    const bits = bytes.readUInt16LE(at + 6);
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (offset + size > bytes.length || size < 40) continue;
    // Largest first; at one size the deeper colour wins (a 32-bit entry over its 4-bit fallback).
    if (!best || width * height > best.width * best.height || (width * height === best.width * best.height && bits > best.bits)) best = { size, offset, width, height, bits };
  }
  if (!best) throw bad('icon file', 'no entry lies inside the file');
  const entry = bytes.subarray(best.offset, best.offset + best.size);
  if (entry.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return { kind: 'png', bytes: entry };
  return decodeBitmap(entry, true, 'icon file');
}

/** A plain .bmp file (the "BM" header), as some old sites serve their favicon. */
export function readBmp(bytes: Buffer): IcoImage {
  return decodeBitmap(bytes, false, 'BMP file');
}

function decodeBitmap(bytes: Buffer, icon: boolean, what: string): IcoImage {
  // The header is checked before the decoder allocates anything, so a forged size cannot make it allocate gigabytes.
  const headerAt = icon ? 0 : 14;
  if (bytes.length < headerAt + 16) throw bad(what, 'it is truncated');
  const width = bytes.readInt32LE(headerAt + 4);
  const height = Math.abs(bytes.readInt32LE(headerAt + 8)) / (icon ? 2 : 1);
  if (width <= 0 || width > MAX_SIDE || height <= 0 || height > MAX_SIDE) throw bad(what, `its bitmap is ${width}x${height}`);
  try {
    const decoded = decodeBmp(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { icon });
    return { kind: 'rgba', data: Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), width: decoded.width, height: decoded.height };
  } catch (error) {
    throw bad(what, (error as Error).message);
  }
}

const bad = (what: string, why: string) => new DiscoveryError('UNDECODABLE', `the ${what} cannot be read: ${why}`);
