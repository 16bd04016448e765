// `logos coverage`: how much of the top-sites list, the S&P 500 and the consumer brands the catalog covers; runs from
// cli/run/coverage.ts, loaded then.
import { Command } from 'commander';

export function coverageCommand(): Command {
  return new Command('coverage')
    .description('share of the top-sites list answered with a real logo, top misses, S&P 500 and consumer-brand coverage')
    .option('--misses <n>', 'how many misses to list', '30')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/coverage.ts')).coverage(raw));
}
