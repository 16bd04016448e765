// "Report a wrong logo": for a signed-in user a form posted to /brand/:domain/report with the page's CSRF token, which
// files the report as the API does; a visitor who is not signed in gets a link to sign in and come back.
import type { FC } from 'hono/jsx';
import { REASON_MAX } from '../../schemas/logo-fixes.ts';
import type { LogoPair } from '../brand-page.ts';
import { signInPath } from '../return-to.ts';
import { CsrfField } from './layout.tsx';

export const reportPath = (domain: string) => `/brand/${encodeURIComponent(domain)}/report`;

/** What the page says about a report: received (after the redirect), or refused with what was written kept. */
export type ReportOutcome = { received: true } | { error: string; reason: string };

export const ReportForm: FC<{ domain: string; pairs: LogoPair[]; csrf: string | undefined; signedIn: boolean; outcome?: ReportOutcome }> = ({ domain, pairs, csrf, signedIn, outcome }) => {
  if (!signedIn) {
    return (
      <p id="report-sign-in">
        <a href={signInPath(`/brand/${encodeURIComponent(domain)}#report`)}>Sign in to report</a> a wrong logo: reports come from an account, so the
        operators can tell who sent them.
      </p>
    );
  }
  const variants = [...new Set(pairs.map((pair) => pair.variant))];
  const themes = [...new Set(pairs.map((pair) => pair.theme))];
  const refused = outcome && 'error' in outcome ? outcome : undefined;
  return (
    <form id="report-form" class="stacked-form" method="post" action={reportPath(domain)}>
      <CsrfField token={csrf} />
      <label for="report-variant">Which logo</label>
      <select id="report-variant" name="variant">
        {variants.map((variant) => (
          <option value={variant}>{variant}</option>
        ))}
      </select>
      <label for="report-theme">Theme</label>
      <select id="report-theme" name="theme">
        {themes.map((theme) => (
          <option value={theme}>{theme}</option>
        ))}
      </select>
      <label for="report-reason">What is wrong with it</label>
      <textarea id="report-reason" name="reason" rows={3} maxlength={REASON_MAX} required aria-describedby="report-hint">
        {refused?.reason ?? ''}
      </textarea>
      <p id="report-hint" class="hint">
        For example “this is the old logo” or “this is a photo, not the logo”. The operators see the report, and the
        service looks for this brand's logo again without the reported picture.
      </p>
      <button type="submit">Report a wrong logo</button>
      <p id="report-status" class={`report-status${outcome ? (refused ? ' failed' : ' ok') : ''}`} role="status" aria-live="polite">
        {refused ? `The report was refused: ${refused.error}` : outcome ? "Thank you: the report was received, and the service will look for this brand's logo again." : ''}
      </p>
    </form>
  );
};
