// Listing, registering, proving and removing an account's own web origins: the one place the API's routes and the
// dashboard's page call. A key-less page of a proven origin is then served as the account (server/gate/access.ts).
import type { Account, AccountOrigin } from '../../state/types.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { maxOriginsOf } from '../gate/plans.ts';
import { hostOfOrigin, originMatcher, parseAccountOrigin, registrationProblem } from '../gate/trusted-origins.ts';
import { challengeOf, newProofToken, type Challenge } from './origin-proof.ts';

export async function listOrigins(deps: Deps, account: Account): Promise<{ origins: AccountOrigin[]; limit: number }> {
  return { origins: await deps.state.origins.list(account.id, new Date()), limit: maxOriginsOf(deps.plans.plans[account.plan]) };
}

/** The normalised origin of the `origin` parameter, or a 400 INVALID_ORIGIN naming it. */
export function originParam(asked: string | undefined): string {
  if (asked === undefined || asked === '') throw new ApiError(400, 'INVALID_ORIGIN', 'origin is required: a scheme and host like https://app.example.com');
  const parsed = parseAccountOrigin(asked);
  if ('problem' in parsed) throw new ApiError(400, 'INVALID_ORIGIN', `origin ${parsed.problem}`);
  return parsed.origin;
}

/** An origin the account may claim, or the ApiError saying why not. */
function claimableOrigin(deps: Deps, asked: string | undefined): string {
  const origin = originParam(asked);
  const problem = registrationProblem(origin, deps.config.publicUrl && hostOfOrigin(deps.config.publicUrl));
  if (problem?.kind === 'public-suffix') throw new ApiError(400, 'ORIGIN_PUBLIC_SUFFIX', `origin ${origin} ${problem.problem}`);
  if (problem?.kind === 'own') throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} ${problem.problem}`);
  if (problem) throw new ApiError(400, 'INVALID_ORIGIN', `origin ${origin} ${problem.problem}`);
  // The operator's list stays anonymous; an account claiming one of its pages would count them to itself. A wildcard
  // is checked through one of the subdomains it covers.
  if (originMatcher(deps.config.trustedOrigins)(origin.replace('://*.', '://any.'))) {
    throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} is trusted for every caller by TRUSTED_ORIGINS, so its pages stay anonymous`);
  }
  return origin;
}

/**
 * Claims the origin for the account, unproven: the answer carries the token, shown this once, and where to put it.
 * An origin the account holds already answers as it is, without a token.
 */
export async function addOrigin(deps: Deps, account: Account, asked: string | undefined): Promise<{ origin: AccountOrigin; created: boolean; challenge?: Challenge & { token: string } }> {
  const origin = claimableOrigin(deps, asked);
  const now = new Date();
  const { token, hash } = newProofToken();
  const expiresAt = new Date(now.getTime() + deps.config.originClaimTtlSeconds * 1000).toISOString();
  const entry: AccountOrigin = { accountId: account.id, origin, createdAt: now.toISOString(), tokenHash: hash, verifiedAt: null, proof: null, expiresAt };
  const max = maxOriginsOf(deps.plans.plans[account.plan]);
  const outcome = await deps.state.origins.add(entry, max, now);
  if (outcome === 'taken') throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} is proven by another account; an origin belongs to one account`);
  if (outcome === 'limit') throw new ApiError(403, 'PLAN_LIMIT_REACHED', `the ${account.plan} plan allows ${max} origins; remove one before adding ${origin}`);
  if (outcome === 'exists') return { origin: (await deps.state.origins.list(account.id, now)).find((o) => o.origin === origin) ?? entry, created: false };
  return { origin: entry, created: true, challenge: { token, ...challengeOf(origin, token) } };
}

/** Looks for the account's proof of the origin now; the proven origin, or a 409 ORIGIN_NOT_PROVEN saying what was found. */
export async function proveOrigin(deps: Deps, account: Account, asked: string | undefined): Promise<AccountOrigin> {
  const origin = originParam(asked);
  const notHeld = () => new ApiError(404, 'ORIGIN_NOT_FOUND', `origin ${origin}: this account has not registered it, or its claim lapsed unproven`);
  const claim = (await deps.state.origins.list(account.id, new Date())).find((o) => o.origin === origin);
  if (!claim) throw notHeld();
  if (claim.verifiedAt !== null) return claim;
  if (claim.tokenHash === null) throw new ApiError(409, 'ORIGIN_NOT_PROVEN', `origin ${origin} has no token to prove it with; remove it and register it again`);
  const found = await deps.siteProof.check(origin, claim.tokenHash);
  if ('problems' in found) {
    const { dns, file } = challengeOf(origin);
    throw new ApiError(409, 'ORIGIN_NOT_PROVEN', `origin ${origin} is not proven: publish the token as TXT "${dns.value}" at ${dns.name} or serve it at ${file.url} (${found.problems.join('; ')})`);
  }
  const now = new Date();
  const outcome = await deps.state.origins.prove(account.id, origin, found.proof, now);
  if (outcome === 'taken') throw new ApiError(409, 'ORIGIN_TAKEN', `origin ${origin} was proven by another account first`);
  if (outcome === 'missing') throw notHeld();
  return { ...claim, verifiedAt: now.toISOString(), proof: found.proof, expiresAt: null };
}

/** Removes the origin: its key-less pages are anonymous again (and refused unless TRUSTED_ORIGINS lists them). */
export async function removeOrigin(deps: Deps, account: Account, asked: string | undefined): Promise<AccountOrigin> {
  const origin = originParam(asked);
  const removed = await deps.state.origins.remove(account.id, origin);
  if (!removed) throw new ApiError(404, 'ORIGIN_NOT_FOUND', `origin ${origin}: this account has not registered it`);
  return removed;
}
