// Votes for a brand's primary domain: each open source's homepage for the brand's names, and Wikidata confirming a
// domain another source proposed.
import { compactNameSpelled } from '../../catalog/text.ts';
import { byName, homepageOf, readSvgl, type GilbarbaraLogo, type Homepage, type WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';
import type { Vote } from '../../pipeline/seed/sources/primary-domain.ts';
import { sourcesDir } from './files.ts';

export type HomepageSource = 'gilbarbara' | 'svgl';

export interface Voting {
  /** Each source's homepage by compact name; null where its rows disagree. */
  homepages: Record<HomepageSource, Map<string, Homepage | null>>;
  votesByName(names: readonly string[], skip?: HomepageSource): Vote[];
  confirmations(names: readonly string[], proposed: readonly Vote[]): Vote[];
}

export function createVoting(gilbarbara: readonly GilbarbaraLogo[], wikidata: readonly WikidataBrand[]): Voting {
  const homepages: Voting['homepages'] = {
    gilbarbara: byName(gilbarbara.flatMap((row) => [homepageOf(row.name, row.url), homepageOf(row.shortname, row.url)].filter((h) => h !== undefined))),
    svgl: byName(readSvgl(sourcesDir)),
  };
  // Wikidata labels are ambiguous (its brands are shops and operators: "Kik" is a German retailer there, not the
  // messenger), so Wikidata only confirms a domain another source proposed, through any of its official websites.
  const wikidataSites = new Map<string, Set<string>>();
  for (const item of wikidata) {
    const key = compactNameSpelled(item.label);
    const sites = wikidataSites.get(key) ?? new Set<string>();
    for (const domain of item.sites) sites.add(domain);
    wikidataSites.set(key, sites);
  }
  return {
    homepages,
    votesByName(names: readonly string[], skip?: HomepageSource): Vote[] {
      const votes: Vote[] = [];
      for (const [source, map] of Object.entries(homepages) as [HomepageSource, Map<string, Homepage | null>][]) {
        if (source === skip) continue;
        const found = names.map((name) => map.get(compactNameSpelled(name))).filter((h): h is Homepage => Boolean(h));
        // Two of a source's rows naming one brand differently is a disagreement: no vote.
        if (found.length > 0 && found.every((h) => h.domain === found[0]!.domain)) {
          votes.push({ source, domain: found[0]!.domain, weight: 1, plain: found.some((h) => h.plain) });
        }
      }
      return votes;
    },
    confirmations(names: readonly string[], proposed: readonly Vote[]): Vote[] {
      const sites = new Set(names.flatMap((name) => [...(wikidataSites.get(compactNameSpelled(name)) ?? [])]));
      return [...new Set(proposed.map((vote) => vote.domain))].filter((domain) => sites.has(domain)).map((domain) => ({ source: 'wikidata', domain, weight: 1, plain: true }));
    },
  };
}
