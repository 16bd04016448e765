// The query parameters of GET /v1/:domain, one schema for validation and (later) the OpenAPI document.
import { z } from '@hono/zod-openapi';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { DEFAULT_LOGO_REQUEST, FALLBACK_CHOICES, MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { choice, flag, integer } from './query.ts';

export const FORMAT_CHOICES = [...OUTPUT_FORMATS, 'auto'] as const;

export const logoQuerySchema = z.object({
  variant: choice('variant', VARIANTS, DEFAULT_LOGO_REQUEST.variant, 'icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing'),
  format: choice('format', FORMAT_CHOICES, DEFAULT_LOGO_REQUEST.format, 'output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG', 'png'),
  size: integer('size', MIN_SIZE, MAX_SIZE, DEFAULT_LOGO_REQUEST.size, 'longest side in pixels; ignored for SVG', 256),
  retina: flag('retina', 'double the pixels'),
  greyscale: flag('greyscale', 'neutral grey output'),
  theme: choice('theme', THEME_CHOICES, DEFAULT_LOGO_REQUEST.theme, 'auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring)', 'dark'),
  fallback: choice('fallback', FALLBACK_CHOICES, DEFAULT_LOGO_REQUEST.fallback, 'monogram placeholder, or 404 when there is no logo or not the asked variant'),
  v: z.string().optional().openapi({ description: 'cache-busting token, accepted and ignored', example: '2' }),
});

export type LogoQuery = z.output<typeof logoQuerySchema>;
