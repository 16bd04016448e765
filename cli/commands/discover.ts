// `logos discover <domain>|--worker|--status`: discovery of logos (see docs/discovery.md); runs from
// cli/run/discover.ts, loaded then.
import { Command } from 'commander';

export function discoverCommand(): Command {
  return new Command('discover')
    .description('find, score and store the logo of a domain that has none (see docs/discovery.md)')
    .argument('[domain]', 'run discovery for this domain now, ignoring its queue cooldown')
    .option('--worker', 'run the discovery worker until SIGINT or SIGTERM')
    .option('--status', 'show the discovery queue')
    .option('--json', 'print as JSON')
    .option('--record <dir>', 'also save every response the run fetched into <dir>/<domain> (a recording, see docs/discovery.md), with a draft of its expected results to review')
    .option('--replay <dir>', 'run offline on the recording in <dir>/<domain> (or <dir>) instead of the network')
    .action(async (input: string | undefined, raw: unknown) => (await import('../run/discover.ts')).discover(input, raw));
}
