// The sign-in and sign-up forms; an error is announced and tied to the form, never saying which field was wrong.
import type { FC } from 'hono/jsx';
import { PASSWORD_MIN_LENGTH } from '../../../state/passwords.ts';
import { CsrfField, Layout, type Chrome } from './layout.tsx';

interface FormProps {
  chrome: Chrome;
  email?: string;
  error?: string;
}

const FormError: FC<{ error?: string }> = ({ error }) =>
  error ? (
    <p id="form-error" class="form-error" role="alert">
      {error}
    </p>
  ) : null;

/** `next`: the page of this site to return to after signing in (checked by returnTo). */
export const SignInPage: FC<FormProps & { signup: boolean; next?: string }> = ({ chrome, email, error, signup, next }) => (
  <Layout title="Sign in" chrome={chrome}>
    <h1>Sign in</h1>
    <form method="post" action="/signin" class="stacked-form" aria-describedby={error ? 'form-error' : undefined}>
      <FormError error={error} />
      <CsrfField token={chrome.csrf} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required value={email ?? ''} autofocus />
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <button type="submit">Sign in</button>
    </form>
    {signup ? (
      <p>
        No account yet? <a href="/signup">Create one</a>.
      </p>
    ) : (
      <p class="hint">Accounts are created by the operator of this service.</p>
    )}
  </Layout>
);

export const SignUpPage: FC<FormProps> = ({ chrome, email, error }) => (
  <Layout title="Create an account" chrome={chrome}>
    <h1>Create an account</h1>
    <form method="post" action="/signup" class="stacked-form" aria-describedby={error ? 'form-error' : undefined}>
      <FormError error={error} />
      <CsrfField token={chrome.csrf} />
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required value={email ?? ''} autofocus />
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required minlength={PASSWORD_MIN_LENGTH} aria-describedby="password-hint" />
      <p id="password-hint" class="hint">At least {PASSWORD_MIN_LENGTH} characters.</p>
      <button type="submit">Create account</button>
    </form>
    <p>
      Have an account? <a href="/signin">Sign in</a>.
    </p>
  </Layout>
);
