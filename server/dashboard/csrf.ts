// CSRF tokens: an HMAC of the session id, or for a signed-out browser of a random cookie, checked on every form post.
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors.ts';
import type { ProxyTrust } from '../gate/proxy-trust.ts';
import { anonId, equalStrings, mac, randomId, setAnonCookie, signedSessionId } from './cookies.ts';

// Bound to the session when there is one, so a token obtained by someone else (or a cookie planted by a sibling
// subdomain) does not fit the victim's session; the anonymous cookie covers the sign-in and sign-up forms.
function binding(c: Context): string | undefined {
  const session = signedSessionId(c);
  if (session) return `session:${session}`;
  const anon = anonId(c);
  return anon ? `anon:${anon}` : undefined;
}

/** The token for the forms of the page being rendered; a signed-out browser gets its anonymous cookie here. */
export function csrfToken(c: Context, secret: string, trustedProxies: ProxyTrust): string {
  let bound = binding(c);
  if (!bound) {
    const anon = randomId();
    setAnonCookie(c, anon, trustedProxies);
    bound = `anon:${anon}`;
  }
  return mac(secret, 'csrf', bound);
}

/**
 * Also refuses a post whose Origin is not this service's, which a browser sends on every form post: another site,
 * and `null` (a sandboxed frame, or a redirect across sites), since a sibling subdomain can frame a page that way.
 * The service's origin is PUBLIC_URL; only where it is unset is the request's own host taken.
 */
export const verifyCsrf = (secret: string, publicUrl: string | undefined): MiddlewareHandler =>
  async function verifyCsrf(c, next) {
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (origin === 'null') refuse('the form was sent from a page with no origin (a sandboxed frame, or a redirect from another site)');
      const own = publicUrl === undefined ? safeUrl(origin)?.host === new URL(c.req.url).host : safeUrl(origin)?.origin === publicUrl;
      if (!own) refuse('the form was sent from another site');
    }
    const body = await c.req.parseBody();
    const token = typeof body.csrf === 'string' ? body.csrf : '';
    const bound = binding(c);
    if (!token || !bound || !equalStrings(token, mac(secret, 'csrf', bound))) {
      refuse('the form\'s security token is missing, expired or from another page');
    }
    await next();
  };

function refuse(why: string): never {
  throw new ApiError(403, 'CSRF_TOKEN_INVALID', `This form was refused: ${why}. Go back, reload the page and try again.`);
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
