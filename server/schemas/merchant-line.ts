// A statement line and the issuer's country as plain zod, apart from merchant-query.ts, so `logos merchant` checks its
// input as the API does without loading the OpenAPI schema builder; merchant-query.ts adds their OpenAPI text.
import { z } from 'zod';
import { MAX_LINE_LENGTH } from '../../catalog/merchant/clean.ts';

const got = (input: unknown) => JSON.stringify(String(input).slice(0, 60));

/** A line under the name the caller gave it (`q`, `each of lines`), trimmed, 1 to MAX_LINE_LENGTH characters. */
export const lineSchema = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required: a card or bank statement line` : `${name} must be a string, got ${got(issue.input)}`) })
    .max(MAX_LINE_LENGTH, { error: (issue) => `${name} must be at most ${MAX_LINE_LENGTH} characters, got ${String(issue.input).length}` })
    .trim()
    .min(1, `${name} must not be empty`);

/**
 * The issuer's country, upper-cased; absent reads both US and CA codes. Made when asked for: a zod schema made
 * before the OpenAPI builder has loaded has no `.openapi()`.
 */
export const countryField = () =>
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: (issue) => `country must be a two-letter ISO 3166-1 code such as US, got ${got(issue.input)}` })
    .transform((value) => value.toUpperCase())
    .optional();
