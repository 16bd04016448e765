// The consumer-brand yardstick (catalog/data/consumer-brands.json): chains people pay in the US, UK, EU, Canada and
// Australia from name-suggestion-index's brand categories with their Wikidata items, plus the hand-listed online,
// travel, telecom, insurance and card brands of consumer-brands-listed.json, each domain checked against the source
// that named it; and which undecided Simple Icons mark joins a yardstick brand.
import { readFileSync } from 'node:fs';
import { normaliseDomain } from '../../catalog/domain.ts';
import { compactNameSpelled } from '../../catalog/text.ts';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';
import { registrableDomain, type WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';
import type { ConsumerBrand } from '../../pipeline/seed/consumer-brands.ts';
import { CONSUMER_CATEGORIES, NOTABLE_IDENTITIES, TARGET_REGIONS } from './consumer-categories.ts';
import { root, sorted, writeJson } from './files.ts';
import { listedEvidence, type EvidenceSources } from './consumer-evidence.ts';
import { REVIEWED_LOGOS } from './consumer-logos.ts';
import type { SimpleIconRow } from './consumer-inputs.ts';

interface NsiItem {
  displayName: string;
  locationSet: { include?: string[] };
  tags: Record<string, string>;
}

/** The NSI item's own domain: its first official website when that spells the brand, else another one that does. */
export function ownDomain(names: readonly string[], item: WikidataBrand): string | undefined {
  const sites = [...new Set([item.domain, ...item.sites].filter((site): site is string => Boolean(site)))];
  const domain = trustedDomain(names, sites.map((site) => `https://${site}/`));
  try {
    return domain && normaliseDomain(domain) === domain ? domain : undefined;
  } catch {
    return undefined;
  }
}

function nsiBrands(wikidata: ReadonlyMap<string, WikidataBrand>): Map<string, ConsumerBrand> {
  const nsi = JSON.parse(readFileSync(`${root}node_modules/name-suggestion-index/dist/json/nsi.json`, 'utf8')).nsi as Record<string, { items: NsiItem[] }>;
  const brands = new Map<string, ConsumerBrand>();
  const conflicted = new Set<string>();
  for (const [category, segment] of Object.entries(CONSUMER_CATEGORIES)) {
    for (const entry of nsi[`brands/${category}`]?.items ?? []) {
      const regions = (entry.locationSet.include ?? []).filter((region) => TARGET_REGIONS.has(region));
      const item = wikidata.get(entry.tags['brand:wikidata'] ?? '');
      // A chain with a social presence on several platforms: a national brand, not a local one.
      if (regions.length === 0 || !item || Object.keys(item.identities).filter((key) => key !== 'website').length < NOTABLE_IDENTITIES) continue;
      const name = entry.tags.brand ?? entry.displayName;
      const domain = ownDomain([name, item.label], item);
      if (!domain) continue;
      const known = brands.get(domain);
      // Two Wikidata items on one domain (a brand and its sister brand): neither is sure to be the domain's own.
      if (known && known.qid !== item.qid) conflicted.add(domain);
      else if (known) known.regions = [...new Set([...known.regions, ...regions])].sort();
      else brands.set(domain, { name, segment, regions: [...regions].sort(), source: `nsi:brands/${category}`, qid: item.qid, evidence: 'wikidata' });
    }
  }
  for (const domain of conflicted) brands.delete(domain);
  return brands;
}

/** The yardstick: NSI chains first, then the listed brands on domains NSI does not hold. */
export function compileConsumerBrands(sources: EvidenceSources): { brands: Map<string, ConsumerBrand>; disputed: string[] } {
  const brands = nsiBrands(new Map(sources.wikidata.map((item) => [item.qid, item])));
  const listed = JSON.parse(readFileSync(`${root}catalog/data/consumer-brands-listed.json`, 'utf8')).brands as { name: string; domain: string; segment: string; regions: string[]; note?: string }[];
  const disputed: string[] = [];
  for (const entry of listed) {
    if (brands.has(entry.domain)) continue;
    const found = listedEvidence(entry.name, entry.domain, sources);
    if (found.evidence === 'disputed' && !entry.note) disputed.push(`${entry.name} ${entry.domain}: the sources name ${found.others.join(', ')}`);
    const evidence = found.evidence === 'disputed' ? 'reviewed' : found.evidence;
    brands.set(entry.domain, { name: entry.name, segment: entry.segment, regions: entry.regions, source: 'listed', evidence });
  }
  return { brands, disputed };
}

/**
 * Simple Icons marks the seed left without a domain, joined to a yardstick brand of the same name when the artwork's
 * own URL is on one of the brand's official websites, or when a person reviewed the pair (consumer-logos.ts).
 */
export function logoJoins(brands: ReadonlyMap<string, ConsumerBrand>, sources: EvidenceSources, undecided: ReadonlySet<string>, icons: readonly SimpleIconRow[]): { joins: Record<string, string>; unreviewed: string[] } {
  const byName = new Map<string, [string, ConsumerBrand][]>();
  for (const [domain, brand] of brands) byName.set(compactNameSpelled(brand.name), [...(byName.get(compactNameSpelled(brand.name)) ?? []), [domain, brand]]);
  const sitesOf = new Map(sources.wikidata.map((item) => [item.qid, item.sites]));
  const joins: Record<string, string> = {};
  const unreviewed: string[] = [];
  for (const icon of icons) {
    if (!undecided.has(icon.slug)) continue;
    if (REVIEWED_LOGOS[icon.slug] !== undefined) {
      const domain = REVIEWED_LOGOS[icon.slug];
      if (domain && brands.has(domain)) joins[icon.slug] = domain;
      continue;
    }
    const matches = [icon.title, ...(icon.aliases?.aka ?? [])].flatMap((name) => byName.get(compactNameSpelled(name)) ?? []);
    if (new Set(matches.map(([domain]) => domain)).size !== 1) continue;
    const [domain, brand] = matches[0]!;
    const artwork = [icon.source, icon.guidelines].map((url) => (url && URL.canParse(url) ? registrableDomain(url) : undefined));
    const own = new Set([domain, ...(brand.qid ? sitesOf.get(brand.qid) ?? [] : [])]);
    if (artwork.some((site) => site && own.has(site))) joins[icon.slug] = domain;
    else unreviewed.push(`${icon.slug} -> ${domain} (${brand.name}); artwork ${icon.source}`);
  }
  return { joins, unreviewed };
}

export function writeConsumerBrands(sources: EvidenceSources, undecided: ReadonlySet<string>, icons: readonly SimpleIconRow[]): void {
  const { brands, disputed } = compileConsumerBrands(sources);
  const { joins, unreviewed } = logoJoins(brands, sources, undecided, icons);
  writeJson('catalog/data/consumer-brands.json', {
    _notice: 'The consumer-brand yardstick and the brands it adds, written by npm run catalog:sources from name-suggestion-index (BSD-3-Clause; Wikidata, CC0-1.0) and consumer-brands-listed.json. See docs/brand-data.md.',
    simpleIcons: sorted(joins),
    brands: sorted(Object.fromEntries(brands)),
  });
  const count = (evidence: string) => [...brands.values()].filter((brand) => brand.evidence === evidence).length;
  console.log(`consumer brands: ${brands.size} (nsi ${count('wikidata')}, listed: ${['gilbarbara', 'svgl', 'simple-icons', 'nsi', 'reviewed', 'hand'].map((e) => `${e} ${count(e)}`).join(', ')}); ${Object.keys(joins).length} marks joined, ${unreviewed.length} name matches left unreviewed`);
  if (process.env.CONSUMER_LIST === '1') for (const line of [...disputed, ...unreviewed]) console.log(`  ${line}`);
  if (disputed.length > 0) {
    for (const line of disputed) console.error(`disputed: ${line}`);
    process.exitCode = 1;
  }
}

/**
 * Each yardstick domain checked again against the source that named it: an NSI brand's domain must be one of its
 * Wikidata item's official websites and spell its name; a listed brand's must be the one an open source names, unless
 * none names any (hand) or a person settled a disagreement (reviewed, with a note in consumer-brands-listed.json).
 */
export function wrongDomains(brands: ReadonlyMap<string, ConsumerBrand>, sources: EvidenceSources, notes: ReadonlyMap<string, string>): string[] {
  const items = new Map(sources.wikidata.map((item) => [item.qid, item]));
  const wrong: string[] = [];
  for (const [domain, brand] of brands) {
    if (brand.qid) {
      const item = items.get(brand.qid);
      if (!item || (item.domain !== domain && !item.sites.includes(domain)) || !trustedDomain([brand.name, item.label], [`https://${domain}/`])) wrong.push(`${domain} (${brand.name}): not an own website of ${brand.qid}`);
      continue;
    }
    const found = listedEvidence(brand.name, domain, sources);
    if (found.evidence === 'disputed' && !notes.get(domain)) wrong.push(`${domain} (${brand.name}): the sources name ${found.others.join(', ')}`);
    else if (found.evidence !== 'disputed' && found.evidence !== brand.evidence) wrong.push(`${domain} (${brand.name}): evidence is ${found.evidence}, the file says ${brand.evidence}`);
  }
  return wrong;
}

export function listedNotes(): Map<string, string> {
  const listed = JSON.parse(readFileSync(`${root}catalog/data/consumer-brands-listed.json`, 'utf8')).brands as { domain: string; note?: string }[];
  return new Map(listed.flatMap((entry) => (entry.note ? [[entry.domain, entry.note] as const] : [])));
}
