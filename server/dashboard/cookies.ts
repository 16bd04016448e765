// The dashboard's cookies: a session id signed with HMAC (Hono's signed cookies), and the anonymous CSRF binding
// of a signed-out browser.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import type { DashboardEnv } from './context.ts';
import type { ProxyTrust } from '../gate/proxy-trust.ts';
import { isHttps } from './https.ts';

export const SESSION_COOKIE = 'logos_session';
export const ANON_COOKIE = 'logos_anon';

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

/** Checks the session cookie's signature once per request (WebCrypto is asynchronous); pages read the result. */
export const readSessionCookie = (secret: string): MiddlewareHandler<DashboardEnv> =>
  async function readSessionCookie(c, next) {
    const id = await getSignedCookie(c, secret, SESSION_COOKIE);
    c.set('sessionId', typeof id === 'string' && id !== '' ? id : undefined);
    await next();
  };

/** The session id of a cookie whose signature is right; whether the session is still live is the store's business. */
export function signedSessionId(c: Context): string | undefined {
  return (c as Context<DashboardEnv>).get('sessionId');
}

export async function setSessionCookie(c: Context, secret: string, id: string, maxAgeSeconds: number, trustedProxies: ProxyTrust): Promise<void> {
  await setSignedCookie(c, SESSION_COOKIE, id, secret, options(c, trustedProxies, maxAgeSeconds));
}

export function clearSessionCookie(c: Context, trustedProxies: ProxyTrust): void {
  deleteCookie(c, SESSION_COOKIE, options(c, trustedProxies));
}

export function anonId(c: Context): string | undefined {
  const value = getCookie(c, ANON_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setAnonCookie(c: Context, id: string, trustedProxies: ProxyTrust): void {
  setCookie(c, ANON_COOKIE, id, options(c, trustedProxies));
}
