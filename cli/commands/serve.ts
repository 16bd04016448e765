// `logos serve`: runs the origin until SIGINT or SIGTERM; runs from cli/run/serve.ts, loaded then.
import { Command } from 'commander';

export function serveCommand(): Command {
  return new Command('serve')
    .description('serve logos over HTTP (imports the seed catalog on first start)')
    .option('--port <port>', 'port to listen on (default PORT or 8080)')
    .action(async (raw: unknown) => (await import('../run/serve.ts')).serve(raw));
}
