// The access decision of every /v1 request: a valid API key, or a trusted Origin/Referer (a configured host, or with
// the storefront on, a page of this origin itself), or (if allowed) the machine itself, never through a proxy.
// A plain function: the Hono middleware (middleware/access.ts), the edge's auth_request and the hot path call it.
import { isWellFormedKey } from '../../state/keys.ts';
import type { AccountsStore } from '../../state/types.ts';
import { clientIpOf, forwarded, isLoopback } from '../client-ip.ts';
import type { GateCaller } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { untrustedProxyWarning } from '../open-access.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import { originMatcher } from '../trusted-origins.ts';
import type { GateRequest } from './request.ts';

export interface AccessOptions {
  accounts: AccountsStore;
  trustedOrigins: readonly string[];
  trustedProxies: ProxyTrust;
  localAccess: boolean;
  /** The storefront page at / searches and shows logos from the browser, so the origin's own pages pass the gate. */
  storefront: boolean;
  logger?: Logger;
}

/** Who is calling; throws ApiError 401 for a refused request. A promise only when a key must be looked up. */
export type AccessDecision = (request: GateRequest) => GateCaller | Promise<GateCaller>;

export function createAccessDecision(options: AccessOptions): AccessDecision {
  const { accounts, trustedProxies, localAccess, storefront } = options;
  const isTrusted = originMatcher(options.trustedOrigins);
  let warnedOfProxy = false;
  const noticeForwarded = (request: GateRequest) => {
    if (warnedOfProxy || !forwarded(request)) return;
    const peer = request.peer;
    if (trustedProxies.trusts(peer)) return;
    warnedOfProxy = true;
    options.logger?.warn(untrustedProxyWarning(peer));
  };
  const fromTrustedPage = (request: GateRequest) => {
    const source = request.header('origin') ?? request.header('referer');
    return isTrusted(source) || (storefront && fromOwnPage(source, request.url));
  };
  const lookedUp = async (presented: string, ip: string): Promise<GateCaller> => {
    const owner = await accounts.ownerOf(presented);
    if (!owner) throw refuseKey();
    return { kind: 'key', account: owner.account, key: owner.key, ip };
  };

  // Not async: a memoised key and key-less calls decide synchronously; only a key the memo does not know waits for
  // the state database.
  return function decideAccess(request) {
    const ip = clientIpOf(request.peer, request, trustedProxies);
    noticeForwarded(request);
    const presented = presentedKey(request.header('authorization'), request.header('x-api-key'));
    if (presented !== undefined) {
      if (!isWellFormedKey(presented)) throw refuseKey();
      const owner = accounts.memoisedOwner(presented);
      if (owner === undefined) return lookedUp(presented, ip);
      if (owner === null) throw refuseKey();
      return { kind: 'key', account: owner.account, key: owner.key, ip };
    }
    if (fromTrustedPage(request)) return { kind: 'anonymous', via: 'origin', ip };
    // A proxy on this machine connects from loopback for every internet client; its headers give it away.
    if (localAccess && isLoopback(ip) && !forwarded(request)) return { kind: 'anonymous', via: 'local', ip };
    throw new ApiError(401, 'UNAUTHORIZED', 'send an API key in "Authorization: Bearer la_…" or "X-API-Key: la_…", or call from a trusted origin');
  };
}

const refuseKey = () => new ApiError(401, 'INVALID_API_KEY', 'the API key is malformed, unknown or revoked');

function presentedKey(authorization: string | undefined, apiKeyHeader: string | undefined): string | undefined {
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? match[1] : authorization;
  }
  return apiKeyHeader?.trim();
}

// Like a trusted origin, this rests on headers a browser sets and other clients can forge, so such callers are
// rate limited per IP as anonymous. The request URL's host is the Host header, which a proxy must pass through.
function fromOwnPage(source: string | undefined, requestUrl: string): boolean {
  if (!source) return false;
  try {
    return new URL(source).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
