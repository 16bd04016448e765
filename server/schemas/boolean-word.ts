// Booleans as query strings and environment variables spell them; apart from query.ts, so reading the configuration
// does not load the OpenAPI schema builder.
const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);
export const BOOLEAN_WORDS = 'true, false, 1, 0, yes, no, on, off';

/** A boolean as query strings and environment variables spell it, in any case; undefined for anything else. */
export function booleanWord(value: string): boolean | undefined {
  const lower = value.toLowerCase();
  return TRUE.has(lower) ? true : FALSE.has(lower) ? false : undefined;
}
