// One discovery run's view of the world: fetches bounded by the domain's deadline and request budget, the home page
// fetched once and shared by every provider, and the brand's profiles found on the site or in the catalog.
import type { Brand } from '../../catalog/types.ts';
import { DiscoveryError } from './errors.ts';
import type { FetchedResponse } from './net/fetch.ts';
import { profileFromUrl } from './social/profiles.ts';
import type { DiscoveryContext, SocialPlatform } from './types.ts';
import { parsePage } from './website/html.ts';
import { challengeOf, notSiteOf, type NotSite } from './website/not-site.ts';
import type { SitePage } from './website/site-page.ts';

export type Fetch = (url: string, accept: string, signal: AbortSignal) => Promise<FetchedResponse>;

export interface ContextOptions {
  domain: string;
  brand: Brand | undefined;
  /** Where the home page may be, tried in order (see siteUrlsOf). */
  siteUrls: string[];
  fetch: Fetch;
  signal: AbortSignal;
  maxRequests: number;
}

/** Failures that mean "not here, try the next address": the name does not resolve, nothing listens, the server errs.
 * A name that resolves into private space is not one of them: that domain is refused, not worked around. */
const TRY_NEXT = new Set(['DNS_FAILED', 'NETWORK', 'HTTP_STATUS']);

export function createContext(options: ContextOptions): DiscoveryContext & { requests(): number; notSite(): NotSite | undefined } {
  let requests = 0;
  let notSite: NotSite | undefined;
  let homepage: Promise<SitePage | undefined> | undefined;
  let manifest: Promise<FetchedResponse | undefined> | undefined;
  const fetch = (url: string, accept: string) => {
    if (options.signal.aborted) return Promise.reject(new DiscoveryError('TIMEOUT', `the time for ${options.domain} ran out before ${url}`));
    if (++requests > options.maxRequests) {
      return Promise.reject(new DiscoveryError('FETCH_BUDGET', `${options.domain} used its ${options.maxRequests} requests before ${url}`));
    }
    return options.fetch(url, accept, options.signal);
  };
  const context = {
    domain: options.domain,
    brand: options.brand,
    fetch,
    requests: () => requests,
    /** The page that answered in the site's place (a bot challenge, a cookie wall), when one did. */
    notSite: () => notSite,
    homepage() {
      homepage ??= (async () => {
        let first: unknown;
        let answered = false;
        for (const url of options.siteUrls) {
          try {
            const response = await fetch(url, 'text/html,application/xhtml+xml');
            const html = response.body.toString('utf8');
            const stand = notSiteOf(html, response.url, response.status);
            // A challenge or a wall shows someone else's page; a shell's head is still the site's own.
            if (stand && stand.outcome !== 'script-shell') {
              notSite = stand;
              return undefined;
            }
            const page = parsePage(html, response.url);
            if (stand) page.notSite = stand;
            return page;
          } catch (error) {
            if (!(error instanceof DiscoveryError) || !TRY_NEXT.has(error.code)) throw error;
            // The same bot manager guards the other addresses: asking them only spends the request budget.
            notSite = error.body && error.status ? challengeOf(error.status, error.body.toString('utf8'), url) : undefined;
            if (notSite) return undefined;
            first ??= error;
            answered ||= error.code === 'HTTP_STATUS';
          }
        }
        // A home page that answers 404 or 500 everywhere still leaves /favicon.ico and the socials to try.
        if (answered) return undefined;
        // The failure of the domain itself is what an operator recognises, not that of a guessed www. name.
        throw first;
      })();
      return homepage;
    },
    manifest() {
      // A missing or broken manifest is common and costs only what it would have said.
      manifest ??= context.homepage().then(
        (page) => (page?.manifest ? fetch(page.manifest, 'application/manifest+json, application/json').catch(() => undefined) : undefined),
        () => undefined,
      );
      return manifest;
    },
    async profile(platform: SocialPlatform) {
      const page = await context.homepage().catch(() => undefined);
      for (const link of page?.links ?? []) {
        const found = profileFromUrl(platform, link, 'site');
        if (found) return found;
      }
      const known = options.brand?.socials[platform];
      return known ? profileFromUrl(platform, known, 'catalog') : undefined;
    },
  };
  return context;
}
