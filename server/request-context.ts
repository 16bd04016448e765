// Types shared by the Hono app, its middleware and routes: who is calling, as decided by the access gate.
import type { Account, ApiKeyRecord } from '../state/types.ts';

export type Caller =
  | { kind: 'key'; account: Account; key: ApiKeyRecord; ip: string }
  | { kind: 'anonymous'; via: 'origin' | 'local' | 'open'; ip: string };

export interface AppEnv {
  Variables: { caller: Caller; responseHeaders?: Record<string, string> };
}
