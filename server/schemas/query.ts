// Building blocks for query-parameter schemas whose messages name the parameter, what it allows and what came.
import { z } from '@hono/zod-openapi';
import { ApiError } from '../http/errors.ts';
import { BOOLEAN_WORDS, booleanWord } from './boolean-word.ts';
import { refuseHiddenText } from './text.ts';

const got = (input: unknown) => JSON.stringify(String(input).slice(0, 100));

// Each builder states its documented shape with .openapi(): the transforms that give friendly parsing would
// otherwise show in the OpenAPI document as a bare string.
export function choice<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
  description: string,
  example: T[number] = fallback,
) {
  return z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values, { error: (issue) => `${name} must be one of ${values.join(', ')}, got ${got(issue.input)}` }))
    .optional()
    .transform((value) => value ?? fallback)
    .openapi({ type: 'string', enum: [...values], default: fallback, description, example });
}

export function flag(name: string, description: string) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return false;
      const parsed = booleanWord(value);
      if (parsed !== undefined) return parsed;
      context.addIssue({ code: 'custom', message: `${name} must be one of ${BOOLEAN_WORDS}, got ${got(value)}` });
      return z.NEVER;
    })
    .openapi({ type: 'string', enum: ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], default: 'false', description, example: 'true' });
}

export function integer(name: string, min: number, max: number, fallback: number, description: string, example = fallback) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return fallback;
      const parsed = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
      if (parsed >= min && parsed <= max) return parsed;
      context.addIssue({ code: 'custom', message: `${name} must be an integer from ${min} to ${max}, got ${got(value)}` });
      return z.NEVER;
    })
    .openapi({ type: 'integer', minimum: min, maximum: max, default: fallback, description, example });
}

/** Validates a query or body with a schema; hidden characters, then the first problem, become a 400 INVALID_PARAMETER. */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  refuseHiddenText(query);
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'invalid query parameters';
  throw new ApiError(400, 'INVALID_PARAMETER', message);
}
