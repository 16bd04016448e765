// Routes that act for an account (its usage, refreshes, webhooks) need a key: a trusted origin has no account.
import type { Context } from 'hono';
import type { AppEnv, Caller } from './request-context.ts';
import { ApiError } from '../http/errors.ts';

export type KeyCaller = Extract<Caller, { kind: 'key' }>;

export function keyedCaller(c: Context<AppEnv>, route: string): KeyCaller {
  const caller = c.get('caller');
  if (caller?.kind !== 'key') throw new ApiError(401, 'UNAUTHORIZED', `${route} needs an API key; a trusted origin alone is not enough`);
  return caller;
}
