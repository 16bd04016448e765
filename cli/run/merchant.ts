// `logos merchant "<line>"`: the brand behind a card or bank statement line, as GET /v1/merchant answers it.
import { z } from 'zod';
import { createMerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createNameLookup } from '../../catalog/name-index.ts';
import { countryField, lineSchema } from '../../server/schemas/merchant-line.ts';
import { emptyCatalogProblem, print, withCatalog } from '../context.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({ json: z.boolean().default(false), country: countryField() });
const lineOfCommand = z.object({ q: lineSchema('q') });

export async function showMerchant(input: string, raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const { q: line } = parseOptions(lineOfCommand, { q: input });
  const resolved = await withCatalog((catalog, config) => {
    // Only names are looked up: the name lookup alone answers as the whole search index would, for less.
    const answer = createMerchantResolver({ catalog, search: createNameLookup(catalog) }).resolve(line, { country: options.country });
    // A line that names a merchant finds no brand in an empty catalog: say why, rather than offer a monogram.
    const empty = answer.found && !answer.domain && emptyCatalogProblem(catalog, config);
    if (empty) throw new Error(empty);
    return answer;
  });
  if (!resolved.found) throw new Error(`the line names no merchant (${resolved.reason === 'no-name' ? 'only codes' : `a ${resolved.reason} line`})`);
  const { merchant, domain, confidence, via } = resolved;
  print({ query: line, merchant, domain, confidence, via }, options.json, () =>
    domain ? `${merchant} (${domain}), confidence ${confidence}, via ${via}` : `${merchant} (no known brand: a monogram of this name)`,
  );
}
