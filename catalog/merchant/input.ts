// A statement line and the issuer's country as a caller gives them, checked with the messages both the API
// (server/schemas/merchant-line.ts builds its zod schemas on these) and `logos merchant` answer; plain code, so the
// command checks its input without loading zod.
import { MAX_LINE_LENGTH } from './clean.ts';

export const COUNTRY_CODE = /^[A-Za-z]{2}$/;

const got = (input: unknown) => JSON.stringify(String(input).slice(0, 60));

/** The messages for a line under the name the caller gave it (`q`, `each of lines`). */
export const lineMessages = (name: string) => ({
  required: `${name} is required: a card or bank statement line`,
  notString: (input: unknown) => `${name} must be a string, got ${got(input)}`,
  tooLong: (input: string) => `${name} must be at most ${MAX_LINE_LENGTH} characters, got ${input.length}`,
  empty: `${name} must not be empty`,
});

export const countryMessage = (input: unknown) => `country must be a two-letter ISO 3166-1 code such as US, got ${got(input)}`;

/** A line, trimmed, 1 to MAX_LINE_LENGTH characters as given; else an Error with the message the API gives. */
export function checkedLine(name: string, input: string): string {
  const messages = lineMessages(name);
  if (input.length > MAX_LINE_LENGTH) throw new Error(messages.tooLong(input));
  const line = input.trim();
  if (line === '') throw new Error(messages.empty);
  return line;
}

/** The issuer's country upper-cased, or undefined when not given; else an Error with the message the API gives. */
export function checkedCountry(input: string | undefined): string | undefined {
  if (input === undefined) return undefined;
  if (!COUNTRY_CODE.test(input)) throw new Error(countryMessage(input));
  return input.toUpperCase();
}
