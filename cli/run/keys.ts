// `logos keys create|list|revoke`: API keys; the full key is printed once, at creation, and never stored.
// Its options are checked without a schema, so `keys list` loads no zod.
import type { ApiKeyRecord } from '../../state/types.ts';
import { withState, type StateSide } from '../context.ts';
import type { JsonOption } from '../options.ts';
import { print } from '../output.ts';

const MAX_KEY_NAME = 100;

/** --name: 1 to MAX_KEY_NAME characters, `default` when not given. */
function keyName(name = 'default'): string {
  if (name.length === 0 || name.length > MAX_KEY_NAME) throw new Error(`--name must be 1 to ${MAX_KEY_NAME} characters, got ${name.length}`);
  return name;
}

const describe = (key: ApiKeyRecord) =>
  `${key.id}  ${key.prefix}…  ${key.name}  created ${key.createdAt}  last used ${key.lastUsedAt ?? 'never'}  ${key.revokedAt ? `revoked ${key.revokedAt}` : 'active'}`;

/** The keys of one account (by id or email), or every key; from state alone. */
export async function keysOf(side: Pick<StateSide, 'state'>, accountIdOrEmail: string | undefined): Promise<ApiKeyRecord[]> {
  const { accounts } = await side.state();
  if (accountIdOrEmail === undefined) return accounts.keys();
  const account = await accounts.account(accountIdOrEmail);
  if (!account) throw new Error(`no account has the id or email ${accountIdOrEmail}`);
  return accounts.keys(account.id);
}

export async function createKey(raw: JsonOption & { account: string; name?: string }): Promise<void> {
  const options = { account: raw.account, name: keyName(raw.name), json: raw.json === true };
  const created = await withState(async (side) => {
    const { accounts } = await side.state();
    const account = await accounts.account(options.account);
    if (!account) throw new Error(`no account has the id or email ${options.account}`);
    return accounts.createKey(account.id, options.name);
  });
  print({ ...created.record, key: created.key }, options.json, () =>
    [`created ${created.record.id} (${created.record.name})`, '', `  ${created.key}`, '', 'This is the only time the key is shown; store it now.'].join('\n'),
  );
}

export async function listKeys(options: JsonOption & { account?: string }): Promise<void> {
  const list = await withState((side) => keysOf(side, options.account));
  print(list, options.json === true, () => list.map(describe).join('\n') || 'no keys');
}

export async function revokeKey(id: string, options: JsonOption): Promise<void> {
  const key = await withState(async (side) => (await side.state()).accounts.revokeKey(id));
  print(key, options.json === true, () => `revoked ${key.id} at ${key.revokedAt}`);
}
