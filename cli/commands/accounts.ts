// `logos accounts create|list|password`: accounts and their plans (password lives in its own file).
import { Command } from 'commander';
import { z } from 'zod';
import { loadPlans } from '../../server/gate/plans.ts';
import { print, withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { accountsPasswordCommand } from './accounts-password.ts';

const createSchema = z.object({
  email: z.string().trim().email({ error: (issue) => `--email must be an email address, got ${JSON.stringify(issue.input)}` }),
  plan: z.string().min(1),
  json: z.boolean().default(false),
});
const listSchema = z.object({ json: z.boolean().default(false) });

export function accountsCommand(): Command {
  const accounts = new Command('accounts').description('manage accounts');
  accounts
    .command('create')
    .description('create an account on a plan')
    .requiredOption('--email <email>', 'the account owner\'s email')
    .option('--plan <plan>', 'plan name (see docs/access.md, plans and limits)', 'free')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(createSchema, raw);
      const account = await withRoot(async (root) => {
        const { plans } = loadPlans(root.config.plansFile);
        if (!plans[options.plan]) throw new Error(`--plan must be one of ${Object.keys(plans).join(', ')}, got ${JSON.stringify(options.plan)}`);
        return (await root.state()).accounts.createAccount(options.email, options.plan);
      });
      print(account, options.json, () => `created account ${account.id} for ${account.email} on plan ${account.plan}`);
    });
  accounts
    .command('list')
    .description('list accounts')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => {
      const options = parseOptions(listSchema, raw);
      const list = await withRoot(async (root) => (await root.state()).accounts.accounts());
      print(list, options.json, () => list.map((a) => `${a.id}  ${a.email}  ${a.plan}  ${a.createdAt}`).join('\n') || 'no accounts');
    });
  accounts.addCommand(accountsPasswordCommand());
  return accounts;
}

// Its home is cli/options.ts; re-exported for commands that still import it from here.
