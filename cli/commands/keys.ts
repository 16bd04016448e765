// `logos keys create|list|revoke`: API keys; each runs from cli/run/keys.ts, loaded then.
import { Command } from 'commander';
import type { JsonOption } from '../options.ts';

export function keysCommand(): Command {
  const keys = new Command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key for an account and print it once')
    .requiredOption('--account <id|email>', 'the owning account')
    .option('--name <name>', 'a name to recognise the key by')
    .option('--json', 'print as JSON')
    .action(async (raw: JsonOption & { account: string; name?: string }) => (await import('../run/keys.ts')).createKey(raw));
  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--account <id|email>', 'only this account\'s keys')
    .option('--json', 'print as JSON')
    .action(async (raw: JsonOption & { account?: string }) => (await import('../run/keys.ts')).listKeys(raw));
  keys
    .command('revoke')
    .description('revoke an API key; it stops working on the next request')
    .argument('<key-id>', 'the key id, e.g. key_…')
    .option('--json', 'print as JSON')
    .action(async (id: string, raw: JsonOption) => (await import('../run/keys.ts')).revokeKey(id, raw));
  return keys;
}
