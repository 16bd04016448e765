// Sign-in and sign-up attempts per minute, by client IP and by email, so passwords cannot be guessed at speed.
import type { Context } from 'hono';
import { clientIp } from '../client-ip.ts';
import type { DashboardContext } from './context.ts';

export const ATTEMPTS_PER_MINUTE = { ip: 20, email: 5 };
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Wait a minute, then try again.';

/** Counts an attempt against the client's IP and the email; undefined when allowed, else the seconds to wait. */
export async function refusedAttempt(ctx: DashboardContext, c: Context, email: string): Promise<number | undefined> {
  const byIp = await ctx.attempts.take(`ip:${clientIp(c, ctx.deps.config.trustedProxies)}`, ATTEMPTS_PER_MINUTE.ip);
  if (!byIp.allowed) return byIp.resetSeconds;
  if (!email) return undefined;
  const byEmail = await ctx.attempts.take(`email:${email}`, ATTEMPTS_PER_MINUTE.email);
  return byEmail.allowed ? undefined : byEmail.resetSeconds;
}
