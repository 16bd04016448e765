// Place names issuers print after the merchant's name (places.json, with its sources and licence): state and province
// codes, countries, and cities, so a resolver can tell "OAKLAND CA" or "SYDNEY" from the merchant.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const fileSchema = z.object({
  sources: z.record(z.string(), z.string().min(20)),
  licence: z.string().min(20),
  usStates: z.record(z.string().length(2), z.string()),
  caProvinces: z.record(z.string().length(2), z.string()),
  auStates: z.record(z.string().min(2).max(3), z.string()),
  countries: z.array(z.object({ alpha2: z.string().length(2), alpha3: z.string().length(3), name: z.string() })),
  cities: z.record(z.string(), z.array(z.string().min(2))),
});

const file = fileSchema.parse(JSON.parse(readFileSync(new URL('./places.json', import.meta.url), 'utf8')));

export const US_STATES: ReadonlySet<string> = new Set(Object.keys(file.usStates));

export const CA_PROVINCES: ReadonlySet<string> = new Set(Object.keys(file.caProvinces));

/** Country codes stripped from the end of a name: those issuers print there (a name ending "CANADA" may be Air Canada's). */
export const COUNTRIES: ReadonlySet<string> = new Set(['US', 'USA', 'CAN', 'GB', 'GBR', 'UK', 'IE', 'IRL', 'LU', 'LUX', 'NL', 'NLD', 'SE',
  'SWE', 'DE', 'DEU', 'FR', 'FRA', 'AU', 'AUS', 'SG', 'SGP', 'JP', 'JPN', 'MX', 'MEX']);

/** City names as word lists, longest first, so "NORTH LAS VEGAS" is taken whole before "LAS VEGAS". */
export const CITIES: readonly string[][] = [...new Set(Object.values(file.cities).flat())]
  .map((name) => name.split(' '))
  .sort((a, b) => b.length - a.length);

export type PlaceKind = 'city' | 'state' | 'country' | 'country-code';

/** Every place name and code by its words joined with a space, for explaining the words after a brand's name. */
export const PLACES: ReadonlyMap<string, PlaceKind> = new Map<string, PlaceKind>([
  ...file.countries.flatMap((country) => [[country.alpha2, 'country-code'], [country.alpha3, 'country-code'], [country.name, 'country']] as const),
  ['UK', 'country-code'], ['UNITED STATES OF AMERICA', 'country'], ['GREAT BRITAIN', 'country'], ['ENGLAND', 'country'], ['SCOTLAND', 'country'], ['WALES', 'country'],
  ...[...Object.entries(file.usStates), ...Object.entries(file.caProvinces), ...Object.entries(file.auStates)].flatMap(([code, name]) => [[code, 'state'], [name, 'state']] as const),
  ...CITIES.map((words) => [words.join(' '), 'city'] as const),
]);

/** The most words a place name in PLACES has. */
export const LONGEST_PLACE = Math.max(...[...PLACES.keys()].map((name) => name.split(' ').length));
