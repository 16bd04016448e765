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
    proven: z.boolean().openapi({ description: "whether the account proved it controls the origin; only a proven origin's pages are served as the account" }),
    proof: z.enum(['dns', 'file', 'operator']).nullable().openapi({
      description: 'how: a DNS TXT record, the well-known file, or the operator (origins registered before proof was asked for)',
    }),
    verified: z.string().nullable().openapi({ description: 'when it was proven' }),
    expires: z.string().nullable().openapi({ description: 'when an unproven claim lapses (ORIGIN_CLAIM_TTL after registering); null once proven' }),
  })
  .openapi('AccountOrigin');

export const originClaimSchema = originSchema
  .extend({
    challenge: z
      .object({
        token: z.string().openapi({ description: 'shown this once; remove the origin and register it again for a new one' }),
        dns: z.object({ name: z.string(), type: z.literal('TXT'), value: z.string() }).openapi({
          example: { name: '_logos-challenge.app.example.com', type: 'TXT', value: 'logos-site-verification=3q2…' },
        }),
        file: z.object({ url: z.string(), body: z.string() }).openapi({
          description: 'or a file answering 200 at this URL, without a redirect, whose body holds the token',
          example: { url: 'https://app.example.com/.well-known/logos-site-verification.txt', body: '3q2…' },
        }),
      })
      .openapi({ description: 'how to prove control: either the DNS record or the file, then POST /v1/origins/verify' }),
  })
  .openapi('AccountOriginClaim');

export const originsSchema = z
  .object({ origins: z.array(originSchema), limit: z.number().int().openapi({ description: "the plan's maxOrigins, unproven claims included" }) })
  .openapi('AccountOrigins');
