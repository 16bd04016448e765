// The query parameters of GET /v1/:domain, one schema for validation and (later) the OpenAPI document.
import { z } from 'zod';
import { VARIANTS } from '../../catalog/types.ts';
import { OUTPUT_FORMATS } from '../../pipeline/formats.ts';
import { DEFAULT_LOGO_REQUEST, FALLBACK_CHOICES, THEME_CHOICES } from '../../pipeline/logo/request.ts';
import { choice, flag, integer } from './query.ts';

export const FORMAT_CHOICES = [...OUTPUT_FORMATS, 'auto'] as const;
export const MIN_SIZE = 16;
export const MAX_SIZE = 1024;

export const logoQuerySchema = z.object({
  variant: choice('variant', VARIANTS, DEFAULT_LOGO_REQUEST.variant),
  format: choice('format', FORMAT_CHOICES, DEFAULT_LOGO_REQUEST.format),
  size: integer('size', MIN_SIZE, MAX_SIZE, DEFAULT_LOGO_REQUEST.size),
  retina: flag('retina'),
  greyscale: flag('greyscale'),
  theme: choice('theme', THEME_CHOICES, DEFAULT_LOGO_REQUEST.theme),
  fallback: choice('fallback', FALLBACK_CHOICES, DEFAULT_LOGO_REQUEST.fallback),
  // Cache-busting token for clients; accepted and ignored.
  v: z.string().optional(),
});

export type LogoQuery = z.output<typeof logoQuerySchema>;
