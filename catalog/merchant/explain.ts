// The words after a merchant's name that are not part of it (descriptors.json and places.json): a plan or channel
// word, a store or lodging format, a legal form, a place; and the airline ticket numbers that follow a carrier's name.
import { readFileSync } from 'node:fs';
import type { DescriptorFile } from './data-files.ts';
import { LONGEST_PLACE, PLACES } from './places.ts';

/** One run of words after the name and what it was read as: a descriptor group ("plan", "lodging", "legal"...) or a place. */
export interface Explained {
  text: string;
  as: string;
}

export interface Descriptors {
  /** Words the name-without-suffix rule drops from the end of a name. */
  trailing: ReadonlySet<string>;
  /** Reads every word of `words` as a descriptor or a place, or answers undefined when one is neither. */
  explain(words: readonly string[]): Explained[] | undefined;
  /** Whether a brand of this GICS code (or none) may carry a word of this group ("HOTEL" fits a hotel chain, not an airline). */
  fits(group: string, gicsCode: string | null): boolean;
  kindOf(group: string): 'format' | 'charge' | 'legal' | 'place' | undefined;
  /** The descriptor group of one word or phrase, if it is a descriptor. */
  groupOf(text: string): string | undefined;
  isCommon(word: string): boolean;
  /** The carrier whose printed name `name` is and whose code begins the 13-digit ticket number `ticket`. */
  carrier(name: string, ticket: string | undefined): { domain: string; code: string } | undefined;
}

let loaded: Descriptors | undefined;

export function merchantDescriptors(): Descriptors {
  loaded ??= descriptors(JSON.parse(readFileSync(new URL('./descriptors.json', import.meta.url), 'utf8')) as DescriptorFile);
  return loaded;
}

function descriptors(file: DescriptorFile): Descriptors {
  const groupOf = new Map<string, string>();
  for (const [group, { words }] of Object.entries(file.groups)) for (const word of words) groupOf.set(word, group);
  const longest = Math.max(LONGEST_PLACE, ...[...groupOf.keys()].map((phrase) => phrase.split(' ').length));
  const common = new Set(file.common);
  const carriers = new Map(file.carriers.flatMap((carrier) => carrier.printed.map((printed) => [printed, carrier] as const)));

  // Longest phrase first at each position, so "RENT A CAR" is one explanation and "NEW YORK" one place.
  const explainAt = (words: readonly string[], at: number): [Explained, number] | undefined => {
    for (let length = Math.min(longest, words.length - at); length >= 1; length--) {
      const text = words.slice(at, at + length).join(' ');
      const group = groupOf.get(text);
      if (group) return [{ text, as: group }, length];
      const place = PLACES.get(text);
      // A two-letter code reads as a place only where issuers print it, at the end ("IKEA US"), not inside a name.
      if (place && (text.length > 2 || at + length === words.length)) return [{ text, as: 'place' }, length];
    }
    return undefined;
  };

  return {
    trailing: new Set(file.trailing),
    explain(words) {
      const explained: Explained[] = [];
      for (let at = 0; at < words.length; ) {
        const found = explainAt(words.map(bare), at);
        if (!found) return undefined;
        explained.push(found[0]);
        at += found[1];
      }
      return explained;
    },
    fits: (group, gicsCode) => {
      const fits = file.groups[group]?.fits;
      return !fits || gicsCode === null || fits.some((prefix) => gicsCode.startsWith(prefix));
    },
    kindOf: (group) => (group === 'place' ? 'place' : file.groups[group]?.kind),
    groupOf: (text) => groupOf.get(bare(text)),
    isCommon: (word) => common.has(bare(word)),
    carrier(name, ticket) {
      const carrier = carriers.get(name);
      return carrier && ticket !== undefined && /^\d{13}$/.test(ticket) && ticket.startsWith(carrier.code) ? { domain: carrier.domain, code: carrier.code } : undefined;
    },
  };
}

// "INC." and "LABS," are printed with the punctuation of the registered name.
const bare = (word: string) => word.replace(/[.,]/g, '');
