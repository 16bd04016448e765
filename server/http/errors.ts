// The one error type handlers throw, and the one handler that turns any error into {"code","message"} JSON.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../observability/logger.ts';
import { OVERRIDE_WINDOW_DAYS } from '../usage/requested-domains.ts';
import { respondJson, type HeaderRecord, type HttpAnswer } from './respond.ts';

export const ERROR_CODES = {
  INVALID_DOMAIN: 'The domain is not a valid public hostname.',
  INVALID_EMAIL: 'The address is not an email address (a local part, "@" and a public domain, at most 254 characters, no control characters).',
  INVALID_PARAMETER: 'A query parameter, body field or legacy file name has a value outside what it allows (control and bidirectional-override characters included); the message names it.',
  DUPLICATE_PARAMETER:
    "Another service's URL form (docs/migrating.md) names a query parameter twice, also in another case or with its name percent-encoded (URL and url, %64omain and domain); the message names it.",
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
  DISCOVERY_QUEUE_FULL: 'The discovery queue holds DISCOVERY_QUEUE_MAX domains; a refresh or report of a domain not waiting already is refused until it drains (see Retry-After).',
  OVERLOADED:
    'Every render process is busy and the render queue is full; retry after Retry-After seconds (stored and cached logos are still served).',
  INVALID_IMAGE:
    'An uploaded logo was refused: not an image we read, undecodable, over the pixel limit, smaller than 16 px, blank, or an SVG that cannot be drawn; the message says which.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than allowed (an uploaded logo: DISCOVERY_MAX_BYTES); the message names the limit.',
  DOMAIN_NOT_REQUESTED: `An override was asked for a domain whose logo none of the account's keys has requested in the last ${OVERRIDE_WINDOW_DAYS} days; the message names the domain.`,
  PLAN_LIMIT_REACHED: "The account's plan allows no more of this (overrides: maxOverrides domains; origins: maxOrigins); remove one or change plan.",
  FORBIDDEN: "The route is for operators: the key's account is not listed in ADMIN_EMAILS.",
  OVERRIDE_NOT_FOUND: 'The account has no override for the domain.',
  INVALID_ORIGIN: 'The origin parameter is not a scheme and host like https://app.example.com (a port and a leading *. are allowed; no path).',
  ORIGIN_PUBLIC_SUFFIX: 'The origin is a wildcard over a public suffix (*.co.uk, *.github.io: the Public Suffix List, its private section included), which would cover every site under it.',
  ORIGIN_TAKEN: "Another account proved this origin already (an origin belongs to one account), TRUSTED_ORIGINS trusts it for every caller, or it is this service's own host (PUBLIC_URL).",
  ORIGIN_NOT_PROVEN: "The account's claim of the origin is not proven yet: its token is neither in the TXT record nor in the well-known file; the message says what was found.",
  ORIGIN_NOT_FOUND: 'The account has not registered the origin.',
  NOTHING_TO_REVERT: 'The brand has no pinned logo in force to revert.',
  FALLBACK_URLS_OFF: 'fallback=<URL> is turned off on this server (FALLBACK_URLS=false); use monogram, 404 or transparent.',
  FALLBACK_HOST_NOT_ALLOWED: "The fallback URL's host is not on the account's list of fallback hosts (PUT /v1/me/fallback-hosts).",
  WEBHOOK_PORT_NOT_ALLOWED: 'The webhook URL names a port other than 443 and those WEBHOOK_PORTS lists; the message names the allowed ports.',
  INTERNAL_ERROR: 'Something unexpected failed; details are in the server log, never in the response.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status each code is answered with; docs/api.md's error table is generated from both lists. */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  INVALID_DOMAIN: 400,
  INVALID_EMAIL: 400,
  INVALID_PARAMETER: 400,
  DUPLICATE_PARAMETER: 400,
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
  DISCOVERY_QUEUE_FULL: 503,
  OVERLOADED: 503,
  INVALID_IMAGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  DOMAIN_NOT_REQUESTED: 400,
  PLAN_LIMIT_REACHED: 403,
  FORBIDDEN: 403,
  OVERRIDE_NOT_FOUND: 404,
  INVALID_ORIGIN: 400,
  ORIGIN_PUBLIC_SUFFIX: 400,
  ORIGIN_TAKEN: 409,
  ORIGIN_NOT_PROVEN: 409,
  ORIGIN_NOT_FOUND: 404,
  NOTHING_TO_REVERT: 409,
  WEBHOOK_PORT_NOT_ALLOWED: 400,
  FALLBACK_URLS_OFF: 400,
  FALLBACK_HOST_NOT_ALLOWED: 400,
  INTERNAL_ERROR: 500,
};

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  /** Headers the answer carries (Retry-After, RateLimit-*), set where the cause is known. */
  readonly headers: HeaderRecord | undefined;
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, headers?: HeaderRecord) {
    // An answer to the client, not a fault: its stack is never read, and floods of refused requests (shed, limited,
    // unauthorised) paid for capturing it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  return respondJson(c, { code: error.code, message: error.message }, error.status, { 'Cache-Control': 'no-store', ...error.headers });
}

/** The same answer as plain parts, for the hot path (server/logo/fast-path.ts), which has no Context. */
export function errorAnswer(error: ApiError): HttpAnswer {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...error.headers };
  return { status: error.status, headers, body: Buffer.from(JSON.stringify({ code: error.code, message: error.message })) };
}

/** Turns any error into what a client may see; an unexpected one is logged and becomes a generic 500. */
export type PublicError = (error: Error, method: string, path: string) => ApiError;

export const publicError = (logger: Logger, onUnexpected: (error: Error) => void = () => {}): PublicError =>
  function publicError(error, method, path) {
    if (error instanceof ApiError) return error;
    onUnexpected(error);
    logger.error('unhandled error', { method, path, error: error.stack ?? error.message });
    return new ApiError(500, 'INTERNAL_ERROR', 'internal error');
  };

export const handleError = (toPublic: PublicError) =>
  function handleError(error: Error, c: Context): Response {
    return errorResponse(c, toPublic(error, c.req.method, c.req.path));
  };
