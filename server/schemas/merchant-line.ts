// A statement line and the issuer's country as plain zod, apart from merchant-query.ts, so the OpenAPI text stays
// there; the limits and messages are catalog/merchant/input.ts's, which `logos merchant` checks with.
import { z } from 'zod';
import { MAX_LINE_LENGTH } from '../../catalog/merchant/clean.ts';
import { COUNTRY_CODE, countryMessage, lineMessages } from '../../catalog/merchant/input.ts';

/** A line under the name the caller gave it (`q`, `each of lines`), trimmed, 1 to MAX_LINE_LENGTH characters. */
export const lineSchema = (name: string) => {
  const messages = lineMessages(name);
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.notString(issue.input)) })
    .max(MAX_LINE_LENGTH, { error: (issue) => messages.tooLong(String(issue.input)) })
    .trim()
    .min(1, messages.empty);
};

/**
 * The issuer's country, upper-cased; absent reads both US and CA codes. Made when asked for: a zod schema made
 * before the OpenAPI builder has loaded has no `.openapi()`.
 */
export const countryField = () =>
  z
    .string()
    .regex(COUNTRY_CODE, { error: (issue) => countryMessage(issue.input) })
    .transform((value) => value.toUpperCase())
    .optional();
