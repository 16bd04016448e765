// The `logos` program: every command, wired; index.ts runs it and the CLI reference in docs/ is generated from it.
import { Command } from 'commander';
import { accountsCommand } from './commands/accounts.ts';
import { backupCommand } from './commands/backup.ts';
import { brandCommand } from './commands/brand.ts';
import { buildCommand } from './commands/build.ts';
import { catalogCommand } from './commands/catalog.ts';
import { coverageCommand } from './commands/coverage.ts';
import { discoverCommand } from './commands/discover.ts';
import { edgeCommand } from './commands/edge.ts';
import { importCommand } from './commands/import.ts';
import { keysCommand } from './commands/keys.ts';
import { logoCommand } from './commands/logo.ts';
import { reportsCommand } from './commands/reports.ts';
import { mcpCommand } from './commands/mcp.ts';
import { merchantCommand } from './commands/merchant.ts';
import { serveCommand } from './commands/serve.ts';
import { usageCommand } from './commands/usage.ts';

export function createProgram(): Command {
  // Positional options, so a command with options and subcommands of its own (`logos logo set --variant`) hands each
  // option to the subcommand it follows; the program itself has none.
  return new Command('logos')
    .enablePositionalOptions()
    .description('brand logo service: serve, import, render and discover logos')
    .addCommand(serveCommand())
    .addCommand(importCommand())
    .addCommand(brandCommand())
    .addCommand(logoCommand())
    .addCommand(merchantCommand())
    .addCommand(mcpCommand())
    .addCommand(buildCommand())
    .addCommand(catalogCommand())
    .addCommand(coverageCommand())
    .addCommand(discoverCommand())
    .addCommand(accountsCommand())
    .addCommand(keysCommand())
    .addCommand(reportsCommand())
    .addCommand(backupCommand())
    .addCommand(usageCommand())
    .addCommand(edgeCommand());
}
