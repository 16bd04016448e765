// What every dashboard route shares: dependencies, the clock, limits, and the per-request session.
import type { Account } from '../../state/types.ts';
import type { Deps } from '../deps.ts';
import type { SignInAttempts } from './sign-in-attempts.ts';
import type { StaticAssets } from './static-assets.ts';

export interface ActiveSession {
  /** The session id from the cookie; only its SHA-256 is stored. */
  id: string;
  account: Account;
  expiresAt: number;
}

export interface DashboardEnv {
  Variables: { session: ActiveSession; sessionId: string | undefined; anonId: string | undefined };
}

export interface DashboardContext {
  deps: Deps;
  now: () => number;
  ttlMs: number;
  /** Sign-in and sign-up attempts by client IP, (email, IP) and email. */
  attempts: SignInAttempts;
  assets: StaticAssets;
}
