// format=auto: the best raster format the client says it accepts, most compact first.
import type { OutputFormat, RasterFormat } from '../../pipeline/formats.ts';
import { DEFAULT_MONOGRAM_FORMAT } from '../../pipeline/logo/request.ts';

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

export interface ChosenFormat {
  format: OutputFormat;
  /** The answer varies with Accept. */
  negotiated: boolean;
  /** Set when no format was asked: a monogram is then SVG, a real logo `format`. */
  monogramFormat?: OutputFormat;
}

/**
 * The format to serve for a requested one; `named` is false when the request named no format at all. It has no
 * default, so no logo route can forget the specification's SVG placeholder for a request that named no format.
 */
export function chooseFormat(requested: OutputFormat | 'auto', accept: string | undefined, named: boolean): ChosenFormat {
  if (requested === 'auto') return { format: negotiateFormat(accept), negotiated: true };
  return named ? { format: requested, negotiated: false } : { format: requested, negotiated: false, monogramFormat: DEFAULT_MONOGRAM_FORMAT };
}
