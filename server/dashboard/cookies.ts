// The dashboard's cookies: a session id signed with HMAC, and the anonymous CSRF binding of a signed-out browser.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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

const options = (c: Context, trustedProxies: number, maxAge?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: isHttps(c, trustedProxies),
  ...(maxAge === undefined ? {} : { maxAge }),
});

/** The session id of a cookie whose signature is right; whether the session is still live is the store's business. */
export function signedSessionId(c: Context, secret: string): string | undefined {
  const [id, signature] = getCookie(c, SESSION_COOKIE)?.split('.') ?? [];
  return id && signature && equalStrings(signature, mac(secret, 'session', id)) ? id : undefined;
}

export function setSessionCookie(c: Context, secret: string, id: string, maxAgeSeconds: number, trustedProxies: number): void {
  setCookie(c, SESSION_COOKIE, `${id}.${mac(secret, 'session', id)}`, options(c, trustedProxies, maxAgeSeconds));
}

export function clearSessionCookie(c: Context, trustedProxies: number): void {
  deleteCookie(c, SESSION_COOKIE, options(c, trustedProxies));
}

export function anonId(c: Context): string | undefined {
  const value = getCookie(c, ANON_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setAnonCookie(c: Context, id: string, trustedProxies: number): void {
  setCookie(c, ANON_COOKIE, id, options(c, trustedProxies));
}
