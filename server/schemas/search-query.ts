// Query parameters of GET /v1/search.
import { z } from '@hono/zod-openapi';
import { SEARCH_STRATEGIES } from '../../catalog/search.ts';
import { choice } from './query.ts';

export const MAX_QUERY_LENGTH = 100;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required: the text to search for' })
    .trim()
    .min(1, 'q must not be empty')
    .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)
    .openapi({ description: 'brand name, domain or alias; case, accents and punctuation do not matter', example: 'str' }),
  strategy: choice('strategy', SEARCH_STRATEGIES, 'typeahead', 'typeahead favours prefixes (autocomplete); match ranks exact and near-exact names first', 'match'),
});
