// Response bodies of the JSON endpoints: the OpenAPI document's schemas, and what the contract test validates.
import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../http/errors.ts';
import { LINKED_PLATFORM_IDS } from '../../pipeline/discovery/providers/platforms.ts';

export const errorSchema = z
  .object({
    code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...(keyof typeof ERROR_CODES)[]]),
    message: z.string(),
  })
  .openapi('Error');

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    date: z.iso.datetime(),
    database: z.object({ connected: z.boolean() }).openapi({ description: 'true when every database answered a real query' }),
    databases: z.record(z.string(), z.enum(['ok', 'unreachable', 'damaged', 'missing'])).openapi({ description: 'each database by name (catalog, state)' }),
  })
  .openapi('Health');

const tickerSchema = z
  .object({ symbol: z.string(), exchange: z.string() })
  .nullable()
  .openapi({ description: 'the listed company\'s stock symbol and exchange (S&P 500), answered by /v1/ticker/{symbol}' });

export const searchHitSchema = z
  .object({
    name: z.string(),
    domain: z.string(),
    logo: z.url().openapi({ description: 'canonical logo URL of the brand' }),
    ticker: tickerSchema,
  })
  .openapi('SearchHit');
export const searchResultsSchema = z.array(searchHitSchema).max(10).openapi('SearchResults');

const gicsLevel = z.object({ code: z.string(), name: z.string() });
export const brandSchema = z
  .object({
    domain: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    aliases: z.array(z.string()),
    colors: z.array(z.object({ hex: z.string(), type: z.enum(['brand', 'accent', 'dark', 'light']) })).nullable(),
    socials: z.partialRecord(z.enum(LINKED_PLATFORM_IDS), z.string()).nullable(),
    employees: z.number().int().nullable(),
    ticker: tickerSchema,
    founded: z.number().int().nullable().openapi({ description: 'year the company was founded, where a listing states it' }),
    industry: z
      .object({ sector: gicsLevel, industry_group: gicsLevel, industry: gicsLevel, sub_industry: gicsLevel })
      .nullable()
      .openapi({ description: 'GICS 2023 classification, all four levels' }),
    logos: z.array(
      z.object({
        variant: z.enum(['icon', 'logo', 'symbol']),
        theme: z.enum(['light', 'dark']),
        format: z.enum(['svg', 'png', 'webp', 'avif', 'jpg']),
        url: z.url(),
        width: z.number(),
        height: z.number(),
        nativeSize: z.number().int().positive().nullable().openapi({
          description:
            'the longest side of the stored raster in pixels (null for SVG, sharp at any size): a larger answer is enlarged, at most 4 times, ' +
            'and says so in X-Logo-Upscaled',
          example: 32,
        }),
        provenance: z.object({
          source: z.string().openapi({ description: 'simple-icons, iconify-logos, discovery, or the brand file that supplied it' }),
          url: z.string().optional(),
          derivedFrom: z.string().optional(),
          note: z.string().optional(),
          provider: z.string().optional().openapi({ description: 'discovered logos: the provider that found it (website, github, x, ...)' }),
          score: z.number().min(0).max(1).optional().openapi({ description: 'discovered logos: the scorer\'s confidence' }),
          discoveredAt: z.iso.datetime().optional(),
        }),
      }),
    ),
    factSources: z.record(z.string(), z.string()).openapi({
      description:
        'where each known fact came from, keyed by field (name, description, colors, employees, socials.<platform>): what discovery read ' +
        '("website json-ld", "website meta description", "website link", "guessed from the domain", ...), else the record\'s curated source ' +
        '(e.g. "simple-icons+facts", "wikidata", "listings"). Curated facts always win over discovered ones.',
      example: { name: 'simple-icons+facts', description: 'website meta description', 'socials.x': 'website json-ld sameAs' },
    }),
    updatedAt: z.iso.datetime().nullable().openapi({
      description: 'when the brand\'s stored logos last changed (one added, replaced or removed by an import, discovery or an operator); null before any',
      example: '2025-11-02T14:21:07.512Z',
    }),
    checkedAt: z.iso.datetime().nullable().openapi({
      description: 'when discovery last looked at the brand, whatever it found (POST /v1/refresh asks for a look now); null when it never did',
      example: '2026-01-10T08:00:00.000Z',
    }),
  })
  .openapi('Brand');

export const meSchema = z
  .object({
    account: z.object({ id: z.string(), email: z.string(), plan: z.string(), created: z.string() }),
    plan: z.object({ name: z.string(), rateLimitPerMinute: z.number().int(), monthlyQuota: z.number().int().nullable() }),
    usage: z.object({ today: z.number().int(), month: z.number().int(), remainingThisMonth: z.number().int().nullable() }),
    key: z.object({ id: z.string(), prefix: z.string(), name: z.string(), created: z.string(), lastUsed: z.string().nullable() }),
  })
  .openapi('Me');

const merchantFields = {
  query: z.string().openapi({ description: 'the line as sent', example: 'AMZN Mktp US*2K4AB1CD3' }),
  merchant: z.string().openapi({ description: 'the cleaned merchant name (the brand\'s name when one matched); its monogram when domain is null', example: 'Amazon' }),
  domain: z.string().nullable().openapi({ description: 'the brand\'s domain; null when no brand is known for sure', example: 'amazon.com' }),
  confidence: z.number().min(0).max(1).openapi({ description: 'how sure the domain is, 0 to 1; 0 without a domain', example: 0.99 }),
  via: z.string().openapi({ description: 'the rule that answered: alias:<printed form>, ticket:<carrier> <code>, domain, name, name-without-suffix, explained:<name> + <word>=<what it is> ..., name-without-city or none; then place:<place>=<countries> not:<domain> ... when a brand of the name on another country\'s domain was passed over', example: 'alias:AMZN MKTP' }),
};

export const merchantSchema = z
  .object({ ...merchantFields, brand: brandSchema.nullable().openapi({ description: 'the brand record as GET /v1/brand/{domain} answers it, or null when the catalog has none' }) })
  .openapi('Merchant');

export const merchantBatchResultSchema = z
  .object({
    results: z.array(
      z.union([
        merchantSchema,
        z.object({ query: z.string(), error: errorSchema }).openapi('MerchantNotFound', { description: 'a line that names no merchant' }),
      ]),
    ),
  })
  .openapi('MerchantBatch');
