// Reads Windows icon files (favicon.ico), which sharp cannot: picks the largest entry and returns it as PNG bytes or
// as raw RGBA from its 32- or 24-bit bitmap. Palette bitmaps are rare in modern favicons and are refused.
import { DiscoveryError } from '../errors.ts';

export type IcoImage = { kind: 'png'; bytes: Buffer } | { kind: 'rgba'; data: Buffer; width: number; height: number };

const MAX_ENTRIES = 64;

export function readIco(bytes: Buffer): IcoImage {
  const count = bytes.readUInt16LE(4);
  if (count === 0 || count > MAX_ENTRIES || bytes.length < 6 + count * 16) throw bad('its directory is malformed');
  let best: { size: number; offset: number; width: number; height: number } | undefined;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 16;
    const width = bytes[at]! || 256;
    const height = bytes[at + 1]! || 256;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (offset + size > bytes.length || size < 40) continue;
    if (!best || width * height > best.width * best.height) best = { size, offset, width, height };
  }
  if (!best) throw bad('no entry lies inside the file');
  const entry = bytes.subarray(best.offset, best.offset + best.size);
  if (entry.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return { kind: 'png', bytes: entry };
  return readBitmap(entry);
}

function readBitmap(entry: Buffer): IcoImage {
  const headerSize = entry.readUInt32LE(0);
  const width = entry.readInt32LE(4);
  // The height of an icon bitmap counts the colour rows and the AND mask rows together.
  const height = Math.abs(entry.readInt32LE(8)) / 2;
  const bits = entry.readUInt16LE(14);
  if (width <= 0 || width > 256 || height <= 0 || height > 256 || !Number.isInteger(height)) throw bad(`its bitmap is ${width}x${height}`);
  if (bits !== 32 && bits !== 24) throw bad(`its bitmap has ${bits} bits per pixel (only 24 and 32 are read)`);
  const stride = Math.ceil((width * bits) / 32) * 4;
  const maskStride = Math.ceil(width / 32) * 4;
  const pixelsAt = headerSize;
  const maskAt = pixelsAt + stride * height;
  if (maskAt + (bits === 24 ? maskStride * height : 0) > entry.length) throw bad('its bitmap is truncated');
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = pixelsAt + (height - 1 - y) * stride; // bottom-up rows
    for (let x = 0; x < width; x++) {
      const source = row + x * (bits / 8);
      const target = (y * width + x) * 4;
      data[target] = entry[source + 2]!;
      data[target + 1] = entry[source + 1]!;
      data[target + 2] = entry[source]!;
      if (bits === 32) data[target + 3] = entry[source + 3]!;
      else {
        const maskByte = entry[maskAt + (height - 1 - y) * maskStride + (x >> 3)]!;
        data[target + 3] = (maskByte >> (7 - (x & 7))) & 1 ? 0 : 255;
      }
    }
  }
  return { kind: 'rgba', data, width, height };
}

const bad = (why: string) => new DiscoveryError('UNDECODABLE', `the icon file cannot be read: ${why}`);
