// `logos merchant` checks its line and country with catalog/merchant/input.ts, the API with the zod schemas built
// on it (server/schemas/merchant-line.ts): both must take and refuse the same input with the same words.
import { describe, expect, it } from 'vitest';
import { checkedCountry, checkedLine } from '../../catalog/merchant/input.ts';
import { countryField, lineSchema } from '../../server/schemas/merchant-line.ts';

const outcome = (check: () => unknown) => {
  try {
    return { value: check() };
  } catch (error) {
    return { problem: (error as Error).message };
  }
};
const viaSchema = (parsed: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }) =>
  parsed.success ? { value: parsed.data } : { problem: parsed.error!.issues[0]!.message };

describe('a statement line and country, checked by the command and by the API', () => {
  it.each([['  AMZN Mktp US*2K4AB1CD3 '], [''], ['    '], ['x'.repeat(200)], ['x'.repeat(201)]])('agree on %j', (line) => {
    const command = outcome(() => checkedLine('q', line));
    expect(command).toEqual(viaSchema(lineSchema('q').safeParse(line)));
  });

  it.each([['us'], ['CA'], ['USA'], ['1x'], [undefined]])('agree on the country %j', (country) => {
    expect(outcome(() => checkedCountry(country))).toEqual(viaSchema(countryField().safeParse(country)));
  });
});
