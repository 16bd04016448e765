// GET/POST /signup, only with SIGNUP=on: creates an account on the free plan (or the first plan) and signs it in.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AccountError } from '../../../state/keys.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../state/passwords.ts';
import { ApiError } from '../../http/errors.ts';
import { refusedByNetwork, spokenWait } from '../attempts.ts';
import type { Plans } from '../../gate/plans.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formFields, formPost } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { startSession } from '../session.ts';
import { SignUpPage } from '../views/sign-in.tsx';

const signUpForm = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter an email address such as name@example.com.' })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export const signUpPlan = (plans: Plans) => (plans.plans.free ? 'free' : Object.keys(plans.plans)[0]!);

export function registerSignUp(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const enabled = () => {
    if (!deps.config.signup) throw new ApiError(404, 'NOT_FOUND', 'Sign-up is not enabled on this service; ask its operator for an account.');
  };
  const page = (c: Context, status: 200 | 400 | 429, email?: string, error?: string) =>
    renderPage(c, <SignUpPage chrome={chromeFor(ctx, c, undefined, true)} email={email} error={error} />, status);

  app.get('/signup', async function signUpPage(c) {
    enabled();
    return page(c, 200);
  });

  app.post('/signup', async function checkEnabled(_c, next) {
    enabled();
    await next();
  }, formPost(ctx), async function signUp(c) {
    const fields = await formFields(c);
    const refused = refusedByNetwork(ctx, c);
    if (refused !== undefined) {
      const wait = spokenWait(refused);
      c.header('Retry-After', String(wait.seconds));
      return page(c, 429, fields.email, wait.message);
    }
    const form = signUpForm.safeParse(fields);
    if (!form.success) return page(c, 400, fields.email, form.error.issues[0]!.message);
    let accountId: string;
    try {
      accountId = (await deps.accounts.createAccount(form.data.email, signUpPlan(deps.plans))).id;
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return page(c, 400, form.data.email, 'An account cannot be created with this email. If it is yours, sign in instead.');
    }
    await deps.passwords.set(accountId, form.data.password);
    await startSession(ctx, c, accountId);
    return c.redirect('/dashboard', 303);
  });
}
