// `logos accounts unlock <email>`: forgives the wrong passwords counted against an account's email, for the owner
// whose new browser is told to wait while someone keeps guessing; every origin sharing state reads the mark.
import { unlockSignIn } from '../../state/sign-in-unlock.ts';
import { withState } from '../context.ts';
import type { JsonOption } from '../options.ts';
import { print } from '../output.ts';

export async function unlockAccount(email: string, options: JsonOption): Promise<void> {
  const account = await withState(async (side) => {
    const { accounts, settings } = await side.state();
    const found = await accounts.account(email);
    if (!found) throw new Error(`no account has the email or id ${email}`);
    await unlockSignIn(settings, found.email, Date.now());
    return found;
  });
  print({ id: account.id, email: account.email, unlocked: true }, options.json === true, () => `sign-in of ${account.email} unlocked: the wrong passwords counted against it are forgiven on every origin`);
}
