// format=auto: the best raster format the client says it accepts, most compact first.
import type { RasterFormat } from '../pipeline/formats.ts';

export function negotiateFormat(accept: string | undefined): RasterFormat {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'png';
}
