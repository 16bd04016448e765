// Request and response bodies of accounts' own web origins (/v1/origins).
import { z } from '@hono/zod-openapi';

export const originQuery = z.object({
  origin: z.string().openapi({
    description: 'a scheme and host, optionally a port or a leading "*." for every subdomain; no path',
    example: 'https://app.example.com',
  }),
});

export const originSchema = z
  .object({
    origin: z.string().openapi({ example: 'https://app.example.com', description: 'normalised: lower case, no default port, no trailing slash' }),
    created: z.string().openapi({ example: '2026-03-01T10:00:00.000Z' }),
  })
  .openapi('AccountOrigin');

export const originsSchema = z
  .object({ origins: z.array(originSchema), limit: z.number().int().openapi({ description: "the plan's maxOrigins" }) })
  .openapi('AccountOrigins');
