// Listing, registering and removing an account's own web origins: the one place the API's routes and the dashboard's
// page call. A key-less page of a registered origin is then served as the account (server/gate/access.ts).
import type { Account, AccountOrigin } from '../../state/types.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { maxOriginsOf } from '../gate/plans.ts';
import { originMatcher, parseAccountOrigin } from '../gate/trusted-origins.ts';

export async function listOrigins(deps: Deps, account: Account): Promise<{ origins: AccountOrigin[]; limit: number }> {
  return { origins: await deps.state.origins.list(account.id), limit: maxOriginsOf(deps.plans.plans[account.plan]) };
}

/** The normalised origin of the `origin` parameter, or a 400 INVALID_ORIGIN naming it. */
export function originParam(asked: string | undefined): string {
  if (asked === undefined || asked === '') throw new ApiError(400, 'INVALID_ORIGIN', 'origin is required: a scheme and host like https://app.example.com');
  const parsed = parseAccountOrigin(asked);
  if ('problem' in parsed) throw new ApiError(400, 'INVALID_ORIGIN', `origin ${parsed.problem}`);
  return parsed.origin;
}

/** Registers the origin for the account; 'exists' when the account had it already. */
export async function addOrigin(deps: Deps, account: Account, asked: string | undefined): Promise<{ origin: AccountOrigin; created: boolean }> {
  const origin = originParam(asked);
  // The operator's list stays anonymous; an account claiming one of its pages would count them to itself. A wildcard
  // is checked through one of the subdomains it covers.
  if (originMatcher(deps.config.trustedOrigins)(origin.replace('://*.', '://any.'))) {
    throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} is trusted for every caller by TRUSTED_ORIGINS, so its pages stay anonymous`);
  }
  const entry: AccountOrigin = { accountId: account.id, origin, createdAt: new Date().toISOString() };
  const max = maxOriginsOf(deps.plans.plans[account.plan]);
  const outcome = await deps.state.origins.add(entry, max);
  if (outcome === 'taken') throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} is registered by another account; an origin belongs to one account`);
  if (outcome === 'limit') throw new ApiError(403, 'PLAN_LIMIT_REACHED', `the ${account.plan} plan allows ${max} origins; remove one before adding ${origin}`);
  if (outcome === 'exists') return { origin: (await deps.state.origins.list(account.id)).find((o) => o.origin === origin) ?? entry, created: false };
  return { origin: entry, created: true };
}

/** Removes the origin: its key-less pages are anonymous again (and refused unless TRUSTED_ORIGINS lists them). */
export async function removeOrigin(deps: Deps, account: Account, asked: string | undefined): Promise<AccountOrigin> {
  const origin = originParam(asked);
  const removed = await deps.state.origins.remove(account.id, origin);
  if (!removed) throw new ApiError(404, 'ORIGIN_NOT_FOUND', `origin ${origin}: this account has not registered it`);
  return removed;
}
