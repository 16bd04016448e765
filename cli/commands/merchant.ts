// `logos merchant "<line>"`: the brand behind a card or bank statement line; runs from cli/run/merchant.ts, loaded then.
import { Command } from 'commander';
import type { JsonOption } from '../options.ts';

export function merchantCommand(): Command {
  return new Command('merchant')
    .description('show the brand behind a card or bank statement line')
    .argument('<line>', 'the line as the issuer printed it, e.g. "AMZN Mktp US*2K4AB1CD3"')
    .option('--country <code>', 'the issuer\'s country (ISO 3166-1 alpha-2), e.g. US')
    .option('--json', 'print as JSON')
    .action(async (input: string, raw: JsonOption & { country?: string }) => (await import('../run/merchant.ts')).showMerchant(input, raw));
}
