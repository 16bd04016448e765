// `logos accounts create|list|password|unlock`: accounts and their plans; each runs from cli/run/accounts*.ts, loaded then.
import { Command } from 'commander';
import type { JsonOption } from '../options.ts';

export function accountsCommand(): Command {
  const accounts = new Command('accounts').description('manage accounts');
  accounts
    .command('create')
    .description('create an account on a plan')
    .requiredOption('--email <email>', 'the account owner\'s email')
    .option('--plan <plan>', 'plan name (see docs/access.md, plans and limits)', 'free')
    .option('--json', 'print as JSON')
    .action(async (raw: unknown) => (await import('../run/accounts-create.ts')).createAccount(raw));
  accounts
    .command('list')
    .description('list accounts')
    .option('--json', 'print as JSON')
    .action(async (raw: JsonOption) => (await import('../run/accounts.ts')).listAccounts(raw));
  accounts
    .command('password')
    .description('set or reset the dashboard password of an account; signs it out everywhere')
    .argument('<email>', 'the account\'s email (or id)')
    .option('--password-stdin', 'read the password from the first line of standard input (for scripts)')
    .option('--json', 'print as JSON')
    .action(async (email: string, raw: unknown) => (await import('../run/accounts-password.ts')).setPassword(email, raw));
  accounts
    .command('unlock')
    .description('forgive the wrong passwords counted against an account\'s email, so its sign-in may be tried at once on every origin')
    .argument('<email>', 'the account\'s email (or id)')
    .option('--json', 'print as JSON')
    .action(async (email: string, raw: JsonOption) => (await import('../run/accounts-unlock.ts')).unlockAccount(email, raw));
  return accounts;
}
