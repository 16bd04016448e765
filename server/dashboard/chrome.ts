// Builds what the page frame needs for a request: asset URLs, who is signed in, and the CSRF token of its forms.
import type { Context } from 'hono';
import type { ActiveSession, DashboardContext } from './context.ts';
import { csrfToken } from './csrf.ts';
import type { Chrome } from './views/layout.tsx';

/** `forms` asks for a token even when signed out (the sign-in and sign-up pages); signed in, the sign-out form needs one. */
export function chromeFor(ctx: DashboardContext, c: Context, session: ActiveSession | undefined, forms = false): Chrome {
  const needsToken = forms || session !== undefined;
  return {
    assets: ctx.assets,
    email: session?.account.email,
    csrf: needsToken ? csrfToken(c, ctx.deps.sessionSecret, ctx.deps.config.trustedProxies) : undefined,
  };
}
