// `logos brand <domain>`: shows what the catalog knows of a brand; runs from cli/run/brand.ts, loaded then.
import { Command } from 'commander';

export function brandCommand(): Command {
  return new Command('brand')
    .description('show a brand record and its stored assets')
    .argument('<domain>', 'domain or alias, e.g. stripe.com')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: unknown) => (await import('../run/brand.ts')).showBrand(input, raw));
}
