// GET /v1/:domain/:variant/:theme/:file: the public asset URL, whose path is the key `logos build` writes. A CDN
// serves built objects itself; what it does not hold (not built yet, or never built) reaches the origin here.
import { createRoute, z } from '@hono/zod-openapi';
import { THEMES, VARIANTS, type Theme, type Variant } from '../../catalog/types.ts';
import { RASTER_FORMATS, type OutputFormat } from '../../pipeline/formats.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError } from '../http/errors.ts';
import { domainParam, gatedErrors, invalid, notFound, security } from '../schemas/common.ts';
import { imageResponses } from '../schemas/logo-route.ts';
import { MAX_PIXELS, MIN_SIZE, sizeOfPixels, type LogoRequest } from '../../pipeline/logo/request.ts';
import type { LogoHandler } from './logo.ts';

const FILE_PATTERN = new RegExp(`^(?:(\\d{1,4})\\.(${RASTER_FORMATS.join('|')})|vector\\.svg)$`);

const assetPathRoute = createRoute({
  method: 'get',
  path: '/v1/{domain}/{variant}/{theme}/{file}',
  summary: 'Logo by its public asset path (the key of a prebuilt object)',
  description: 'Same image as /v1/{domain}?variant=…&theme=…&size=…&format=…; file is <pixels>.<webp|png|avif|jpg> or vector.svg.',
  security,
  request: {
    params: domainParam.extend({
      variant: z.enum(VARIANTS).openapi({ description: 'icon (square mark), symbol (bare mark) or logo (wordmark)', example: 'icon' }),
      theme: z.enum(THEMES).openapi({ description: 'light, or dark for dark backgrounds', example: 'light' }),
      file: z.string().openapi({ description: '<pixels>.<webp|png|avif|jpg> (the longest side) or vector.svg', example: '128.webp' }),
    }),
  },
  responses: {
    ...imageResponses,
    ...invalid('INVALID_DOMAIN or INVALID_PARAMETER'),
    ...notFound('LOGO_NOT_FOUND (fallback=404)'),
    ...gatedErrors,
  },
});

export function registerAssetPathRoute(app: App, handler: LogoHandler): string {
  return documented(
    app,
    assetPathRoute,
    function assetPath(c) {
      const { format, pixels } = parseFile(c.req.param('file')!);
      const variant = c.req.param('variant') as Variant;
      const theme = c.req.param('theme') as Theme;
      return handler(c, { variant, theme, format, retina: false, ...pixels });
    },
    { variant: VARIANTS.join('|'), theme: THEMES.join('|') },
  );
}

function parseFile(file: string): { format: OutputFormat; pixels?: Pick<LogoRequest, 'size' | 'retina'> } {
  const match = FILE_PATTERN.exec(file);
  const pixels = match?.[1] === undefined ? undefined : sizeOfPixels(Number(match[1]));
  if (!match || (match[1] !== undefined && !pixels)) {
    throw new ApiError(
      400,
      'INVALID_PARAMETER',
      `the file must be <pixels>.<${RASTER_FORMATS.join('|')}> with pixels from ${MIN_SIZE} to ${MAX_PIXELS} (even above ${MAX_PIXELS / 2}), or vector.svg, got ${JSON.stringify(file)}`,
    );
  }
  return pixels === undefined ? { format: 'svg' } : { format: match[2] as OutputFormat, pixels };
}
