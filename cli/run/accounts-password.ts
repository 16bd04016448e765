// `logos accounts password <email>`: sets or resets the dashboard password of an account and ends its sessions.
import type { ReadStream } from 'node:tty';
import { z } from 'zod';
import { checkPasswordRules } from '../../state/passwords.ts';
import { withState } from '../context.ts';
import { print } from '../output.ts';
import { firstLineOf, promptHidden } from '../read-secret.ts';
import { parseOptions } from '../options.ts';

const optionsSchema = z.object({ passwordStdin: z.boolean().default(false), json: z.boolean().default(false) });

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return firstLineOf(process.stdin);
  if (!process.stdin.isTTY) throw new Error('standard input is not a terminal: pass --password-stdin to read the password from it');
  const stdin = process.stdin as ReadStream;
  const password = await promptHidden('New password: ', stdin, process.stderr);
  if ((await promptHidden('Repeat it: ', stdin, process.stderr)) !== password) throw new Error('the two passwords differ; nothing was changed');
  return password;
}

export async function setPassword(email: string, raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const password = await readPassword(options.passwordStdin);
  checkPasswordRules(password);
  const account = await withState(async (side) => {
    const { accounts, passwords, sessions } = await side.state();
    const found = await accounts.account(email);
    if (!found) throw new Error(`no account has the email or id ${email}`);
    await passwords.set(found.id, password);
    // A reset is often because the password leaked: whoever used it is signed out too.
    await sessions.endAllOf(found.id);
    return found;
  });
  print({ id: account.id, email: account.email, passwordSet: true }, options.json, () => `password set for ${account.email}; its dashboard sessions were ended`);
}
