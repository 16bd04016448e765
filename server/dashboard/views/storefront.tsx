// The public start page: a brand search that answers as you type, and how to put a logo in a page or a script.
import type { FC } from 'hono/jsx';
import type { SearchHit } from '../../../catalog/search.ts';
import { logoPath } from '../logo-urls.ts';
import { CopyBlock, Layout, type Chrome } from './layout.tsx';

export const brandPagePath = (domain: string) => `/brand/${encodeURIComponent(domain)}`;

export const Storefront: FC<{ chrome: Chrome; origin: string; query: string; hits: SearchHit[] }> = ({ chrome, origin, query, hits }) => (
  <Layout title="Brand logos" chrome={chrome}>
    <h1>Brand logos for any domain</h1>
    <p class="lead">Search a brand, then put its logo in a page with one <code>&lt;img&gt;</code> tag.</p>
    <form role="search" method="get" action="/" class="search-form">
      <label for="q">Search brands by name or domain</label>
      <div class="search-row">
        <input id="q" name="q" type="search" value={query} maxlength={100} autocomplete="off" spellcheck={false} aria-describedby="q-hint" aria-controls="results" />
        <button type="submit">Search</button>
      </div>
      <p id="q-hint" class="hint">Results appear as you type, for example “stripe” or “github.com”.</p>
    </form>
    <p id="results-status" class="hint" role="status" aria-live="polite">
      {query ? (hits.length === 0 ? 'No brands found.' : `${hits.length} ${hits.length === 1 ? 'brand' : 'brands'} found.`) : ''}
    </p>
    <ul id="results" class="results">
      {hits.map((hit) => (
        <li>
          <a class="result-link" href={brandPagePath(hit.domain)}>
            <img src={logoPath(hit.domain, { size: 64, retina: true })} alt="" width={48} height={48} />
            <span class="result-name">{hit.name}</span>
            <code>{hit.domain}</code>
          </a>
        </li>
      ))}
    </ul>

    <section aria-labelledby="how-to-use">
      <h2 id="how-to-use">How to use</h2>
      <h3>In a web page</h3>
      <p>From a site listed in the service's trusted origins, no key is needed:</p>
      <CopyBlock id="example-img" label="Copy the img tag" text={`<img src="${origin}/v1/stripe.com?size=64&retina=true" alt="Stripe" width="64" height="64">`} />
      <h3>From a server or script, with an API key</h3>
      <p>
        Create a key on your <a href="/dashboard">dashboard</a>, then:
      </p>
      <CopyBlock id="example-curl" label="Copy the curl command" text={`curl -H "Authorization: Bearer la_…" "${origin}/v1/stripe.com?format=png&size=256" -o stripe.png`} />
      <p>
        Sizes, formats, themes and the other endpoints are described in the <a href="/api/docs">API reference</a> (also
        as an <a href="/api/open-api">OpenAPI document</a> for API tools).
      </p>
    </section>
  </Layout>
);
