// GET /v1/merchant and POST /v1/merchant: the brand behind card or bank statement lines (catalog/merchant), with the
// brand record GET /v1/brand/{domain} answers; a batch counts itself, one request per line, once it is known valid.
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { gatedCaching } from '../http/cache-policy.ts';
import type { Deps } from '../deps.ts';
import { documented, type App } from '../http/documented.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import type { MiddlewareHandler } from 'hono';
import type { Gate } from '../gate/index.ts';
import type { AppEnv } from '../gate/request-context.ts';
import { chargeMore } from '../gate/middleware/rate-limit.ts';
import { respondJson } from '../http/respond.ts';
import { gatedErrors, invalid, notFound, rateLimitHeaders, security } from '../schemas/common.ts';
import { MAX_BATCH_BYTES, MAX_BATCH_LINES, merchantBatchSchema, merchantQuerySchema } from '../schemas/merchant-query.ts';
import { parseQuery } from '../schemas/query.ts';
import { merchantBatchResultSchema, merchantSchema } from '../schemas/responses.ts';
import { brandBody } from './brand.ts';

export const merchantRoute = createRoute({
  method: 'get',
  path: '/v1/merchant',
  summary: 'The brand behind a card or bank statement line',
  description:
    'Cleans the line (processor prefixes such as SQ *, TST*, PAYPAL *; store, phone and reference numbers; city, state, country) and matches an alias table, a printed domain or the catalog\'s names. A merchant with no known brand answers domain null and its cleaned name (for a monogram); never another company\'s brand. A transfer between people or a bank entry answers 404 MERCHANT_NOT_FOUND.',
  security,
  request: { query: merchantQuerySchema },
  responses: {
    200: { description: 'the merchant', headers: rateLimitHeaders, content: { 'application/json': { schema: merchantSchema } } },
    ...invalid('INVALID_PARAMETER'),
    ...notFound('MERCHANT_NOT_FOUND'),
    ...gatedErrors,
  },
});

export const merchantBatchRoute = createRoute({
  method: 'post',
  path: '/v1/merchant',
  summary: 'The brands behind up to 100 statement lines',
  description: `Each line answered as GET /v1/merchant would, in order; a line that names no merchant answers an error object in its place. Each line counts as one request for rate limits, the monthly quota and usage; a batch that does not fit answers 429 as a whole, and a refused batch (400 or 429) counts nothing. Bodies over ${MAX_BATCH_BYTES / 1024} KB are refused.`,
  security,
  request: { body: { required: true, content: { 'application/json': { schema: merchantBatchSchema } } } },
  responses: {
    200: { description: 'one result per line, in order', headers: rateLimitHeaders, content: { 'application/json': { schema: merchantBatchResultSchema } } },
    ...invalid('INVALID_PARAMETER'),
    ...gatedErrors,
  },
});

/** The merchant a line names with its brand record, or the MERCHANT_NOT_FOUND error; logo URLs on `origin`. */
export function merchantOf(deps: Pick<Deps, 'merchants' | 'catalog' | 'gics'>, line: string, country: string | undefined, origin: string) {
  const resolved = deps.merchants.resolve(line, { country });
  if (!resolved.found) {
    const why = resolved.reason === 'no-name' ? 'holds no merchant name' : `is a ${resolved.reason === 'transfer' ? 'transfer, not a purchase' : 'bank entry, not a purchase'}`;
    return { error: new ApiError(404, 'MERCHANT_NOT_FOUND', `the line ${JSON.stringify(line.slice(0, 60))} ${why}`) };
  }
  const brand = resolved.domain ? deps.catalog.getBrand(resolved.domain) : undefined;
  const { merchant, domain, confidence, via } = resolved;
  return { merchant: { query: line, merchant, domain, brand: brand ? brandBody(deps, brand, origin) : null, confidence, via } };
}

export function registerMerchantRoutes(app: App, deps: Deps): void {
  documented(app, merchantRoute, function merchant(c) {
    const { q, country } = parseQuery(merchantQuerySchema, c.req.query());
    const answer = merchantOf(deps, q, country, deps.config.linkOrigin);
    if (answer.error) throw answer.error;
    return respondJson(c, answer.merchant, 200, gatedCaching(c.get('caller'), 'public, max-age=3600'));
  });
}

/**
 * POST /v1/merchant, registered ahead of the /v1 rate limit and usage with only `access` (the /v1 access middleware):
 * the batch is charged here, every line at once, after the body is read and checked, so a refused one counts nothing.
 */
export function registerMerchantBatchRoute(app: App, deps: Deps, access: MiddlewareHandler<AppEnv>, gate: Gate | undefined): void {
  const charge = gate ? chargeMore(gate.rate, deps.usage) : undefined;
  app.post(
    merchantBatchRoute.path,
    access,
    bodyLimit({
      maxSize: MAX_BATCH_BYTES,
      onError: (c) => errorResponse(c, new ApiError(400, 'INVALID_PARAMETER', `the body must be at most ${MAX_BATCH_BYTES} bytes: ${MAX_BATCH_LINES} lines of a statement`)),
    }),
  );
  documented(app, merchantBatchRoute, async function merchantBatch(c) {
    const { lines, country } = parseQuery(merchantBatchSchema, await jsonBody(c.req.text()));
    await charge?.(c, lines.length);
    const results = lines.map((line) => {
      const answer = merchantOf(deps, line, country, deps.config.linkOrigin);
      return answer.error ? { query: line, error: { code: answer.error.code, message: answer.error.message } } : answer.merchant;
    });
    return respondJson(c, { results }, 200, { 'Cache-Control': 'no-store' });
  });
}

async function jsonBody(text: Promise<string>): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // Answered below, with what was expected.
  }
  throw new ApiError(400, 'INVALID_PARAMETER', 'the body must be a JSON object {"lines": ["statement line", ...]}');
}
