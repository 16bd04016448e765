// Pictures the discovery tests serve: a brand mark as PNG, SVG and ICO, a photo-like JPEG, and a decompression bomb.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const markSvg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="${colour}" d="M32 4 60 58H4z"/><circle cx="32" cy="40" r="9" fill="#ffffff"/></svg>`;

export function markPng(colour: string, size = 192): Promise<Buffer> {
  return sharp(Buffer.from(markSvg(colour)), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
}

/** A favicon.ico holding one PNG entry, as modern sites ship them. */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size >= 256 ? 0 : size;
  header[7] = size >= 256 ? 0 : size;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** A holiday-snapshot stand-in: a sky-to-grass gradient, a sun, soft shapes and sensor noise, as a JPEG. */
export async function photoJpeg(width = 480, height = 480): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sky = y < height * 0.55;
      const base = sky ? [90 + (y / height) * 120, 150 + (y / height) * 60, 230] : [60 + Math.sin(x / 17) * 30, 120 + Math.cos(y / 11) * 40, 50];
      const sun = Math.hypot(x - width * 0.7, y - height * 0.25) < width * 0.08 ? 80 : 0;
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, base[c]! + sun + (random() - 0.5) * 50));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).blur(0.8).jpeg({ quality: 82 }).toBuffer();
}

/** A valid PNG of 100,000 x 100,000 pixels (10 gigapixels) in a few hundred bytes: only its header is honest. */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(100_001 * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
