// The account's own web origins page: register a site whose pages show logos without a key, prove it, the list.
import type { FC } from 'hono/jsx';
import type { AccountOrigin } from '../../../state/types.ts';
import type { Challenge } from '../../accounts/origin-proof.ts';
import { CsrfField, Layout, type Chrome } from './layout.tsx';

export interface OriginsData {
  origins: AccountOrigin[];
  limit: number;
  plan: string;
  /** Only in the response to the registration that stored it, with the token shown this once. */
  added?: string;
  challenge?: Challenge & { token: string };
  /** Only in the response to the proof that found the token. */
  proven?: string;
  /** The API's message for a refused registration, and what was typed, to keep in the field. */
  error?: string;
  typed?: string;
}

export const OriginsPage: FC<{ chrome: Chrome; data: OriginsData }> = ({ chrome, data }) => (
  <Layout title="Your sites" chrome={chrome} replaceUrl={data.added || data.proven || data.error ? '/dashboard/origins' : undefined}>
    <h1>Your sites</h1>
    <p>
      Pages of these origins may show logos without a key, as an <code>&lt;img&gt;</code> on your site does: they are counted in this
      account's usage, held to its plan's limits and served your <a href="/dashboard/overrides">logo overrides</a>, once you proved
      the site is yours. An origin belongs to the one account that proved it. See <a href="/api/docs">the API</a> for <code>/v1/origins</code>, which does the same.
    </p>
    {data.added && data.challenge ? (
      <section class="reveal" aria-labelledby="added-title" role="status">
        <h2 id="added-title">Prove that {data.added} is yours</h2>
        <p>Do one of these, then press Verify below. This token is shown only now; an unproven claim lapses at {data.origins.find((o) => o.origin === data.added)?.expiresAt ?? 'its end'}.</p>
        <ul>
          <li>
            A DNS TXT record at <code>{data.challenge.dns.name}</code> holding <code data-proof="dns">{data.challenge.dns.value}</code>
          </li>
          <li>
            or a file at <code>{data.challenge.file.url}</code>, answered without a redirect, holding <code data-proof="file">{data.challenge.file.body}</code>
          </li>
        </ul>
      </section>
    ) : null}
    {data.proven ? (
      <section class="reveal" aria-labelledby="proven-title" role="status">
        <h2 id="proven-title">{data.proven} is yours</h2>
        <p>Its pages are served as this account from now on.</p>
      </section>
    ) : null}

    <section aria-labelledby="add-title">
      <h2 id="add-title">Add a site</h2>
      <form method="post" action="/dashboard/origins" class="stacked-form" aria-describedby={data.error ? 'origin-error' : 'origin-hint'}>
        <CsrfField token={chrome.csrf} />
        <label for="origin">Origin</label>
        <input id="origin" name="origin" required maxlength={300} placeholder="https://app.example.com" value={data.typed ?? ''} autocomplete="off" />
        <p id="origin-hint" class="hint">
          The scheme and host your pages are served from, and the port if it is not the usual one; no path. <code>https://*.example.com</code>{' '}
          covers every subdomain of example.com, not example.com itself.
        </p>
        <button type="submit">Add site</button>
        {data.error ? <p id="origin-error" class="form-error" role="alert">{data.error}</p> : null}
      </form>
    </section>

    <section aria-labelledby="origins-list-title">
      <h2 id="origins-list-title">Your sites ({data.origins.length} of {data.limit} on the {data.plan} plan)</h2>
      {data.origins.length === 0 ? (
        <p>No sites yet: pages without a key are refused unless the operator trusts them for everyone.</p>
      ) : (
        <ul class="origins">
          {data.origins.map((o) => (
            <li data-origin={o.origin}>
              <code>{o.origin}</code> {o.verifiedAt !== null ? <span class="proven">proven</span> : <span class="unproven">not proven yet, lapses {o.expiresAt}</span>}{' '}
              {o.verifiedAt === null ? (
                <form method="post" action="/dashboard/origins/verify" class="inline-form">
                  <CsrfField token={chrome.csrf} />
                  <input type="hidden" name="origin" value={o.origin} />
                  <button type="submit" class="link-button" aria-label={`Verify ${o.origin}`}>Verify</button>
                </form>
              ) : null}{' '}
              <form method="post" action="/dashboard/origins/delete" class="inline-form">
                <CsrfField token={chrome.csrf} />
                <input type="hidden" name="origin" value={o.origin} />
                <button type="submit" class="link-button" aria-label={`Remove ${o.origin}`}>Remove</button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  </Layout>
);
