// Encoder settings per output format, chosen by measuring size against encoding time (docs/static-build.md, BENCHMARK.md).
import type { Sharp } from 'sharp';
import type { RasterFormat } from '../formats.ts';

export const ENCODER_SETTINGS = {
  webp: { quality: 90, effort: 4 },
  png: { compressionLevel: 9, adaptiveFiltering: true, palette: false },
  // effort 2 costs about a tenth of the default effort for files about 12 % larger.
  avif: { quality: 60, effort: 2 },
  jpg: { quality: 90, mozjpeg: true },
} as const;

export function encode(image: Sharp, format: RasterFormat): Sharp {
  switch (format) {
    case 'webp':
      return image.webp(ENCODER_SETTINGS.webp);
    case 'png':
      return image.png(ENCODER_SETTINGS.png);
    case 'avif':
      return image.avif(ENCODER_SETTINGS.avif);
    case 'jpg':
      return image.jpeg(ENCODER_SETTINGS.jpg);
  }
}
