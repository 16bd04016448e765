// The logo overrides page: upload the account's own logo of a domain, the list with previews and remove buttons.
import type { FC } from 'hono/jsx';
import type { LogoOverride } from '../../../state/types.ts';
import { CsrfField, Layout, type Chrome } from './layout.tsx';

export interface OverridesData {
  overrides: LogoOverride[];
  limit: number;
  plan: string;
  /** DISCOVERY_MAX_BYTES: the largest file taken. */
  maxBytes: number;
  /** Only in the response to the upload that stored it. */
  stored?: LogoOverride;
  /** The API's message for a refused upload, and the domain that was typed, to keep in the field. */
  uploadError?: string;
  domain?: string;
}

/** The preview's URL changes with the content, so a replaced logo is never shown from the browser's cache. */
export const previewUrl = (o: LogoOverride) => `/dashboard/overrides/${encodeURIComponent(o.domain)}/image?v=${o.contentHash.slice(0, 12)}`;

const When: FC<{ at: string }> = ({ at }) => <time datetime={at}>{`${at.slice(0, 16).replace('T', ' ')} UTC`}</time>;
const kib = (bytes: number) => `${Math.floor(bytes / 1024).toLocaleString('en-US')} KiB`;

// A preview box of at most 160 x 48 pixels keeping the logo's proportions, so the row does not jump when it loads.
function previewSize(o: LogoOverride): { width: number; height: number } {
  const scale = Math.min(160 / o.width, 48 / o.height);
  return { width: Math.max(1, Math.round(o.width * scale)), height: Math.max(1, Math.round(o.height * scale)) };
}

export const OverridesPage: FC<{ chrome: Chrome; data: OverridesData }> = ({ chrome, data }) => (
  <Layout title="Logo overrides" chrome={chrome} replaceUrl={data.stored || data.uploadError ? '/dashboard/overrides' : undefined}>
    <h1>Logo overrides</h1>
    <p>
      Your own logo of a brand, served to this account's API keys in place of the public logo, for every variant, size and format
      (<code>theme=dark</code> recolours it). Every other caller keeps the public logo. Only for a domain one of your keys has asked a
      logo of. See <a href="/api/docs">the API</a> for <code>/v1/overrides</code>, which does the same.
    </p>
    {data.stored ? (
      <section class="reveal" aria-labelledby="stored-title" role="status">
        <h2 id="stored-title">Your logo of {data.stored.domain} is stored</h2>
        <p>Your keys are served it from now on.</p>
        {data.stored.format === 'svg' ? (
          <p>The SVG is stored sanitised: scripts, event handlers, <code>javascript:</code> links and external references were removed.</p>
        ) : null}
      </section>
    ) : null}

    <section aria-labelledby="upload-title">
      <h2 id="upload-title">Upload a logo</h2>
      <form method="post" action="/dashboard/overrides" enctype="multipart/form-data" class="stacked-form" aria-describedby={data.uploadError ? 'upload-error' : 'upload-hint'}>
        <CsrfField token={chrome.csrf} />
        <label for="override-domain">Domain</label>
        <input id="override-domain" name="domain" required maxlength={253} placeholder="stripe.com" value={data.domain ?? ''} autocomplete="off" />
        <label for="override-file">Logo file</label>
        <input id="override-file" name="file" type="file" required accept="image/svg+xml,image/png,image/webp,image/jpeg,image/avif,image/gif,image/x-icon,.svg,.png,.webp,.jpg,.jpeg,.avif,.gif,.ico" />
        <p id="upload-hint" class="hint">
          SVG, PNG, WebP, JPEG, AVIF, GIF or ICO, at most {kib(data.maxBytes)}. An SVG is sanitised; other images are stored as a PNG of at most
          512 px. A blank image, or one smaller than 16 px, is refused. A second upload for a domain replaces the first.
        </p>
        <button type="submit">Upload logo</button>
        {data.uploadError ? <p id="upload-error" class="form-error" role="alert">{data.uploadError}</p> : null}
      </form>
    </section>

    <section aria-labelledby="list-title">
      <h2 id="list-title">Your overrides ({data.overrides.length} of {data.limit} on the {data.plan} plan)</h2>
      {data.overrides.length === 0 ? (
        <p>No overrides yet: your keys are served the public logos.</p>
      ) : (
        <table class="overrides">
          <thead>
            <tr><th scope="col">Logo</th><th scope="col">Domain</th><th scope="col">Served for</th><th scope="col">Stored as</th><th scope="col">Set</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {data.overrides.map((o) => (
              <tr data-override-domain={o.domain}>
                <td class="override-preview"><img src={previewUrl(o)} alt={`Your logo of ${o.domain}`} {...previewSize(o)} /></td>
                <td><code>{o.domain}</code></td>
                <td>every variant; dark theme recoloured</td>
                <td>{`${o.format.toUpperCase()}, ${o.width} × ${o.height}`}</td>
                <td><When at={o.createdAt} /></td>
                <td>
                  <form method="post" action={`/dashboard/overrides/${encodeURIComponent(o.domain)}/delete`} class="inline-form">
                    <CsrfField token={chrome.csrf} />
                    <button type="submit" class="link-button" aria-label={`Remove the override of ${o.domain}`}>Remove</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  </Layout>
);
