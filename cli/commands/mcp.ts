// `logos mcp`: the MCP tools over stdio until stdin closes; runs from cli/run/mcp.ts, loaded then.
import { Command } from 'commander';

export function mcpCommand(): Command {
  return new Command('mcp')
    .description('serve the MCP tools (search, brand, logo, merchant, report) over stdio for an AI assistant')
    .option('--public-url <url>', 'the origin that logo URLs name (default http://localhost:PORT)')
    .action(async (raw: unknown) => (await import('../run/mcp.ts')).serveMcp(raw));
}
