// The dashboard's cookies: a session id signed with HMAC (Hono's signed cookies), and the anonymous CSRF binding
// of a signed-out browser. Over HTTPS their names carry the `__Host-` prefix, which a browser accepts only from this
// very host with Secure, Path=/ and no Domain: no sibling subdomain can set one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { DashboardEnv } from './context.ts';
import type { ProxyTrust } from '../gate/proxy-trust.ts';
import { isHttps } from './https.ts';
import { clearPlanted, cookieCount } from './planted-cookies.ts';

export const SESSION_COOKIE = 'logos_session';
export const ANON_COOKIE = 'logos_anon';

/** The cookie's name on this request: `__Host-<name>` over HTTPS, the plain name over HTTP (which has no prefix). */
export const cookieName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

export const randomId = () => randomBytes(32).toString('base64url');

export const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');

export function equalStrings(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const options = (c: Context, trustedProxies: ProxyTrust, maxAge?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: isHttps(c, trustedProxies),
  ...(maxAge === undefined ? {} : { maxAge }),
});

/**
 * Reads the session and anonymous cookies once per request (WebCrypto is asynchronous); pages read the result. A name
 * sent twice was planted beside the own cookie by a sibling origin (the server cannot tell which is whose): the
 * request is taken as carrying neither, and both are expired.
 */
export const readSessionCookie = (secret: string, trustedProxies: ProxyTrust, publicUrl: string | undefined): MiddlewareHandler<DashboardEnv> =>
  async function readSessionCookie(c, next) {
    const secure = isHttps(c, trustedProxies);
    const session = cookieName(SESSION_COOKIE, secure);
    const anon = cookieName(ANON_COOKIE, secure);
    const header = c.req.header('cookie') ?? '';
    const planted = [session, anon].filter((name) => cookieCount(header, name) > 1);
    if (planted.length > 0) clearPlanted(c, planted, secure, new URL(publicUrl ?? c.req.url).hostname);
    const id = planted.includes(session) ? undefined : await getSignedCookie(c, secret, session);
    c.set('sessionId', typeof id === 'string' && id !== '' ? id : undefined);
    const anonValue = planted.includes(anon) ? undefined : getCookie(c, anon);
    c.set('anonId', anonValue && /^[A-Za-z0-9_-]{43}$/.test(anonValue) ? anonValue : undefined);
    await next();
  };

/** The session id of a cookie whose signature is right; whether the session is still live is the store's business. */
export function signedSessionId(c: Context): string | undefined {
  return (c as Context<DashboardEnv>).get('sessionId');
}

export async function setSessionCookie(c: Context, secret: string, id: string, maxAgeSeconds: number, trustedProxies: ProxyTrust): Promise<void> {
  const settings = options(c, trustedProxies, maxAgeSeconds);
  await setSignedCookie(c, cookieName(SESSION_COOKIE, settings.secure), id, secret, settings);
}

export function clearSessionCookie(c: Context, trustedProxies: ProxyTrust): void {
  const settings = options(c, trustedProxies);
  deleteCookie(c, cookieName(SESSION_COOKIE, settings.secure), settings);
}

/** The anonymous cookie's value, read (once, with the session's) by readSessionCookie. */
export function anonId(c: Context): string | undefined {
  return (c as Context<DashboardEnv>).get('anonId');
}

export function setAnonCookie(c: Context, id: string, trustedProxies: ProxyTrust): void {
  const settings = options(c, trustedProxies);
  setCookie(c, cookieName(ANON_COOKIE, settings.secure), id, settings);
}
