// `logos reports`: reports of wrong logos, newest first; runs from cli/run/reports.ts, loaded then.
import { Command } from 'commander';

export function reportsCommand(): Command {
  return new Command('reports')
    .description('list reports of wrong logos, newest first')
    .option('--domain <domain>', "only this brand's reports")
    .option('--limit <n>', 'at most this many (default 50)')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/reports.ts')).listReports(raw));
}
