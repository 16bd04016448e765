// `logos edge plans`: the edge's per-plan rate limits (deploy/nginx); runs from cli/run/edge.ts, loaded then.
import { Command } from 'commander';

export function edgeCommand(): Command {
  const edge = new Command('edge').description('configuration of the nginx edge (deploy/nginx)');
  edge
    .command('plans')
    .description("write the plans' per-minute limits as nginx configuration (PLANS_FILE, or the built-in plans)")
    .requiredOption('--out <folder>', 'the folder of logos.conf (e.g. /etc/nginx/conf.d)')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/edge.ts')).writePlans(raw));
  return edge;
}
