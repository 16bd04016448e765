// Types shared by the Hono app, its middleware and routes: who is calling, as decided by the access gate.
import type { Account, ApiKeyRecord } from '../../state/types.ts';

export type Caller =
  | { kind: 'key'; account: Account; key: ApiKeyRecord; ip: string }
  /** A key-less page of an origin the account registered (/v1/origins): counted, limited and served as the account. */
  | { kind: 'site'; account: Account; origin: string; ip: string }
  | { kind: 'anonymous'; via: 'origin' | 'local' | 'open'; ip: string }
  /** A signed-in dashboard user acting from a page (a report from the brand page): limited and counted as its account. */
  | { kind: 'session'; account: Account; ip: string };

/** Who the /v1 gate admits: a key, a registered site or no key; a session never passes it. */
export type GateCaller = Exclude<Caller, { kind: 'session' }>;

/** A caller acting for an account: one of its keys, one of its registered origins, or its dashboard session. */
export type AccountCaller = Extract<Caller, { account: Account }>;

export const isAccountCaller = (caller: Caller): caller is AccountCaller => caller.kind !== 'anonymous';

export interface AppEnv {
  Variables: { caller: Caller; responseHeaders?: Record<string, string> };
}
