// `logos brand <domain>`: shows what the catalog knows of a brand; runs from cli/run/brand.ts, loaded then.
import { Command } from 'commander';
import type { JsonOption } from '../options.ts';

export function brandCommand(): Command {
  return new Command('brand')
    .description('show a brand record and its stored assets')
    .argument('<domain>', 'domain or alias, e.g. stripe.com')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: JsonOption) => (await import('../run/brand.ts')).showBrand(input, raw));
}
