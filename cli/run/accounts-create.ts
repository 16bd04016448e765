// `logos accounts create`: an account on one of the configured plans (PLANS_FILE, or the built-in ones).
import { z } from 'zod';
import { loadConfig } from '../../server/config/index.ts';
import { loadPlans } from '../../server/gate/plans.ts';
import { withState } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const createSchema = z.object({
  email: z.string().trim().email({ error: (issue) => `--email must be an email address, got ${JSON.stringify(issue.input)}` }),
  plan: z.string().min(1),
  json: z.boolean().default(false),
});

export async function createAccount(raw: unknown): Promise<void> {
  const options = parseOptions(createSchema, raw);
  const { plans } = loadPlans(loadConfig().plansFile);
  if (!plans[options.plan]) throw new Error(`--plan must be one of ${Object.keys(plans).join(', ')}, got ${JSON.stringify(options.plan)}`);
  const account = await withState(async (side) => (await side.state()).accounts.createAccount(options.email, options.plan));
  print(account, options.json, () => `created account ${account.id} for ${account.email} on plan ${account.plan}`);
}
