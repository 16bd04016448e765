// GET /dashboard/overrides and its forms: upload the account's own logo of a domain, remove one, and the previews.
import type { Context, Hono } from 'hono';
import type { Account } from '../../../state/types.ts';
import { listOverrides, overrideOf, removeOverride, setOverride } from '../../accounts/overrides.ts';
import { ApiError } from '../../http/errors.ts';
import { SVG_WITH_RASTER_CSP } from '../../logo/headers.ts';
import { checkedLogo, tooLarge } from '../../accounts/upload.ts';
import { chromeFor } from '../chrome.ts';
import type { DashboardContext, DashboardEnv } from '../context.ts';
import { formPost, MAX_FORM_BYTES } from '../form-post.ts';
import { renderPage } from '../page.ts';
import { OverridesPage, type OverridesData } from '../views/overrides.tsx';

/** How the file field is named in the API's messages (the API's own say "body (the logo file)"). */
const FILE = 'file (the logo file)';

/** Registered after the account pages, whose /dashboard/* middleware requires a session. */
export function registerOverridePages(app: Hono<DashboardEnv>, ctx: DashboardContext): void {
  const { deps } = ctx;
  const maxBytes = deps.config.discovery.maxBytes;
  const data = async (account: Account, extra: Pick<OverridesData, 'stored' | 'uploadError' | 'domain'> = {}): Promise<OverridesData> => ({
    ...(await listOverrides(deps, account)),
    plan: account.plan,
    maxBytes,
    ...extra,
  });
  const page = async (c: Context<DashboardEnv>, view: OverridesData | Promise<OverridesData>, status: ApiError['status'] = 200) =>
    renderPage(c, <OverridesPage chrome={chromeFor(ctx, c, c.get('session'))} data={await view} />, status);
  const refused = (c: Context<DashboardEnv>, error: ApiError, domain?: string) => page(c, data(c.get('session').account, { uploadError: error.message, domain }), error.status);

  app.get('/dashboard/overrides', async function overrides(c) {
    return page(c, data(c.get('session').account));
  });

  // The body may hold the file and the form's few fields; a larger one is refused before it is read.
  const upload = formPost(ctx, { maxBytes: maxBytes + MAX_FORM_BYTES, onTooLarge: (c) => refused(c, tooLarge(FILE, maxBytes, 'more')) });
  app.post('/dashboard/overrides', upload, async function uploadOverride(c) {
    const { account } = c.get('session');
    const form = await c.req.parseBody();
    const domain = typeof form.domain === 'string' ? form.domain.trim() : '';
    const file = form.file;
    try {
      // The API's own steps: the domain checked first, then the file through the same checks as PUT /v1/overrides.
      const stored = await setOverride(deps, account, domain, async () => checkedLogo(file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0), deps, FILE));
      return page(c, data(account, { stored }), 201);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused(c, error, domain);
    }
  });

  app.post('/dashboard/overrides/:domain/delete', formPost(ctx), async function removeOwnOverride(c) {
    await removeOverride(deps, c.get('session').account, c.req.param('domain'));
    return c.redirect('/dashboard/overrides', 303);
  });

  // The stored file as the account's keys are served it before any resizing; the page's <img> is same-origin.
  app.get('/dashboard/overrides/:domain/image', async function overridePreview(c) {
    const override = await overrideOf(deps, c.get('session').account, c.req.param('domain'));
    const stored = override ? await deps.storage.get(override.storageKey) : undefined;
    if (!override || !stored) throw new ApiError(404, 'OVERRIDE_NOT_FOUND', 'This account has no override of that domain.');
    const headers: Record<string, string> = { 'Content-Type': stored.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
    if (override.format === 'svg') headers['Content-Security-Policy'] = SVG_WITH_RASTER_CSP;
    return c.body(new Uint8Array(stored.body), 200, headers);
  });
}
