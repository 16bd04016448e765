// The access decision of every /v1 request: a valid API key (a header, or ?token=), or a trusted Origin/Referer (a
// configured host, or with the storefront on, a page of PUBLIC_URL: anonymous; or an origin an account registered:
// that account), or (if allowed) the machine itself, never through a proxy.
// A plain function: the Hono middleware (middleware/access.ts), the edge's auth_request and the hot path call it.
import { isWellFormedKey, KEY_LENGTH } from '../../state/keys.ts';
import type { Account, AccountsStore, OriginsStore } from '../../state/types.ts';
import { clientIpOf, forwarded, isLoopback } from './client-ip.ts';
import type { GateCaller } from './request-context.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../observability/logger.ts';
import { untrustedProxyWarning } from './open-access.ts';
import type { ProxyTrust } from './proxy-trust.ts';
import { accountOriginCandidates, hostMatcher, isHostSized, originOfPage, pageOf } from './trusted-origins.ts';
import type { GateRequest } from './request.ts';

export interface AccessOptions {
  accounts: AccountsStore;
  /** Accounts' own web origins (/v1/origins). */
  origins: OriginsStore;
  trustedOrigins: readonly string[];
  trustedProxies: ProxyTrust;
  localAccess: boolean;
  /** The storefront page at / searches and shows logos from the browser, so the origin's own pages pass the gate. */
  storefront: boolean;
  /** The service's own origin (PUBLIC_URL); without it no page is the storefront's, whatever its Host says. */
  publicUrl: string | undefined;
  logger?: Logger;
}

/** Who is calling; throws ApiError 401 for a refused request. A promise only when a key must be looked up. */
export type AccessDecision = (request: GateRequest) => GateCaller | Promise<GateCaller>;

export function createAccessDecision(options: AccessOptions): AccessDecision {
  const { accounts, origins, trustedProxies, localAccess } = options;
  const isTrustedHost = hostMatcher(options.trustedOrigins);
  // Compared with configuration, never with the request's Host, which the caller writes.
  const storefrontOrigin = options.storefront ? options.publicUrl : undefined;
  let warnedOfProxy = false;
  const noticeForwarded = (request: GateRequest) => {
    if (warnedOfProxy || !forwarded(request)) return;
    const peer = request.peer;
    if (trustedProxies.trusts(peer)) return;
    warnedOfProxy = true;
    options.logger?.warn(untrustedProxyWarning(peer));
  };
  const fromTrustedPage = (page: URL) => isTrustedHost(page.hostname) || page.origin === storefrontOrigin;
  const withoutAccount = (request: GateRequest, ip: string): GateCaller => {
    // A proxy on this machine connects from loopback for every internet client; its headers give it away.
    if (localAccess && isLoopback(ip) && !forwarded(request)) return { kind: 'anonymous', via: 'local', ip };
    throw new ApiError(401, 'UNAUTHORIZED', 'send an API key in "Authorization: Bearer la_…", "X-API-Key: la_…" or "?token=la_…", or call from a trusted origin');
  };
  const asSite = (account: Account | null | undefined, origin: string, request: GateRequest, ip: string): GateCaller =>
    account ? { kind: 'site', account, origin, ip } : withoutAccount(request, ip);
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
    // A key in a header wins over ?token= (as at the edge): the header is what a program meant to send.
    const presented = presentedKey(request.header('authorization'), request.header('x-api-key')) ?? request.token;
    if (presented !== undefined) {
      if (!isWellFormedKey(presented)) throw refuseKey();
      const owner = accounts.memoisedOwner(presented);
      if (owner === undefined) return lookedUp(presented, ip);
      if (owner === null) throw refuseKey();
      return { kind: 'key', account: owner.account, key: owner.key, ip };
    }
    // The header is parsed once, for the operator's list, the storefront and the accounts' origins.
    const page = pageOf(request.header('origin') ?? request.header('referer'));
    // A host no DNS could hold is nobody's page: refused before any list or lookup sees it.
    if (page === undefined || !isHostSized(page.hostname)) return withoutAccount(request, ip);
    // The operator's list comes first and stays anonymous: no account can claim the pages the service trusts itself.
    if (fromTrustedPage(page)) return { kind: 'anonymous', via: 'origin', ip };
    const origin = originOfPage(page);
    if (origin === undefined) return withoutAccount(request, ip);
    const owner = origins.memoisedOwner(origin);
    if (owner === undefined) return origins.ownerOf(accountOriginCandidates(page)).then((account) => asSite(account, origin, request, ip));
    return asSite(owner, origin, request, ip);
  };
}

const refuseKey = () => new ApiError(401, 'INVALID_API_KEY', 'the API key is malformed, unknown or revoked');

const BEARER = 'Bearer ';

function presentedKey(authorization: string | undefined, apiKeyHeader: string | undefined): string | undefined {
  if (authorization !== undefined) {
    // What clients send, "Bearer " and a key, is taken without a regular expression; the key is checked after.
    if (authorization.length === BEARER.length + KEY_LENGTH && authorization.startsWith(BEARER)) return authorization.slice(BEARER.length);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? match[1] : authorization;
  }
  return apiKeyHeader?.trim();
}
