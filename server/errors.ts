// The one error type handlers throw, and the one handler that turns any error into {"code","message"} JSON.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from './logger.ts';
import { respondJson } from './respond.ts';

export const ERROR_CODES = {
  INVALID_DOMAIN: 'The domain is not a valid public hostname.',
  INVALID_EMAIL: 'The address is not an email address (a local part, "@" and a public domain, at most 254 characters, no control characters).',
  INVALID_PARAMETER: 'A query parameter or legacy file name has a value outside what it allows; the message names it.',
  UNAUTHORIZED: 'No credentials: send an API key or call from a trusted origin (GET /v1/me, POST /v1/refresh and /v1/webhooks always need a key).',
  INVALID_API_KEY: 'The API key is malformed, unknown or revoked.',
  LOGO_NOT_FOUND: 'No logo (or not the asked variant) exists and fallback=404 was asked.',
  BRAND_NOT_FOUND: 'No brand is known for the domain.',
  MERCHANT_NOT_FOUND: 'The statement line names no merchant: a transfer between people or accounts, an ATM, check, deposit, fee or interest entry, or only codes.',
  NOT_FOUND: 'No such endpoint.',
  WEBHOOK_NOT_FOUND: 'The account has no webhook with this id.',
  WEBHOOK_LIMIT: 'The account already has as many webhooks as its plan allows; delete one first.',
  CSRF_TOKEN_INVALID: 'A dashboard form was sent without a valid CSRF token or from another site (answered as an HTML page).',
  RATE_LIMITED: 'The per-minute rate limit or the monthly quota is reached; see Retry-After.',
  RENDER_FAILED:
    'The stored logo could not be decoded, sanitised or rendered within RENDER_DEADLINE_MS; the source is then refused at once for RENDER_FAILURE_TTL_S.',
  OVERLOADED:
    'Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served).',
  INVALID_IMAGE:
    'An uploaded logo was refused: not an image we read, undecodable, over the pixel limit, smaller than 16 px, blank, or an SVG that cannot be drawn; the message says which.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit.',
  DOMAIN_NOT_REQUESTED: "An override was asked for a domain whose logo none of the account's keys has requested; the message names the domain.",
  PLAN_LIMIT_REACHED: "The account's plan allows no more of this (overrides: maxOverrides domains); remove one or change plan.",
  FORBIDDEN: "The route is for operators: the key's account is not listed in ADMIN_EMAILS.",
  OVERRIDE_NOT_FOUND: 'The account has no override for the domain.',
  NOTHING_TO_REVERT: 'The brand has no pinned logo in force to revert.',
  INTERNAL_ERROR: 'Something unexpected failed; details are in the server log, never in the response.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status each code is answered with; docs/api.md's error table is generated from both lists. */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  INVALID_DOMAIN: 400,
  INVALID_EMAIL: 400,
  INVALID_PARAMETER: 400,
  UNAUTHORIZED: 401,
  INVALID_API_KEY: 401,
  LOGO_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  MERCHANT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_LIMIT: 409,
  CSRF_TOKEN_INVALID: 403,
  RATE_LIMITED: 429,
  RENDER_FAILED: 500,
  OVERLOADED: 503,
  INVALID_IMAGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  DOMAIN_NOT_REQUESTED: 400,
  PLAN_LIMIT_REACHED: 403,
  FORBIDDEN: 403,
  OVERRIDE_NOT_FOUND: 404,
  NOTHING_TO_REVERT: 409,
  INTERNAL_ERROR: 500,
};

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string) {
    // An answer to the client, not a fault: its stack is never read, and floods of refused requests (shed, limited,
    // unauthorised) paid for capturing it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  return respondJson(c, { code: error.code, message: error.message }, error.status, { 'Cache-Control': 'no-store' });
}

export const handleError = (logger: Logger, onUnexpected: (error: Error) => void = () => {}) =>
  function handleError(error: Error, c: Context): Response {
    if (error instanceof ApiError) return errorResponse(c, error);
    onUnexpected(error);
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.stack ?? error.message });
    return errorResponse(c, new ApiError(500, 'INTERNAL_ERROR', 'internal error'));
  };
