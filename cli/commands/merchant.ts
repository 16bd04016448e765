// `logos merchant "<line>"`: the brand behind a card or bank statement line, as GET /v1/merchant answers it.
import { Command } from 'commander';
import { z } from 'zod';
import { createMerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createSearch } from '../../catalog/search.ts';
import { countrySchema, merchantQuerySchema } from '../../server/schemas/merchant-query.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({ json: z.boolean().default(false), country: countrySchema });

export function merchantCommand(): Command {
  return new Command('merchant')
    .description('show the brand behind a card or bank statement line')
    .argument('<line>', 'the line as the issuer printed it, e.g. "AMZN Mktp US*2K4AB1CD3"')
    .option('--country <code>', 'the issuer\'s country (ISO 3166-1 alpha-2), e.g. US')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const { q: line } = parseOptions(merchantQuerySchema.pick({ q: true }), { q: input });
      const resolved = await withRoot((root) => createMerchantResolver({ catalog: root.catalog, search: createSearch(root.catalog) }).resolve(line, { country: options.country }));
      if (!resolved.found) throw new Error(`the line names no merchant (${resolved.reason === 'no-name' ? 'only codes' : `a ${resolved.reason} line`})`);
      const { merchant, domain, confidence, via } = resolved;
      print({ query: line, merchant, domain, confidence, via }, options.json, () =>
        domain ? `${merchant} (${domain}), confidence ${confidence}, via ${via}` : `${merchant} (no known brand: a monogram of this name)`,
      );
    });
}
