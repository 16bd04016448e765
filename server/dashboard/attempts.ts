// Sign-in and sign-up attempts, limited so passwords cannot be guessed at speed without letting a guesser lock the
// owner out: per client IP, per (email, IP) pair, and a per-email back-off that a browser which signed in to that
// account before (its device cookie) passes with the right password.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { clientIp } from '../gate/client-ip.ts';
import type { DashboardContext } from './context.ts';
import { equalStrings, mac } from './cookies.ts';
import { isHttps } from './https.ts';
import { ATTEMPT_LIMITS } from './sign-in-attempts.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a minute, then try again.';

const DEVICE_COOKIE = 'logos_device';
const DEVICE_MAX_AGE = 400 * 86_400;

/** Counts an attempt against the client's IP; with an email, checks the pair and the email's back-off. Undefined when allowed, else seconds to wait. */
export function refusedAttempt(ctx: DashboardContext, c: Context, email: string): number | undefined {
  const { byIp, byPair, byEmail } = ctx.attempts;
  const ip = clientIp(c, ctx.deps.config.trustedProxies);
  if (byIp.count(ip) >= ATTEMPT_LIMITS.ipPerMinute) return byIp.resetSeconds(ip);
  byIp.add(ip);
  if (!email) return undefined;
  const pair = `${email}\n${ip}`;
  if (byPair.count(pair) >= ATTEMPT_LIMITS.pairPerMinute) return byPair.resetSeconds(pair);
  if (byEmail.count(email) >= ATTEMPT_LIMITS.emailPerQuarterHour && !isKnownDevice(ctx, c, email)) return byEmail.resetSeconds(email);
  return undefined;
}

export function failedSignIn(ctx: DashboardContext, c: Context, email: string): void {
  if (!email) return;
  ctx.attempts.byPair.add(`${email}\n${clientIp(c, ctx.deps.config.trustedProxies)}`);
  ctx.attempts.byEmail.add(email);
}

/** After a right password: this browser is a known device of the account from now on. */
export function succeededSignIn(ctx: DashboardContext, c: Context, email: string): void {
  ctx.attempts.byPair.delete(`${email}\n${clientIp(c, ctx.deps.config.trustedProxies)}`);
  setCookie(c, DEVICE_COOKIE, deviceMark(ctx, email), {
    path: '/signin',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, ctx.deps.config.trustedProxies),
    maxAge: DEVICE_MAX_AGE,
  });
}

// The mark proves that this browser once signed in as the email; it holds no state and cannot be made without the secret.
const deviceMark = (ctx: DashboardContext, email: string) => mac(ctx.deps.sessionSecret, 'device', email);

function isKnownDevice(ctx: DashboardContext, c: Context, email: string): boolean {
  const cookie = getCookie(c, DEVICE_COOKIE);
  return cookie !== undefined && equalStrings(cookie, deviceMark(ctx, email));
}
