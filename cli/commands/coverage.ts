// `logos coverage`: how much of the top-sites list and the S&P 500 the catalog covers; runs from
// cli/run/coverage.ts, loaded then.
import { Command } from 'commander';

export function coverageCommand(): Command {
  return new Command('coverage')
    .description('share of the top-sites list answered with a real logo, top misses, and S&P 500 coverage')
    .option('--misses <n>', 'how many misses to list', '30')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/coverage.ts')).coverage(raw));
}
