// The frame of every page: head, skip link, navigation (with the sign-out form when signed in), main, footer.
import type { Child, FC } from 'hono/jsx';
import type { StaticAssets } from '../static-assets.ts';

/** What the frame needs to know about the request; every page gets it from its route. */
export interface Chrome {
  assets: StaticAssets;
  /** The signed-in account's email, if any. */
  email?: string;
  /** The CSRF token for the page's forms (sign out included). */
  csrf?: string;
}

export const CsrfField: FC<{ token: string | undefined }> = ({ token }) => <input type="hidden" name="csrf" value={token ?? ''} />;

export const Layout: FC<{ title: string; chrome: Chrome; replaceUrl?: string; children?: Child }> = ({ title, chrome, replaceUrl, children }) => (
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} · logos`}</title>
      <link rel="stylesheet" href={chrome.assets.css} />
      <script src={chrome.assets.js} defer></script>
    </head>
    <body data-replace-url={replaceUrl}>
      <a class="skip-link" href="#main">Skip to content</a>
      <header class="site-header">
        <a class="wordmark" href="/">logos</a>
        <nav aria-label="Main">
          <ul>
            <li><a href="/">Search</a></li>
            {chrome.email ? (
              <>
                <li><a href="/dashboard">Dashboard</a></li>
                <li><a href="/dashboard/overrides">Logo overrides</a></li>
                <li><a href="/dashboard/origins">Your sites</a></li>
                <li>
                  <form method="post" action="/signout" class="inline-form">
                    <CsrfField token={chrome.csrf} />
                    <button type="submit" class="link-button">Sign out</button>
                  </form>
                </li>
              </>
            ) : (
              <li><a href="/signin">Sign in</a></li>
            )}
          </ul>
        </nav>
      </header>
      <main id="main" tabindex={-1}>{children}</main>
      <footer class="site-footer">
        <p>
          Brand logos over HTTP · <a href="/api/open-api">OpenAPI document</a>
        </p>
      </footer>
    </body>
  </html>
);

/** A block of text with a copy button; the button is hidden until the script is there to make it work. */
export const CopyBlock: FC<{ id: string; label: string; text: string }> = ({ id, label, text }) => (
  <div class="copy-block">
    <pre><code id={id}>{text}</code></pre>
    <button type="button" class="secondary" data-copy={id} aria-label={label} hidden>
      Copy
    </button>
  </div>
);

export const ErrorPage: FC<{ chrome: Chrome; status: number; message: string }> = ({ chrome, status, message }) => (
  <Layout title={status === 404 ? 'Not found' : 'Refused'} chrome={chrome}>
    <h1>{status === 404 ? 'Page not found' : status === 403 ? 'Form refused' : status === 400 ? 'Not a valid address' : 'Something went wrong'}</h1>
    <p role="alert">{message}</p>
    <p>
      <a href="/">Back to the start page</a>
    </p>
  </Layout>
);
