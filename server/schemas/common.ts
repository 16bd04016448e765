// Pieces every documented route shares: error responses, rate-limit headers, security.
import { z } from '@hono/zod-openapi';
import { ERROR_CODES, type ErrorCode } from '../http/errors.ts';
import { errorSchema } from './responses.ts';

export const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'requests allowed per minute', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: 'requests left in this minute', schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'seconds until the minute window resets', schema: { type: 'integer' as const } },
};

// The first code a description names is its example body, so API tools show a real code rather than the enum's first.
export const errorResponse = (description: string) => {
  const code = (Object.keys(ERROR_CODES) as ErrorCode[]).find((candidate) => new RegExp(`\\b${candidate}\\b`).test(description));
  const example = code ? { code, message: ERROR_CODES[code] } : undefined;
  return { description, content: { 'application/json': { schema: errorSchema, ...(example && { example }) } } };
};

export const gatedErrors = {
  401: errorResponse('UNAUTHORIZED (no key, no trusted origin) or INVALID_API_KEY'),
  429: { ...errorResponse('RATE_LIMITED: per-minute limit or monthly quota reached'), headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' as const } } } },
  500: errorResponse('RENDER_FAILED or INTERNAL_ERROR'),
  503: { ...errorResponse('OVERLOADED: the render queue is full'), headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' as const } } } },
};

export const invalid = (codes: string) => ({ 400: errorResponse(codes) });
export const notFound = (codes: string) => ({ 404: errorResponse(codes) });
export const conflict = (codes: string) => ({ 409: errorResponse(codes) });

/** A key in either header or in ?token=: routes that act for an account. */
export const keyedSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyHeader: [] }, { apiKeyQuery: [] }];

// A key in either header or in ?token=, or none for a trusted origin.
export const security: Record<string, string[]>[] = [...keyedSecurity, {}];

export const domainParam = z.object({
  domain: z.string().openapi({ description: 'domain, URL or alias of the brand', example: 'stripe.com' }),
});
