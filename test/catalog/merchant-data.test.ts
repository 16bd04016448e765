// The merchant tables shipped in catalog/merchant/ hold the shapes their readers assume: the readers cast the JSON
// without checking it at run time, so this is where a bad edit to aliases.json, descriptors.json or places.json shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MERCHANT_DATA_FILES } from '../../catalog/merchant/data-files.ts';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../catalog/merchant/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the shipped merchant tables', () => {
  it.each(MERCHANT_DATA_FILES.map(({ file, schema }) => [file, schema] as const))('%s has its shape', (file, schema) => {
    const parsed = schema.safeParse(read(file));
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it('names the entry of an edit that breaks a table', () => {
    const aliases = read('aliases.json') as { aliases: { printed: string }[] };
    aliases.aliases[3]!.printed = 'X';
    const descriptors = read('descriptors.json') as { carriers: { code: string }[] };
    descriptors.carriers[0]!.code = '6';
    const places = read('places.json') as { countries: { alpha2: string }[] };
    places.countries[1]!.alpha2 = 'USA';
    const problems = [aliases, descriptors, places].map((data, i) => MERCHANT_DATA_FILES[i]!.schema.safeParse(data).error?.issues.map((issue) => issue.path.join('.')));
    expect(problems).toEqual([['aliases.3.printed'], ['carriers.0.code'], ['countries.1.alpha2']]);
  });
});
