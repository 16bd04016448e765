// Request and response bodies of fixing a wrong logo: overrides, reports, and the operators' pins.
import { z } from '@hono/zod-openapi';
import { THEMES, VARIANTS } from '../../catalog/types.ts';
import { choice } from './query.ts';

const imageTypes = ['image/png', 'image/svg+xml', 'image/webp', 'image/jpeg', 'image/avif', 'image/gif', 'image/x-icon'] as const;

/** An image as the request body: its bytes are sniffed, so a wrong Content-Type does not matter. */
export const imageBody = (description: string) => ({
  required: true,
  description,
  content: Object.fromEntries(imageTypes.map((type) => [type, { schema: z.string().openapi({ type: 'string', format: 'binary', description: 'the image file' }) }])),
});

export const overrideSchema = z
  .object({
    domain: z.string().openapi({ example: 'stripe.com' }),
    format: z.enum(['svg', 'png']).openapi({ description: 'as stored: SVG sanitised, any raster re-encoded as PNG of at most 1024 px' }),
    width: z.number(),
    height: z.number(),
    created: z.string().openapi({ example: '2026-03-01T10:00:00.000Z' }),
  })
  .openapi('Override');

export const overridesSchema = z
  .object({ overrides: z.array(overrideSchema), limit: z.number().int().openapi({ description: "the plan's maxOverrides" }) })
  .openapi('Overrides');

export const REASON_MAX = 500;
export const IMAGE_URL_MAX = 2048;

export const reportBodySchema = z
  .object({
    reason: z.string().openapi({ description: `what is wrong, 1 to ${REASON_MAX} characters`, example: 'this is the old logo from before the 2024 rebrand' }),
    imageUrl: z.string().optional().openapi({
      description: `the wrong image's URL (http or https, at most ${IMAGE_URL_MAX} characters); without it, the logo served by default is the one reported`,
      example: 'https://www.example.com/og-image.png',
    }),
  })
  .openapi('ReportRequest');

export const reportSchema = z
  .object({
    id: z.number().int(),
    domain: z.string().openapi({ example: 'stripe.com' }),
    excluded: z.object({ url: z.string().nullable(), contentHash: z.string().nullable() }).openapi({ description: "what the brand's next discovery runs leave out" }),
    rediscovery: z.enum(['queued']).openapi({ description: 'a discovery run of the brand is due now' }),
  })
  .openapi('Report');

export const slotQuerySchema = z.object({
  variant: choice('variant', VARIANTS, 'icon', 'the slot the pinned file fills: icon (square mark), logo (wordmark) or symbol'),
  theme: choice('theme', THEMES, 'light', 'light (for light backgrounds) or dark (the version for dark backgrounds)'),
});

export const historyEntrySchema = z.object({
  at: z.string().nullable(),
  what: z.enum(['seed', 'discovery', 'pin', 'revert']),
  by: z.string().openapi({ example: 'admin:ops@example.com' }),
  variant: z.string(),
  theme: z.string(),
  current: z.boolean().openapi({ description: 'served now' }),
  format: z.string().optional(),
  storageKey: z.string().optional(),
  url: z.string().optional(),
  revertedAt: z.string().nullable().optional(),
});

export const historySchema = z.object({ domain: z.string(), entries: z.array(historyEntrySchema) }).openapi('LogoHistory');
