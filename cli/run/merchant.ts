// `logos merchant "<line>"`: the brand behind a card or bank statement line, as GET /v1/merchant answers it.
import { checkedCountry, checkedLine } from '../../catalog/merchant/input.ts';
import { createMerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createNameLookup } from '../../catalog/name-index.ts';
import { emptyCatalogProblem, withCatalog } from '../context.ts';
import type { JsonOption } from '../options.ts';
import { print } from '../output.ts';

export async function showMerchant(input: string, raw: JsonOption & { country?: string }): Promise<void> {
  const options = { json: raw.json === true, country: checkedCountry(raw.country) };
  const line = checkedLine('the line', input);
  const resolved = await withCatalog((catalog, location) => {
    // Only names are looked up: the name lookup alone answers as the whole search index would, for less.
    const answer = createMerchantResolver({ catalog, search: createNameLookup(catalog) }).resolve(line, { country: options.country });
    // A line that names a merchant finds no brand in an empty catalog: say why, rather than offer a monogram.
    const empty = answer.found && !answer.domain && emptyCatalogProblem(catalog, location);
    if (empty) throw new Error(empty);
    return answer;
  });
  if (!resolved.found) throw new Error(`the line names no merchant (${resolved.reason === 'no-name' ? 'only codes' : `a ${resolved.reason} line`})`);
  const { merchant, domain, confidence, via } = resolved;
  print({ query: line, merchant, domain, confidence, via }, options.json, () =>
    domain ? `${merchant} (${domain}), confidence ${confidence}, via ${via}` : `${merchant} (no known brand: a monogram of this name)`,
  );
}
