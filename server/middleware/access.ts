// The gate of every /v1 request: a valid API key, or a trusted Origin/Referer, or (if allowed) the machine itself.
import type { MiddlewareHandler } from 'hono';
import { isWellFormedKey, type Accounts } from '../../catalog/accounts.ts';
import { clientIp, isLoopback } from '../client-ip.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { originMatcher } from '../trusted-origins.ts';

export interface AccessOptions {
  accounts: Accounts;
  trustedOrigins: readonly string[];
  trustedProxies: number;
  localAccess: boolean;
}

export const accessGate = (options: AccessOptions): MiddlewareHandler<AppEnv> => {
  const { accounts, trustedProxies, localAccess } = options;
  const isTrusted = originMatcher(options.trustedOrigins);

  // Not async: the work is synchronous, and handing next()'s promise straight back saves a frame per request.
  return function accessGate(c, next) {
    const ip = clientIp(c, trustedProxies);
    const presented = presentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
    if (presented !== undefined) {
      const owner = isWellFormedKey(presented) ? accounts.ownerOf(presented) : undefined;
      if (!owner) throw new ApiError(401, 'INVALID_API_KEY', 'the API key is malformed, unknown or revoked');
      c.set('caller', { kind: 'key', account: owner.account, key: owner.key, ip });
    } else if (isTrusted(c.req.header('origin') ?? c.req.header('referer'))) {
      c.set('caller', { kind: 'anonymous', via: 'origin', ip });
    } else if (localAccess && isLoopback(ip)) {
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
