// `logos keys create|list|revoke`: API keys; the full key is printed once, at creation, and never stored.
import { Command } from 'commander';
import { z } from 'zod';
import type { Root } from '../../server/root.ts';
import type { ApiKeyRecord } from '../../state/types.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';

const createSchema = z.object({ account: z.string().min(1), name: z.string().min(1).max(100).default('default'), json: z.boolean().default(false) });
const listSchema = z.object({ account: z.string().optional(), json: z.boolean().default(false) });
const revokeSchema = z.object({ json: z.boolean().default(false) });

const describe = (key: ApiKeyRecord) =>
  `${key.id}  ${key.prefix}…  ${key.name}  created ${key.createdAt}  last used ${key.lastUsedAt ?? 'never'}  ${key.revokedAt ? `revoked ${key.revokedAt}` : 'active'}`;

/** The keys of one account (by id or email), or every key; from state alone. */
export async function keysOf(root: Root, accountIdOrEmail: string | undefined): Promise<ApiKeyRecord[]> {
  const { accounts } = await root.state();
  if (accountIdOrEmail === undefined) return accounts.keys();
  const account = await accounts.account(accountIdOrEmail);
  if (!account) throw new Error(`no account has the id or email ${accountIdOrEmail}`);
  return accounts.keys(account.id);
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('manage API keys');
  keys
    .command('create')
    .description('create an API key for an account and print it once')
    .requiredOption('--account <id|email>', 'the owning account')
    .option('--name <name>', 'a name to recognise the key by')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(createSchema, raw);
      const created = await withRoot(async (root) => {
        const { accounts } = await root.state();
        const account = await accounts.account(options.account);
        if (!account) throw new Error(`no account has the id or email ${options.account}`);
        return accounts.createKey(account.id, options.name);
      });
      print({ ...created.record, key: created.key }, options.json, () =>
        [`created ${created.record.id} (${created.record.name})`, '', `  ${created.key}`, '', 'This is the only time the key is shown; store it now.'].join('\n'),
      );
    });
  keys
    .command('list')
    .description('list API keys (never the keys themselves)')
    .option('--account <id|email>', 'only this account\'s keys')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(listSchema, raw);
      const list = await withRoot((root) => keysOf(root, options.account));
      print(list, options.json, () => list.map(describe).join('\n') || 'no keys');
    });
  keys
    .command('revoke')
    .description('revoke an API key; it stops working on the next request')
    .argument('<key-id>', 'the key id, e.g. key_…')
    .option('--json', 'print as JSON')
    .action(async (id: string, raw: unknown) => {
      const options = parseOptions(revokeSchema, raw);
      const key = await withRoot(async (root) => (await root.state()).accounts.revokeKey(id));
      print(key, options.json, () => `revoked ${key.id} at ${key.revokedAt}`);
    });
  return keys;
}
