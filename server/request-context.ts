// Types shared by the Hono app, its middleware and routes: who is calling, as decided by the access gate.
import type { Account, ApiKeyRecord } from '../state/types.ts';

export type Caller =
  | { kind: 'key'; account: Account; key: ApiKeyRecord; ip: string }
  /** A key-less page of an origin the account registered (/v1/origins): counted, limited and served as the account. */
  | { kind: 'site'; account: Account; origin: string; ip: string }
  | { kind: 'anonymous'; via: 'origin' | 'local' | 'open'; ip: string };

/** A caller acting for an account, through one of its keys or from one of its registered origins. */
export type AccountCaller = Extract<Caller, { account: Account }>;

export const isAccountCaller = (caller: Caller): caller is AccountCaller => caller.kind !== 'anonymous';

export interface AppEnv {
  Variables: { caller: Caller; responseHeaders?: Record<string, string> };
}
