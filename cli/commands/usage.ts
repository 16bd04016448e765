// `logos usage ingest`: counts what the edge answered from its cache into the usage store; runs from
// cli/run/usage.ts, loaded then.
import { Command } from 'commander';

export function usageCommand(): Command {
  const usage = new Command('usage').description('usage counted outside the origins');
  usage
    .command('ingest')
    .description("add the requests the edge answered from its cache (its JSON access log) to the usage store")
    .requiredOption('--log <file>', "the edge's access log (log_format logos_edge)")
    .option('--source <name>', 'the name its read position is kept under (default: the absolute path of --log)')
    .option('--follow', 'keep reading as the log grows, until SIGTERM or SIGINT')
    .option('--interval <seconds>', 'with --follow, how often the log is read', '5')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/usage.ts')).ingest(raw));
  return usage;
}
