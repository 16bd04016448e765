// The query parameters of GET /v1/:domain, one schema for validation and (later) the OpenAPI document.
import { z } from '@hono/zod-openapi';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { InvalidFallbackError, parseFallback } from '../../pipeline/logo/fallback-url.ts';
import { DEFAULT_LOGO_REQUEST, MAX_FALLBACK_URL_LENGTH, MAX_SIZE, MIN_SIZE, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { choice, flag, integer } from './query.ts';

export const FORMAT_CHOICES = [...OUTPUT_FORMATS, 'auto'] as const;

const FALLBACK_DESCRIPTION =
  'what answers when there is no logo (X-Logo-Source says which happened): ' +
  'monogram (default), a letter tile in the asked format (SVG when no format is named); ' +
  '404, LOGO_NOT_FOUND, also when the brand lacks the asked variant; ' +
  'transparent, an empty transparent image of the asked size and format (SVG when no format is named; not with format=jpg); ' +
  `or an https URL of at most ${MAX_FALLBACK_URL_LENGTH} characters such as https://cdn.example.com/placeholder.png, answered with a 302 redirect there ` +
  '(never to a private, loopback or link-local address, written as one or resolving to one: those are a 400 INVALID_PARAMETER)';

function fallbackParam() {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return DEFAULT_LOGO_REQUEST.fallback;
      try {
        return parseFallback(value);
      } catch (error) {
        if (!(error instanceof InvalidFallbackError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    })
    .openapi({ type: 'string', default: DEFAULT_LOGO_REQUEST.fallback, description: FALLBACK_DESCRIPTION, example: 'transparent' });
}

export const logoQuerySchema = z.object({
  variant: choice('variant', VARIANTS, DEFAULT_LOGO_REQUEST.variant, 'icon (square mark), symbol (bare mark) or logo (wordmark); the nearest one is served when missing'),
  format: choice('format', FORMAT_CHOICES, DEFAULT_LOGO_REQUEST.format, 'output format; auto picks AVIF, WebP or PNG from Accept; when absent, a monogram placeholder is SVG', 'png'),
  size: integer('size', MIN_SIZE, MAX_SIZE, DEFAULT_LOGO_REQUEST.size, 'longest side in pixels; ignored for SVG', 256),
  retina: flag('retina', 'double the pixels'),
  greyscale: flag('greyscale', 'neutral grey output'),
  theme: choice('theme', THEME_CHOICES, DEFAULT_LOGO_REQUEST.theme, 'auto as stored; dark for dark backgrounds (stored dark variant or automatic recolouring)', 'dark'),
  fallback: fallbackParam(),
  v: z.string().optional().openapi({ description: 'cache-busting token, accepted and ignored', example: '2' }),
});

export type LogoQuery = z.output<typeof logoQuerySchema>;
