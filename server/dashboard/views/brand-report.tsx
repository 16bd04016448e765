// "Report a wrong logo": a form aimed at POST /v1/brand/:domain/report. The page's script sends it and says what the
// server answered (a server without that endpoint answers 404, and the page says reports are not taken there).
import type { FC } from 'hono/jsx';
import type { LogoPair } from '../brand-page.ts';

/** How much a reporter may write; the form says so before the server has to refuse it. */
export const REPORT_REASON_MAX = 500;

export const reportPath = (domain: string) => `/v1/brand/${encodeURIComponent(domain)}/report`;

export const ReportForm: FC<{ domain: string; pairs: LogoPair[] }> = ({ domain, pairs }) => {
  const variants = [...new Set(pairs.map((pair) => pair.variant))];
  const themes = [...new Set(pairs.map((pair) => pair.theme))];
  return (
    <form id="report-form" class="stacked-form" method="post" action={reportPath(domain)} data-report-form>
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
      <textarea id="report-reason" name="reason" rows={3} maxlength={REPORT_REASON_MAX} required aria-describedby="report-hint"></textarea>
      <p id="report-hint" class="hint">
        For example “this is the old logo” or “this is a photo, not the logo”. The operators see the report, and the
        service looks for this brand's logo again without the reported picture.
      </p>
      <button type="submit">Report a wrong logo</button>
      <p id="report-status" class="report-status" role="status" aria-live="polite"></p>
    </form>
  );
};
