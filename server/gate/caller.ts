// Who may call the keyed routes that change something: an API key's account, or an operator's (ADMIN_EMAILS).
import type { Account, ApiKeyRecord } from '../../state/types.ts';
import type { Caller } from './request-context.ts';
import { ApiError } from '../http/errors.ts';

export function keyedCaller(caller: Caller | undefined, what: string): { account: Account; key: ApiKeyRecord } {
  if (caller?.kind !== 'key') throw new ApiError(401, 'UNAUTHORIZED', `${what} needs an API key; a trusted origin alone is not enough`);
  return caller;
}

export function adminCaller(caller: Caller | undefined, adminEmails: readonly string[], what: string): { account: Account; key: ApiKeyRecord } {
  const keyed = keyedCaller(caller, what);
  if (!adminEmails.includes(keyed.account.email.toLowerCase())) throw new ApiError(403, 'FORBIDDEN', `${what} is for operators: ${keyed.account.email} is not in ADMIN_EMAILS`);
  return keyed;
}
