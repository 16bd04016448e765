// What a failed logo answer tells the client: each failure of pipeline/logo/answer.ts as its API error.
import { LogoNotFoundError, LogoRenderError } from '../../pipeline/logo/answer.ts';
import { InvalidFallbackError, type FallbackRefusal } from '../../pipeline/logo/fallback-url.ts';
import { RenderOverloadedError } from '../../pipeline/render/pool.ts';
import { ApiError, type ErrorCode } from '../http/errors.ts';
import type { Logger } from '../observability/logger.ts';

const FALLBACK_CODES: Record<FallbackRefusal, ErrorCode> = {
  invalid: 'INVALID_PARAMETER',
  off: 'FALLBACK_URLS_OFF',
  'host-not-allowed': 'FALLBACK_HOST_NOT_ALLOWED',
};

/** The API error of a logo answer's failure; anything else is returned as it came, for the error handler. */
export function logoApiError(error: unknown, logger: Logger): unknown {
  if (error instanceof LogoNotFoundError) return new ApiError(404, 'LOGO_NOT_FOUND', error.message);
  if (error instanceof InvalidFallbackError) return new ApiError(400, FALLBACK_CODES[error.refusal], error.message);
  if (error instanceof RenderOverloadedError) {
    const message = `${error.message}; stored logos and cached renders are still served`;
    return new ApiError(503, 'OVERLOADED', message, { 'Retry-After': String(error.retryAfterSeconds) });
  }
  if (error instanceof LogoRenderError) {
    logger.error('logo render failed', { domain: error.domain, error: error.cause.message });
    return new ApiError(500, 'RENDER_FAILED', error.message);
  }
  return error;
}
