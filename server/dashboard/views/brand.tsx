// The brand page at /brand/:domain: its logos, how to embed them, its colours and facts, and a way to report a wrong
// logo; and the page of a domain the catalog does not know, with the monogram the API answers for it.
import type { FC } from 'hono/jsx';
import type { BrandPage } from '../brand-page.ts';
import { fitted, logoPath, type EmbedSnippets } from '../logo-urls.ts';
import { Colours, Facts } from './brand-facts.tsx';
import { entryOfPair, LogoGallery, MONOGRAM_ENTRY } from './brand-logos.tsx';
import { ReportForm, type ReportOutcome } from './brand-report.tsx';
import { CopyBlock, Layout, type Chrome } from './layout.tsx';

const HEAD_SIZE = 64;

const BackToSearch: FC = () => (
  <p class="breadcrumb">
    <a href="/">← Search brands</a>
  </p>
);

export const BrandView: FC<{ chrome: Chrome; page: BrandPage; snippets: EmbedSnippets; report: { signedIn: boolean; outcome?: ReportOutcome } }> = ({ chrome, page, snippets, report }) => (
  <Layout title={page.name} chrome={chrome}>
    <BackToSearch />
    <div class="brand-head">
      {/* A logo made for dark backgrounds only (white lettering) would vanish on the page's white. */}
      <span class={`head-logo tile-${page.defaultLogo.theme}`}>
        <img src={logoPath(page.domain, { size: HEAD_SIZE, retina: true })} alt="" {...fitted(page.defaultLogo, HEAD_SIZE)} />
      </span>
      <div>
        <h1>{page.name}</h1>
        <code class="brand-domain">{page.domain}</code>
        {page.aliases.length > 0 ? (
          <p class="hint">
            Also answers for {page.aliases.join(', ')}
            {page.moreAliases > 0 ? ` and ${page.moreAliases} more` : ''}
          </p>
        ) : (
          ''
        )}
      </div>
    </div>
    {page.description ? <p class="lead">{page.description}</p> : ''}

    <section aria-labelledby="logos">
      <h2 id="logos">Logos</h2>
      <p class="hint">
        Each stored version on a light and a dark background. The links below each one download it in that format and
        size.
      </p>
      <LogoGallery domain={page.domain} name={page.name} entries={page.pairs.length > 0 ? page.pairs.map(entryOfPair) : [MONOGRAM_ENTRY]} />
    </section>

    <section aria-labelledby="embed">
      <h2 id="embed">Use it in a page</h2>
      <p>From a site listed in the service's trusted origins, no key is needed:</p>
      <CopyBlock id="snippet-img" label="Copy the img tag" text={snippets.img} />
      <p>With the dark theme when the reader's system is dark:</p>
      <CopyBlock id="snippet-picture" label="Copy the picture tag" text={snippets.picture} />
    </section>

    <section aria-labelledby="colours">
      <h2 id="colours">Colours</h2>
      <Colours colors={page.colors} source={page.colorsSource} />
    </section>

    <section aria-labelledby="facts">
      <h2 id="facts">Facts and where they came from</h2>
      <Facts facts={page.facts} />
    </section>

    <section aria-labelledby="report">
      <h2 id="report">Report a wrong logo</h2>
      {page.pairs.length > 0 ? <ReportForm domain={page.domain} pairs={page.pairs} csrf={chrome.csrf} signedIn={report.signedIn} outcome={report.outcome} /> : <p class="hint">No logo is stored for this brand, so there is none to report.</p>}
    </section>
  </Layout>
);

export const UnknownBrandView: FC<{ chrome: Chrome; domain: string; discovery: boolean }> = ({ chrome, domain, discovery }) => (
  <Layout title={`Unknown brand ${domain}`} chrome={chrome}>
    <BackToSearch />
    <div class="brand-head">
      <span class="head-logo tile-light">
        <img src={logoPath(domain, { size: HEAD_SIZE, retina: true })} alt={`Monogram for ${domain}`} width={HEAD_SIZE} height={HEAD_SIZE} />
      </span>
      <div>
        <h1>No brand is known for {domain}</h1>
        <code class="brand-domain">{domain}</code>
      </div>
    </div>
    <p role="note">
      The catalog has no brand for this domain, so the API answers it with the monogram shown here (its{' '}
      <code>X-Logo-Source</code> header says <code>monogram</code>).{' '}
      {discovery
        ? 'A request for its logo (this page makes one) asks the service to look for it; once its logo is found, this page shows it.'
        : 'Discovery is off on this server, so it stays a monogram until an operator adds the brand.'}
    </p>
  </Layout>
);
