// `logos accounts create|list`: accounts and their plans (the password has its own file).
import { z } from 'zod';
import { loadPlans } from '../../server/gate/plans.ts';
import { print, withState } from '../context.ts';
import { parseOptions } from '../options.ts';

const createSchema = z.object({
  email: z.string().trim().email({ error: (issue) => `--email must be an email address, got ${JSON.stringify(issue.input)}` }),
  plan: z.string().min(1),
  json: z.boolean().default(false),
});
const listSchema = z.object({ json: z.boolean().default(false) });

export async function createAccount(raw: unknown): Promise<void> {
  const options = parseOptions(createSchema, raw);
  const account = await withState(async (side) => {
    const { plans } = loadPlans(side.config.plansFile);
    if (!plans[options.plan]) throw new Error(`--plan must be one of ${Object.keys(plans).join(', ')}, got ${JSON.stringify(options.plan)}`);
    return (await side.state()).accounts.createAccount(options.email, options.plan);
  });
  print(account, options.json, () => `created account ${account.id} for ${account.email} on plan ${account.plan}`);
}

export async function listAccounts(raw: unknown): Promise<void> {
  const options = parseOptions(listSchema, raw);
  const list = await withState(async (side) => (await side.state()).accounts.accounts());
  print(list, options.json, () => list.map((a) => `${a.id}  ${a.email}  ${a.plan}  ${a.createdAt}`).join('\n') || 'no accounts');
}
