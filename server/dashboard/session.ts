// Signed-in state: the session named by a validly signed cookie and still live in state.db.
import type { Context, MiddlewareHandler } from 'hono';
import type { ActiveSession, DashboardContext, DashboardEnv } from './context.ts';
import { clearSessionCookie, randomId, setSessionCookie, signedSessionId } from './cookies.ts';

export async function currentSession(ctx: DashboardContext, c: Context): Promise<ActiveSession | undefined> {
  const id = signedSessionId(c);
  const record = id ? await ctx.deps.sessions.find(id, ctx.now()) : undefined;
  const account = record ? await ctx.deps.accounts.account(record.accountId) : undefined;
  return id && record && account ? { id, account, expiresAt: record.expiresAt } : undefined;
}

/** Pages behind sign-in: without a live session the browser is sent to the sign-in page. */
export const requireSession = (ctx: DashboardContext): MiddlewareHandler<DashboardEnv> =>
  async function requireSession(c, next) {
    const session = await currentSession(ctx, c);
    if (!session) return c.redirect('/signin', 303);
    c.set('session', session);
    await next();
  };

/** A new session id at every sign-in, so an id known before signing in is worth nothing after. */
export async function startSession(ctx: DashboardContext, c: Context, accountId: string): Promise<void> {
  const previous = signedSessionId(c);
  if (previous) await ctx.deps.sessions.end(previous);
  const id = randomId();
  await ctx.deps.sessions.create(id, accountId, ctx.now(), ctx.ttlMs);
  await setSessionCookie(c, ctx.deps.sessionSecret, id, Math.floor(ctx.ttlMs / 1000), ctx.deps.config.trustedProxies);
}

export async function endSession(ctx: DashboardContext, c: Context): Promise<void> {
  const id = signedSessionId(c);
  if (id) await ctx.deps.sessions.end(id);
  clearSessionCookie(c, ctx.deps.config.trustedProxies);
}
