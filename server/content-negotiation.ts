// format=auto: the best raster format the client says it accepts, most compact first.
import type { OutputFormat, RasterFormat } from '../pipeline/formats.ts';

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

/** The format to serve for a requested one; `negotiated` says the answer varies with Accept. */
export function chooseFormat(requested: OutputFormat | 'auto', accept: string | undefined): { format: OutputFormat; negotiated: boolean } {
  return requested === 'auto' ? { format: negotiateFormat(accept), negotiated: true } : { format: requested, negotiated: false };
}
