// Turns "a brand's logo changed" into one queued delivery per webhook of every account that asked for the brand in the
// last INTEREST_WINDOW_DAYS (server/usage/requested-domains.ts), and wakes the delivery worker.
import type { WebhooksStore } from '../../state/types.ts';
import { INTEREST_WINDOW_DAYS, type RequestedDomains } from '../usage/requested-domains.ts';

export const LOGO_CHANGED = 'logo.changed';

export interface LogoChangedNotice {
  id: string;
  event: typeof LOGO_CHANGED;
  domain: string;
  updatedAt: string;
  /** Paths on this service: the logo with a new cache-busting token, and the brand record. */
  logo: string;
  brand: string;
}

export function logoChangedPayload(deliveryId: string, domain: string, at: Date): LogoChangedNotice {
  return {
    id: deliveryId,
    event: LOGO_CHANGED,
    domain,
    updatedAt: at.toISOString(),
    logo: `/v1/${domain}?v=${at.getTime().toString(36)}`,
    brand: `/v1/brand/${domain}`,
  };
}

export function createLogoNotices(options: { store: WebhooksStore; requested: Pick<RequestedDomains, 'accountsWithin'>; wake: () => void }) {
  return async function logoChanged(domain: string, at: Date): Promise<number> {
    const accounts = await options.requested.accountsWithin(domain, INTEREST_WINDOW_DAYS, at);
    if (accounts.length === 0) return 0;
    const queued = await options.store.enqueueForAccounts(accounts, domain, (id) => JSON.stringify(logoChangedPayload(id, domain, at)), at);
    if (queued > 0) options.wake();
    return queued;
  };
}
