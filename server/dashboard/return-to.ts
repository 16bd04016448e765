// Where sign-in sends a browser back to: only a page of this site (a brand page or the dashboard), never another host.
/** The sign-in page that returns to `path` afterwards. */
export const signInPath = (path: string) => `/signin?next=${encodeURIComponent(path)}`;

const RETURNABLE = /^\/(?:brand\/[^/?#\\]+|dashboard(?:\/[^?#\\]*)?)(?:#[a-z-]*)?$/;

/** `next` when it is a page sign-in may return to, else the dashboard: an open redirect would lend phishing our name. */
export function returnTo(next: string | undefined): string {
  return next !== undefined && RETURNABLE.test(next) ? next : '/dashboard';
}
