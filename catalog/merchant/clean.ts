// Reads a card or bank statement line: the bank's wrapper (POS DEBIT, PENDING, dates), whether it names a merchant at
// all (transfers, ATM, checks, fees, interest do not), the payment processor's prefix, and the merchant's name words
// without store numbers, phone numbers, reference codes and the city, state or country the issuer printed after it.
import { CA_PROVINCES, CITIES, COUNTRIES, placeAtEnd, US_STATES, type LinePlace } from './places.ts';

/** Longest line read; the HTTP routes refuse longer ones, and anything past it is never looked at. */
export const MAX_LINE_LENGTH = 200;

export type NotMerchant = 'transfer' | 'bank';

export interface StatementLine {
  kind: 'merchant';
  /** The line without the bank's wrapper, upper case, single spaces. */
  text: string;
  /** The facilitator prefix the line started with ("SQ", "TST", "PAYPAL"), whose merchant follows it. */
  processor: string | undefined;
  /** The merchant's name as printed, split into words; empty when the line holds only codes. */
  words: string[];
  /** A state or province ended the name with no known city before it: the last word may be an unknown town. */
  unknownTown: boolean;
  /** The store, order or ticket number that ended the name ("#1234", "0162345678901"), if a number did. */
  cut: string | undefined;
  /** The city, state or country the line ends with and the countries it can mean, if it ends with one. */
  place: LinePlace | undefined;
}

export type ReadLine = StatementLine | { kind: NotMerchant; text: string };

