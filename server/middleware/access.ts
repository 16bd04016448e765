// The gate of every /v1 request: a valid API key, or a trusted Origin/Referer (a configured host, or with the
// storefront on, a page of this origin itself), or (if allowed) the machine itself, never through a proxy.
import type { Context, MiddlewareHandler } from 'hono';
import { isWellFormedKey } from '../../state/keys.ts';
import type { AccountsStore } from '../../state/types.ts';
import { clientIp, isLoopback, peerAddress, wasForwarded } from '../client-ip.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { untrustedProxyWarning } from '../open-access.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import { originMatcher } from '../trusted-origins.ts';

export interface AccessOptions {
  accounts: AccountsStore;
  trustedOrigins: readonly string[];
  trustedProxies: ProxyTrust;
  localAccess: boolean;
  /** The storefront page at / searches and shows logos from the browser, so the origin's own pages pass the gate. */
  storefront: boolean;
  logger?: Logger;
}

export const accessGate = (options: AccessOptions): MiddlewareHandler<AppEnv> => {
  const { accounts, trustedProxies, localAccess, storefront } = options;
  const isTrusted = originMatcher(options.trustedOrigins);
  let warnedOfProxy = false;
  const noticeForwarded = (c: Context) => {
    if (warnedOfProxy || !wasForwarded(c)) return;
    const peer = peerAddress(c);
    if (trustedProxies.trusts(peer)) return;
    warnedOfProxy = true;
    options.logger?.warn(untrustedProxyWarning(peer));
  };
  const fromTrustedPage = (c: Context) => {
    const source = c.req.header('origin') ?? c.req.header('referer');
    return isTrusted(source) || (storefront && fromOwnPage(source, c.req.url));
  };

  const keyed = async (c: Context<AppEnv>, next: () => Promise<void>, presented: string, ip: string) => {
    const owner = isWellFormedKey(presented) ? await accounts.ownerOf(presented) : undefined;
    if (!owner) throw new ApiError(401, 'INVALID_API_KEY', 'the API key is malformed, unknown or revoked');
    c.set('caller', { kind: 'key', account: owner.account, key: owner.key, ip });
    return next();
  };

  // Not async for key-less calls: their work is synchronous, and handing next()'s promise straight back saves a frame.
  return function accessGate(c, next) {
    const ip = clientIp(c, trustedProxies);
    noticeForwarded(c);
    const presented = presentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
    if (presented !== undefined) return keyed(c, next, presented, ip);
    if (fromTrustedPage(c)) {
      c.set('caller', { kind: 'anonymous', via: 'origin', ip });
    } else if (localAccess && isLoopback(ip) && !wasForwarded(c)) {
      // A proxy on this machine connects from loopback for every internet client; its headers give it away.
      c.set('caller', { kind: 'anonymous', via: 'local', ip });
    } else {
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        'send an API key in "Authorization: Bearer la_…" or "X-API-Key: la_…", or call from a trusted origin',
      );
    }
    return next();
  };
};

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
