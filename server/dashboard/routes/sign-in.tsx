// GET/POST /signin and POST /signout: email and password, rate limited, one generic error for every failure.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { admitSignIn, spokenWait } from '../attempts.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formFields, formPost } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { returnTo } from '../return-to.ts';
import { currentSession, endSession, startSession } from '../session.ts';
import { SignInPage } from '../views/sign-in.tsx';

export const SIGN_IN_FAILED = 'Email or password is incorrect.';

const signInForm = z.object({ email: z.string().trim().toLowerCase().max(320), password: z.string().max(4096), next: z.string().max(512).optional() });

export function registerSignIn(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const page = (c: Context, status: 200 | 401 | 429, next: string | undefined, email?: string, error?: string) =>
    renderPage(c, <SignInPage chrome={chromeFor(ctx, c, undefined, true)} signup={deps.config.signup} email={email} error={error} next={next} />, status);

  app.get('/signin', async function signInPage(c) {
    const next = c.req.query('next');
    if (await currentSession(ctx, c)) return c.redirect(returnTo(next), 303);
    return page(c, 200, next === undefined ? undefined : returnTo(next));
  });

  app.post('/signin', formPost(ctx), async function signIn(c) {
    const form = signInForm.safeParse(await formFields(c));
    const email = form.success ? form.data.email : '';
    const next = form.success && form.data.next !== undefined ? returnTo(form.data.next) : undefined;
    const decision = await admitSignIn(ctx, c, email);
    if ('waitSeconds' in decision) {
      // Retry-After and the words give the same wait.
      const wait = spokenWait(decision.waitSeconds);
      c.header('Retry-After', String(wait.seconds));
      return page(c, 429, next, email, wait.message);
    }
    const account = email ? await deps.accounts.account(email) : undefined;
    // Unknown email, no password set and a wrong password all take one password hash and get the same answer.
    const verified = await deps.passwords.verify(account?.id, form.success ? form.data.password : '');
    if (!account || !verified) {
      decision.attempt.failed();
      return page(c, 401, next, email, SIGN_IN_FAILED);
    }
    decision.attempt.succeeded();
    await startSession(ctx, c, account.id);
    return c.redirect(next ?? '/dashboard', 303);
  });

  app.post('/signout', formPost(ctx), async function signOut(c) {
    await endSession(ctx, c);
    return c.redirect('/signin', 303);
  });
}
