// Types shared by the Hono app, its middleware and routes: who is calling, as decided by the access gate.
import type { Account, ApiKeyRecord } from '../state/types.ts';

export type Caller =
  | { kind: 'key'; account: Account; key: ApiKeyRecord; ip: string }
  | { kind: 'anonymous'; via: 'origin' | 'local' | 'open'; ip: string }
  /** A signed-in dashboard user acting from a page (a report from the brand page): limited and counted as its account. */
  | { kind: 'session'; account: Account; ip: string };

/** Who the /v1 gate admits: a key or no key; a session never passes it. */
export type GateCaller = Exclude<Caller, { kind: 'session' }>;

export interface AppEnv {
  Variables: { caller: Caller; responseHeaders?: Record<string, string> };
}
