// Query and body of the merchant routes: a statement line (q, or lines in a batch) and the issuer's country, with
// their OpenAPI text (the checks themselves are in merchant-line.ts).
import { z } from '@hono/zod-openapi';
import { countryField, lineSchema } from './merchant-line.ts';

/** Lines one POST /v1/merchant resolves, each counted as one request. */
export const MAX_BATCH_LINES = 100;
/** Bytes a batch body may hold: 100 lines of 200 characters, escaped, with room to spare. */
export const MAX_BATCH_BYTES = 64 * 1024;

export const countrySchema = countryField().openapi({
  type: 'string',
  description: 'the issuer\'s country (ISO 3166-1 alpha-2): US or CA reads state or province codes after the name, another country none; absent reads both',
  example: 'US',
});

export const merchantQuerySchema = z.object({
  q: lineSchema('q').openapi({ description: 'the line as the issuer printed it, 1 to 200 characters', example: 'AMZN Mktp US*2K4AB1CD3' }),
  country: countrySchema,
});

export const merchantBatchSchema = z
  .object({
    lines: z
      .array(lineSchema('each of lines'), { error: (issue) => (issue.input === undefined ? 'lines is required: an array of statement lines' : 'lines must be an array of strings') })
      .min(1, 'lines must hold at least one line')
      .max(MAX_BATCH_LINES, { error: (issue) => `lines must hold at most ${MAX_BATCH_LINES} lines, got ${(issue.input as unknown[]).length}` })
      .openapi({ description: `1 to ${MAX_BATCH_LINES} statement lines, each counted as one request`, example: ['AMZN Mktp US*2K4AB1CD3', 'SQ *JOES DELI Brooklyn NY', 'VENMO *JANE DOE'] }),
    country: countrySchema,
  })
  .openapi('MerchantBatchRequest');
