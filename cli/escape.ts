// What the CLI prints of stored or typed text, made safe for a terminal: every character that changes how text shows
// (catalog/text.ts HIDDEN_CHARACTERS: escape sequences, bidirectional overrides) is written as a visible \uXXXX.
import { HIDDEN_CHARACTERS } from '../catalog/text.ts';

const HIDDEN = new RegExp(HIDDEN_CHARACTERS.source, 'g');

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with hidden characters escaped, except the line feeds of the output's own layout. The escape is JSON's, so
 * JSON output stays valid JSON with the same meaning.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(HIDDEN, (character) => (character === '\n' ? character : escaped(character)));
}
