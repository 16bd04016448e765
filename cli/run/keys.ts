// `logos keys create|list|revoke`: API keys; the full key is printed once, at creation, and never stored.
import { z } from 'zod';
import type { ApiKeyRecord } from '../../state/types.ts';
import { print, withState, type StateSide } from '../context.ts';
import { parseOptions } from '../options.ts';

const createSchema = z.object({ account: z.string().min(1), name: z.string().min(1).max(100).default('default'), json: z.boolean().default(false) });
const listSchema = z.object({ account: z.string().optional(), json: z.boolean().default(false) });
const revokeSchema = z.object({ json: z.boolean().default(false) });

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

export async function createKey(raw: unknown): Promise<void> {
  const options = parseOptions(createSchema, raw);
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

export async function listKeys(raw: unknown): Promise<void> {
  const options = parseOptions(listSchema, raw);
  const list = await withState((side) => keysOf(side, options.account));
  print(list, options.json, () => list.map(describe).join('\n') || 'no keys');
}

export async function revokeKey(id: string, raw: unknown): Promise<void> {
  const options = parseOptions(revokeSchema, raw);
  const key = await withState(async (side) => (await side.state()).accounts.revokeKey(id));
  print(key, options.json, () => `revoked ${key.id} at ${key.revokedAt}`);
}
