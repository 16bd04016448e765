// Image formats we serve and store, with their media types and file extensions.
export const OUTPUT_FORMATS = ['webp', 'png', 'avif', 'jpg', 'svg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export type RasterFormat = Exclude<OutputFormat, 'svg'>;
export const RASTER_FORMATS = OUTPUT_FORMATS.filter((format): format is RasterFormat => format !== 'svg');

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** Stored sources are tried in this order after the requested format itself. */
export const SOURCE_PREFERENCE: readonly OutputFormat[] = ['webp', 'avif', 'png', 'jpg', 'svg'];

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  if (ext === 'json') return 'application/json';
  return CONTENT_TYPES[ext as OutputFormat] ?? 'application/octet-stream';
}
