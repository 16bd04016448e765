// `logos accounts list`: every account and its plan, from state alone (creating one and its password have files of
// their own, which load the option and plan schemas).
import { withState } from '../context.ts';
import type { JsonOption } from '../options.ts';
import { print } from '../output.ts';

export async function listAccounts(options: JsonOption): Promise<void> {
  const list = await withState(async (side) => (await side.state()).accounts.accounts());
  print(list, options.json === true, () => list.map((a) => `${a.id}  ${a.email}  ${a.plan}  ${a.createdAt}`).join('\n') || 'no accounts');
}
