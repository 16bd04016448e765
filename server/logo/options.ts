// The options of every logo route from its query and Accept: one schema, one format choice, one set of checks.
import type { Context } from 'hono';
import type { LogoOptions } from '../../pipeline/logo/subject.ts';
import type { LogoRequest } from '../../pipeline/logo/request.ts';
import { chooseFormat } from './content-negotiation.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { ApiError } from '../http/errors.ts';
import { logoQuerySchema } from '../schemas/logo-query.ts';
import { parseQuery } from '../schemas/query.ts';

/** What a URL's path fixes about the request, over whatever its query says (the static asset path form, an address's domain). */
export type PathOverrides = Partial<Pick<LogoRequest, 'domain' | 'variant' | 'theme' | 'format' | 'size' | 'retina'>>;

export interface ParsedOptions {
  options: LogoOptions;
  /** The answer varies with Accept (format=auto). */
  negotiated: boolean;
}

export function logoOptionsOf(c: Context<AppEnv>, { domain: _named, ...overrides }: PathOverrides = {}): ParsedOptions {
  const { v: _token, ...query } = parseQuery(logoQuerySchema, c.req.query());
  const { format, negotiated, monogramFormat } = overrides.format
    ? { format: overrides.format, negotiated: false }
    : chooseFormat(query.format, c.req.header('accept'), c.req.query('format') !== undefined);
  const options = { ...query, ...overrides, format, monogramFormat };
  // A JPEG has no transparency: the layout would get a white square, not nothing.
  if (options.fallback === 'transparent' && (monogramFormat ?? format) === 'jpg') {
    throw new ApiError(400, 'INVALID_PARAMETER', 'fallback=transparent needs a format with transparency (png, webp, avif or svg), got format=jpg');
  }
  return { options, negotiated };
}
