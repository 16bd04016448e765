// Decides a seed mark's primary domain from several sources' votes: the publishers' homepages (gilbarbara, svgl,
// Wikidata) and the URL the icon's artwork was taken from, which counts less when it is a design-system or press site;
// a domain backed by one source only must visibly name the brand; a tie between different domains is left empty.
import { trustedDomain } from '../brand-domain.ts';

export interface Vote {
  source: string;
  domain: string;
  /** 1 for a publisher's homepage, less for where the artwork happened to come from. */
  weight: number;
  /** From a front page (not a product page or a subdomain, which may be a parent brand's). */
  plain: boolean;
}

/** Where an icon's artwork came from counts as much as a homepage, unless it is a brand, design or press site. */
export function artworkWeight(url: string | undefined): number {
  if (!url) return 1;
  // The host, not the path: a press page on the brand's own site (intercom.com/press) is the brand's own domain.
  const { hostname } = new URL(url);
  return /^(brand|brands|design|aboutus|press|newsroom|assets)\./.test(hostname) || hostname.endsWith('.design') ? 0.5 : 1;
}

export function decidePrimaryDomain(names: readonly string[], votes: readonly Vote[]): string | undefined {
  const totals = new Map<string, { weight: number; sources: Set<string>; plain: number }>();
  for (const vote of votes) {
    const total = totals.get(vote.domain) ?? { weight: 0, sources: new Set<string>(), plain: 0 };
    if (total.sources.has(vote.source)) continue;
    total.sources.add(vote.source);
    total.weight += vote.weight;
    if (vote.plain) total.plain++;
    totals.set(vote.domain, total);
  }
  const namesBrand = (domain: string) => trustedDomain(names, [`https://${domain}/`]) === domain;
  // Two front pages agreeing stand on their own (brew.sh for Homebrew); anything else must name the brand.
  const eligible = [...totals].filter(([domain, total]) => total.plain >= 2 || namesBrand(domain));
  eligible.sort((a, b) => b[1].weight - a[1].weight);
  const [best, second] = eligible;
  if (!best) return undefined;
  if (second && second[1].weight === best[1].weight) return undefined;
  return best[0];
}
