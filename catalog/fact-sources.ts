// Where each fact of a brand record came from, as the JSON API and the brand page both show it.
import type { Brand } from './types.ts';

/** Every fact the record holds, with its origin: the per-field origin stored with it (discovery writes one for each
 * fact it read), else the record's own source, which supplied everything it did not attribute. */
export function factSourcesOf(brand: Brand): Record<string, string> {
  const stored = brand.factSources ?? {};
  const held: string[] = [
    'name',
    ...(brand.description !== null ? ['description'] : []),
    ...(brand.colors.length > 0 ? ['colors'] : []),
    ...(brand.employees !== null ? ['employees'] : []),
    ...Object.keys(brand.socials).map((platform) => `socials.${platform}`),
  ];
  return Object.fromEntries(held.map((field) => [field, stored[field] ?? brand.source]));
}
