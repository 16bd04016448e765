// Place names issuers print after the merchant's name (places.json, with its sources and licence): state and province
// codes, countries, and cities, so a resolver can tell "OAKLAND CA" or "SYDNEY" from the merchant, and in which
// country the line was printed.
import { readFileSync } from 'node:fs';
import type { PlaceFile } from './data-files.ts';

const file = JSON.parse(readFileSync(new URL('./places.json', import.meta.url), 'utf8')) as PlaceFile;

export const US_STATES: ReadonlySet<string> = new Set(Object.keys(file.usStates));

export const CA_PROVINCES: ReadonlySet<string> = new Set(Object.keys(file.caProvinces));

/** Country codes stripped from the end of a name: those issuers print there (a name ending "CANADA" may be Air Canada's). */
export const COUNTRIES: ReadonlySet<string> = new Set(['US', 'USA', 'CAN', 'GB', 'GBR', 'UK', 'IE', 'IRL', 'LU', 'LUX', 'NL', 'NLD', 'SE',
  'SWE', 'DE', 'DEU', 'FR', 'FRA', 'AU', 'AUS', 'SG', 'SGP', 'JP', 'JPN', 'MX', 'MEX']);

const cityCountries = new Map<string, Set<string>>();
for (const [country, names] of [...Object.entries(file.cities), ['US', file.offices] as const]) {
  for (const name of names) cityCountries.set(name, (cityCountries.get(name) ?? new Set()).add(country));
}

/** City names as word lists, longest first, so "NORTH LAS VEGAS" is taken whole before "LAS VEGAS". */
export const CITIES: readonly string[][] = [...cityCountries.keys()].map((name) => name.split(' ')).sort((a, b) => b.length - a.length);

export type PlaceKind = 'city' | 'state' | 'country' | 'country-code';

interface Place {
  kind: PlaceKind;
  /** The countries (ISO alpha-2) the name can mean: "CA" is California or Canada, "PERTH" in Australia or Scotland. */
  countries: Set<string>;
}

const places = new Map<string, Place>();
const addPlace = (name: string, kind: PlaceKind, country: string) => {
  const place = places.get(name);
  if (place) place.countries.add(country);
  else places.set(name, { kind, countries: new Set([country]) });
};
for (const country of file.countries) for (const name of [country.alpha2, country.alpha3]) addPlace(name, 'country-code', country.alpha2);
for (const country of file.countries) addPlace(country.name, 'country', country.alpha2);
addPlace('UK', 'country-code', 'GB');
for (const name of ['UNITED STATES OF AMERICA']) addPlace(name, 'country', 'US');
for (const name of ['GREAT BRITAIN', 'ENGLAND', 'SCOTLAND', 'WALES']) addPlace(name, 'country', 'GB');
for (const [states, country] of [[file.usStates, 'US'], [file.caProvinces, 'CA'], [file.auStates, 'AU']] as const) {
  for (const [code, name] of Object.entries(states)) for (const text of [code, name]) addPlace(text, 'state', country);
}
for (const [name, countries] of cityCountries) for (const country of countries) addPlace(name, 'city', country);

/** Every place name and code by its words joined with a space, for explaining the words after a brand's name. */
export const PLACES: ReadonlyMap<string, PlaceKind> = new Map([...places].map(([name, place]) => [name, place.kind]));

/** The most words a place name in PLACES has. */
export const LONGEST_PLACE = Math.max(...[...PLACES.keys()].map((name) => name.split(' ').length));

/** Where a line was printed: the place words read at its end and the countries they can mean. */
export interface LinePlace {
  text: string;
  countries: ReadonlySet<string>;
}

/**
 * The place at the end of a line's words (from `start`: the name's first word is the merchant's): a country, state or city,
 * or a city before a state or country. A city and the region after it agree on their common countries ("PERTH WA" is
 * Australia's); where they share none the region, printed in the country field, wins.
 */
export function placeAtEnd(words: readonly string[], issuer?: string, start = 1): LinePlace | undefined {
  const last = placeEndingAt(words, words.length, issuer, start);
  if (!last) return undefined;
  const before = last.city ? undefined : placeEndingAt(words, words.length - last.length, issuer, start);
  if (!before?.city) return { text: last.text, countries: last.countries };
  const common = new Set([...before.countries].filter((country) => last.countries.has(country)));
  return { text: `${before.text} ${last.text}`, countries: common.size > 0 ? common : last.countries };
}

function placeEndingAt(words: readonly string[], end: number, issuer: string | undefined, start: number) {
  for (let length = Math.min(LONGEST_PLACE, end - start); length >= 1; length--) {
    const text = words.slice(end - length, end).join(' ');
    const place = places.get(text);
    if (!place) continue;
    // The issuer's country reads a state code as its own state ("CA" on a US card is California).
    return { text, city: cityCountries.has(text), length, countries: ownState(text, issuer) ?? place.countries };
  }
  return undefined;
}

function ownState(code: string, issuer: string | undefined): Set<string> | undefined {
  if (issuer === 'US' && US_STATES.has(code)) return new Set(['US']);
  if (issuer === 'CA' && CA_PROVINCES.has(code)) return new Set(['CA']);
  return undefined;
}