// What banks put around the merchant: posting state, channel, card and date. Applied repeatedly at the start.
const WRAPPERS = [
  /^PENDING\b\s*-?\s*/,
  /^(?:RECURRING PAYMENT|PURCHASE) AUTHORIZED ON \d{1,2}\/\d{1,2}\s+/,
  /^(?:POS|DEBIT CARD|CARD|ONLINE|VISA|MC|DBT CRD|RECURRING)?\s*(?:DEBIT|PURCHASE|PUR)\b\s*-?\s*/,
  /^POS\s+/,
  /^CHECKCARD\s+\d{4}\s+/,
  /^VISA DDA PUR\s+\d*\s*/,
  /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s+/,
];
// Wells Fargo and others end a card line with a transaction id and the card's last digits.
const TRAILERS = [/\s+S\d{12,}\s+CARD\s+\d{4}$/, /\s+CARD\s+\d{4}$/, /\s+C#\d{4}$/];

// Lines that move money between people or accounts: no merchant, whatever name follows.
const TRANSFER = [
  /^VENMO\b/, /\bZELLE\b/, /^CASH APP\b/, /^SQ\s*\*\s*CASH APP\b/, /^APPLE CASH\b/, /^PAYPAL\s+(?:INST\s+)?XFER\b/,
  /\bTRANSFER\b/, /\bXFER\b/, /\bWIRE\b/, /\bPAYROLL\b/, /^DIRECT DEP/, /\bCASHOUT\b/,
];
// The bank's own entries: cash machines, checks, deposits, interest, fees, card payments and rewards.
const BANK = [
  /\bATM\b/, /^CHECK\b\s*(?:#|NO\.?)?\s*\d+/, /\bDEPOSIT\b/, /\bINTEREST\b/, /\bFEE\b/, /\bFEES\b/, /\bPAYMENT\s*-?\s*THANK YOU\b/,
  /\bAUTOPAY PAYMENT\b/, /\bCASH ADVANCE\b/, /\bREDEMPTION\b/, /\bOVERDRAFT\b/,
];

// Facilitators that print their prefix before the merchant they collect for (the list and PayPal's short form).
const PROCESSOR = /^(SQ|TST|DD|PAYPAL|PP|GOOGLE|PY|IN)\s*\*\s*|^(SP)\s+(?:\*\s*)?/;

export function readLine(raw: string, country?: string): ReadLine {
  const text = unwrap(normalise(raw));
  if (TRANSFER.some((pattern) => pattern.test(text))) return { kind: 'transfer', text };
  if (BANK.some((pattern) => pattern.test(text))) return { kind: 'bank', text };
  const processorMatch = PROCESSOR.exec(text);
  const processor = processorMatch?.[1] ?? processorMatch?.[2];
  const rest = processorMatch ? text.slice(processorMatch[0].length) : text;
  const tokens = tokenise(rest);
  const { words, unknownTown, cut, end } = nameWords(tokens, country);
  // After a code or field break the place is in the fields that follow; otherwise it ends the name.
  const fields = end === -1 ? tokens : tokens.slice(end + 1);
  const place = placeAtEnd(fields.filter((token) => !endsName(token)).map(bareWord).filter(Boolean), country, end === -1 ? 1 : 0);
  return { kind: 'merchant', text, processor, words, unknownTown, cut, place };
}

function normalise(raw: string): string {
  return raw
    .slice(0, MAX_LINE_LENGTH)
    .normalize('NFKC')
    .toUpperCase()
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    // A fixed-width statement separates its fields by runs of spaces: keep the first run as a field break.
    .replace(/(\S)\s{2,}(?=\S)/, '$1 | ')
    .replace(/\s+/g, ' ')
    .trim();
}

function unwrap(text: string): string {
  let current = text;
  for (let changed = true; changed; ) {
    changed = false;
    for (const pattern of [...WRAPPERS, ...TRAILERS]) {
      const next = current.replace(pattern, '');
      if (next !== current && next.trim() !== '') {
        current = next.trim();
        changed = true;
      }
    }
  }
  return current;
}

/** The name field: words up to the first code, "*" or field break, without the place printed after it. */
function nameWords(tokens: readonly string[], country: string | undefined): Pick<StatementLine, 'words' | 'unknownTown' | 'cut'> & { end: number } {
  const end = tokens.findIndex((token, i) => i > 0 && endsName(token));
  const field = (end === -1 ? tokens : tokens.slice(0, end)).filter((token) => token !== '*' && token !== '|' && !isCode(token));
  const words = field.map(bareWord).filter(Boolean);
  // A name cut short by a code has its place after the code ("SONIC DRIVE IN #1234 ..." is not in Indiana).
  const cut = end !== -1 && isCode(tokens[end]!) ? tokens[end] : undefined;
  if (end !== -1 && tokens[end] !== '|') return { words: stripCountry(words), unknownTown: false, cut, end };
  return { words, unknownTown: stripPlace(words, country) === 'state', cut, end: -1 };
}

const bareWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '');

function tokenise(rest: string): string[] {
  return rest
    // "WWW COSTCO COM" and "MACYS .COM" are domains printed with spaces.
    .replace(/^WWW[ .]+(\S+)\s+(COM|NET|ORG)\b/, '$1.$2')
    .replace(/\s+\.(COM|NET|ORG)\b/, '.$1')
    // A ticket or order number glued to the name ("AMERICAN AIR0012345678901", "LINKEDIN-123456789").
    .replace(/([A-Z]{3,})-?(\d{4,})/g, '$1 $2')
    .replace(/\*/g, ' * ')
    .replace(/#/g, ' #')
    .split(' ')
    .filter(Boolean);
}

// After the first word: a "*" (the merchant's own detail follows), a field break, a code, or a web address printed
// in the city field ("g.co/helppay", "help.uber.com").
function endsName(token: string): boolean {
  return token === '*' || token === '|' || isCode(token) || (/[./]/.test(token) && !ABBREVIATION.test(token));
}

// "INC." and "CO." end an abbreviation, not a web address.
const ABBREVIATION = /^\p{L}+\.,?$/u;

// Store and terminal numbers, phone numbers, order references and dates: two digits or more, or "#" anything.
function isCode(token: string): boolean {
  if (token.startsWith('#')) return true;
  const digits = token.replace(/\D/g, '').length;
  return digits >= 2 || (digits === 1 && token.length <= 2);
}

function stripCountry(words: string[]): string[] {
  if (words.length > 1 && COUNTRIES.has(words.at(-1)!)) words.pop();
  return words;
}

const ANY_REGION = new Set([...US_STATES, ...CA_PROVINCES]);

/** Removes the country, state or province and city at the end of the name, in that order, in place; says how far it got. */
function stripPlace(words: string[], country: string | undefined): 'city' | 'state' | undefined {
  const regions = country === 'US' ? US_STATES : country === 'CA' ? CA_PROVINCES : country ? undefined : ANY_REGION;
  stripCountry(words);
  const state = words.length > 1 && regions?.has(words.at(-1)!) === true;
  if (state) words.pop();
  const city = CITIES.find((name) => name.length < words.length && name.every((word, i) => words[words.length - name.length + i] === word));
  if (city) words.splice(words.length - city.length);
  return city ? 'city' : state ? 'state' : undefined;
}
