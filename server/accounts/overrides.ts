// Listing, setting and removing an account's own logos: the one place the API's routes and the dashboard's page call.
import { createHash } from 'node:crypto';
import type { DecodedImage } from '../../pipeline/discovery/image/decode.ts';
import { CONTENT_TYPES } from '../../pipeline/formats.ts';
import type { Account, LogoOverride } from '../../state/types.ts';
import type { Deps } from '../deps.ts';
import { domainFromParam } from '../http/domain-param.ts';
import { ApiError } from '../http/errors.ts';
import { maxOverridesOf } from '../gate/plans.ts';
import { OVERRIDE_WINDOW_DAYS } from '../usage/requested-domains.ts';

export async function listOverrides(deps: Deps, account: Account): Promise<{ overrides: LogoOverride[]; limit: number }> {
  return { overrides: await deps.state.overrides.list(account.id), limit: maxOverridesOf(deps.plans.plans[account.plan]) };
}

/** The brand's primary domain of what was asked (any spelling or alias), or a 400 INVALID_DOMAIN naming it. */
export function overrideDomain(deps: Deps, asked: string | undefined): string {
  const domain = domainFromParam(asked);
  return deps.catalog.resolveDomain(domain) ?? domain;
}

/**
 * Stores `image` as the account's logo of the domain, replacing its earlier one. The domain is checked before the
 * image is read, so a refused domain costs no decoding.
 */
export async function setOverride(deps: Deps, account: Account, asked: string | undefined, image: () => Promise<DecodedImage>): Promise<LogoOverride> {
  const domain = overrideDomain(deps, asked);
  if (!(await deps.requestedDomains.askedWithin(account.id, domain, OVERRIDE_WINDOW_DAYS))) {
    throw new ApiError(400, 'DOMAIN_NOT_REQUESTED', `domain ${domain}: none of this account's keys has requested its logo in the last ${OVERRIDE_WINDOW_DAYS} days; an override is only for a domain the account uses (request its logo once, then upload)`);
  }
  const logo = await image();
  const contentHash = createHash('sha256').update(logo.stored).digest('hex');
  const owner = createHash('sha256').update(account.id).digest('hex').slice(0, 16);
  const override: LogoOverride = {
    accountId: account.id,
    domain,
    storageKey: `overrides/${owner}/${domain}-${contentHash.slice(0, 12)}.${logo.format}`,
    contentHash,
    format: logo.format,
    width: logo.width,
    height: logo.height,
    createdAt: new Date().toISOString(),
  };
  const previous = (await deps.state.overrides.list(account.id)).find((o) => o.domain === domain);
  await deps.storage.put(override.storageKey, logo.stored, { contentType: CONTENT_TYPES[logo.format] });
  const max = maxOverridesOf(deps.plans.plans[account.plan]);
  if ((await deps.state.overrides.put(override, max)) === 'limit') {
    if (override.storageKey !== previous?.storageKey) await deps.storage.delete(override.storageKey);
    throw new ApiError(403, 'PLAN_LIMIT_REACHED', `the ${account.plan} plan allows overrides of ${max} domains; remove one before adding ${domain}`);
  }
  deps.overrides.noteStored(override);
  if (previous && previous.storageKey !== override.storageKey) await deps.storage.delete(previous.storageKey);
  return override;
}

/** Removes the account's logo of the domain; its keys are served the public logo again. */
export async function removeOverride(deps: Deps, account: Account, asked: string | undefined): Promise<LogoOverride> {
  const domain = overrideDomain(deps, asked);
  const removed = await deps.state.overrides.remove(account.id, domain);
  if (!removed) throw new ApiError(404, 'OVERRIDE_NOT_FOUND', `domain ${domain}: this account has no override of it`);
  deps.overrides.noteRemoved(account.id, domain);
  await deps.storage.delete(removed.storageKey);
  return removed;
}

/** The account's own override of a domain, if it has one (the dashboard's preview). */
export async function overrideOf(deps: Deps, account: Account, asked: string | undefined): Promise<LogoOverride | undefined> {
  const domain = overrideDomain(deps, asked);
  return (await deps.state.overrides.list(account.id)).find((o) => o.domain === domain);
}
