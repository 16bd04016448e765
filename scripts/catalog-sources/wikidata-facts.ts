// Brand facts from Wikidata (catalog/data/brand-wikidata.json): an item is a brand's when one of its official websites
// is the brand's domain and its label folds to the brand's name; a social profile is kept only when its handle is the
// brand's name or domain label, give or take a common suffix ("StarbucksDE", "googlebrasil" are regional accounts).
import { readFileSync, writeFileSync } from 'node:fs';
import { normaliseDomain } from '../../catalog/domain.ts';
import { compactNameSpelled, foldName, foldNameLoosely, HANDLE_SUFFIXES } from '../../catalog/text.ts';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';
import type { WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';
import { root, sorted } from './files.ts';

type Facts = { qid: string; name?: string; description?: string; socials?: Record<string, string> };

const PROFILE_URLS: Record<string, (handle: string) => string> = {
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};
const PLATFORM_KEYS: Record<string, string> = { twitter: 'x', facebook: 'facebook', instagram: 'instagram', linkedin: 'linkedin', tiktok: 'tiktok' };

function factsOf(item: WikidataBrand, domain: string, name: string): Facts {
  const own = new Set([compactNameSpelled(name), compactNameSpelled(domain.split('.')[0]!)]);
  const socials: Record<string, string> = {};
  for (const [platform, handle] of Object.entries(item.identities)) {
    const url = PROFILE_URLS[platform];
    if (!url || !/^[A-Za-z0-9_.-]{1,100}$/.test(handle)) continue;
    if (['', ...HANDLE_SUFFIXES].some((suffix) => [...own].some((base) => compactNameSpelled(handle) === base + suffix))) socials[PLATFORM_KEYS[platform]!] = url(handle);
  }
  const description = item.description && item.description.length <= 300 ? capitalise(item.description) : undefined;
  return { qid: item.qid, ...(description ? { description } : {}), ...(Object.keys(socials).length > 0 ? { socials } : {}) };
}

/** Facts of the brands we hold or list, from the one Wikidata item on their domain whose label is their name. */
function factsOfKnown(wikidataBySite: Map<string, WikidataBrand[]>, brands: readonly { domain: string; name: string }[], known: Set<string>): Record<string, Facts> {
  const brandFacts: Record<string, Facts> = {};
  for (const { domain, name } of brands) {
    known.add(domain);
    if (brandFacts[domain]) continue;
    const names = new Set([foldName(name), foldNameLoosely(name)].filter(Boolean));
    const items = (wikidataBySite.get(domain) ?? []).filter((item) => names.has(foldName(item.label)) || names.has(foldNameLoosely(item.label)));
    if (items.length !== 1) continue; // none, or several items on one site (a brand and its operator): left empty
    const facts = factsOf(items[0]!, domain, name);
    if (facts.description || facts.socials) brandFacts[domain] = facts;
  }
  return brandFacts;
}

// Brands Wikidata knows and we hold no logo for: a record (name, description, socials) that answers /v1/brand and gives
// discovery a domain to start from. Only where the item's first official website is its own (its label names the
// domain) and no other item claims that site.
function addUnknownBrands(wikidata: readonly WikidataBrand[], wikidataBySite: Map<string, WikidataBrand[]>, known: Set<string>, brandFacts: Record<string, Facts>): number {
  let added = 0;
  for (const item of wikidata) {
    const domain = item.domain;
    if (!domain || known.has(domain) || brandFacts[domain] || (wikidataBySite.get(domain)?.length ?? 0) !== 1) continue;
    if (trustedDomain([item.label], [`https://${domain}/`]) !== domain || !item.description) continue;
    try {
      if (normaliseDomain(domain) !== domain) continue;
    } catch {
      continue;
    }
    brandFacts[domain] = { ...factsOf(item, domain, item.label), name: item.label };
    added++;
  }
  return added;
}

export function writeWikidataFacts(wikidata: readonly WikidataBrand[], brands: readonly { domain: string; name: string }[]): void {
  const wikidataBySite = new Map<string, WikidataBrand[]>();
  for (const item of wikidata) for (const site of item.sites) wikidataBySite.set(site, [...(wikidataBySite.get(site) ?? []), item]);
  const known = new Set<string>();
  const brandFacts = factsOfKnown(wikidataBySite, brands, known);
  for (const alias of JSON.parse(readFileSync(`${root}catalog/data/brand-facts.json`, 'utf8')).flatMap((f: { aliases?: string[] }) => f.aliases ?? [])) known.add(alias);
  console.log(`Wikidata: ${addUnknownBrands(wikidata, wikidataBySite, known, brandFacts)} brands without a logo yet`);
  // One brand a line: the file is large, and a line per brand keeps its diffs readable.
  writeFileSync(
    `${root}catalog/data/brand-wikidata.json`,
    `{"_notice": "Descriptions and social profiles from Wikidata (CC0-1.0) as shipped in name-suggestion-index (BSD-3-Clause), joined by npm run catalog:sources. See catalog/data/NOTICE.",\n"brands": {\n${Object.entries(sorted(brandFacts)).map(([domain, facts]) => `${JSON.stringify(domain)}: ${JSON.stringify(facts)}`).join(',\n')}\n}}\n`,
  );
  console.log(`Wikidata: ${Object.keys(brandFacts).length} brands, ${Object.values(brandFacts).filter((f) => f.description).length} descriptions, ${Object.values(brandFacts).filter((f) => f.socials).length} with socials`);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
