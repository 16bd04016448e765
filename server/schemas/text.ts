// Text inputs refuse the characters that change how text shows (catalog/text.ts HIDDEN_CHARACTERS): one check for
// every query parameter, JSON body and form field, whose 400 names the parameter.
import { HIDDEN_CHARACTERS } from '../../catalog/text.ts';
import { ApiError } from '../http/errors.ts';

// A body is bounded by its route; the depth bound keeps a nested one from costing more than its bytes.
const MAX_DEPTH = 8;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `value` may not be taken as the text `name` (undefined: it may). */
export function hiddenCharacterProblem(name: string, value: string): string | undefined {
  const found = HIDDEN_CHARACTERS.exec(value);
  if (found === null) return undefined;
  return `${name} must not contain control or bidirectional-override characters, got ${codePoint(found[0])} at character ${found.index + 1}`;
}

/**
 * Throws 400 INVALID_PARAMETER naming the first string in `input` (a query, a parsed JSON body, form fields) that holds
 * a hidden character, by its path: `q`, `lines[2]`, `url`. Keys are checked as well as values.
 */
export function refuseHiddenText(input: unknown, path = '', depth = 0): void {
  if (typeof input === 'string') {
    const problem = hiddenCharacterProblem(path || 'the body', input);
    if (problem !== undefined) throw new ApiError(400, 'INVALID_PARAMETER', problem);
    return;
  }
  if (input === null || typeof input !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(input)) {
    input.forEach((item, index) => refuseHiddenText(item, `${path}[${index}]`, depth + 1));
    return;
  }
  for (const [key, value] of Object.entries(input)) {
    const keyProblem = hiddenCharacterProblem('a parameter name', key);
    if (keyProblem !== undefined) throw new ApiError(400, 'INVALID_PARAMETER', keyProblem);
    refuseHiddenText(value, path ? `${path}.${key}` : key, depth + 1);
  }
}
