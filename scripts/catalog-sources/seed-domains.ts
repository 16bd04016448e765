// The primary domain of every seed mark the sources agree on (catalog/data/seed-domains.json): Simple Icons and
// Iconify's logos first, then CoreUI's glyphs, which join only brands the first two brought.
import { readFileSync } from 'node:fs';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';
import { homepageOf, type GilbarbaraLogo } from '../../pipeline/seed/sources/open-data.ts';
import { artworkWeight, decidePrimaryDomain } from '../../pipeline/seed/sources/primary-domain.ts';
import { compactNameSpelled } from '../../catalog/text.ts';
import { groupBy, require, root, sorted, writeJson } from './files.ts';
import type { Voting } from './votes.ts';
import { CIB_NOT_CONSUMER } from './consumer-logos.ts';

const FILE = 'catalog/data/seed-domains.json';

interface SimpleIcon {
  title: string;
  slug: string;
  source: string;
  guidelines?: string;
  aliases?: { aka?: string[] };
}

// Reviewed by hand where the sources' homepages are out of date or absent (each checked against the brand's own site).
const REVIEWED_SIMPLE_ICONS: Record<string, string> = {
  x: 'x.com', // gilbarbara and svgl still name twitter.com, which is an alias of x.com in brand-facts.json
  klarna: 'klarna.com', // the artwork comes from klarna.design, Klarna's design system
  gatsby: 'gatsbyjs.com', // gatsbyjs.org (gilbarbara) now redirects to gatsbyjs.com
  // The artwork came from the brand's own site; gilbarbara's homepage is an older or unrelated domain.
  intercom: 'intercom.com',
  puppet: 'puppet.com',
  helpscout: 'helpscout.com',
  dovetail: 'dovetail.com',
  backbone: 'backbone.com', // the game controller; backbonejs.org is Backbone.js (its own icon, backbonedotjs)
  fedora: 'fedoraproject.org',
  ethers: 'ethers.org',
  gocd: 'gocd.org',
  cobalt: 'cobalt.tools', // the media downloader; cobalt.io is a pentest company
  spring_creators: 'spri.ng',
  // The artwork came from a press, design or Wikimedia page; the brand's own site is this one.
  qq: 'qq.com', // a homepage row names qq.design, Tencent's design site
  imgur: 'imgur.com', // imgurinc.com is the company's corporate site
  tripadvisor: 'tripadvisor.com',
  techcrunch: 'techcrunch.com',
  rottentomatoes: 'rottentomatoes.com',
  fifa: 'fifa.com',
  fandom: 'fandom.com',
  deezer: 'deezer.com',
  newyorktimes: 'nytimes.com', // the domain does not spell "The New York Times"
  internetarchive: 'archive.org',
  steam: 'steampowered.com', // the artwork came from partner.steamgames.com; the store is steampowered.com
  bookingdotcom: 'booking.com', // the artwork came from Booking Holdings' media room
  deutschetelekom: 'telekom.com', // the group's own site; t-mobile.com (its artwork URL) is its US subsidiary's
  paramountplus: 'paramountplus.com', // the artwork page is on the parent company's site, paramount.com
  sinaweibo: 'weibo.com',
  wikimediafoundation: 'wikimedia.org',
  opentofu: 'opentofu.org', // a homepage row points at terraform.io, the project it forked from // Spring the creator platform; the homepages matched by name are the Spring framework's
};

/** Writes the Simple Icons and Iconify logos domains; the CoreUI ones are added by writeCibDomains once seed brands exist. */
export function writeIconDomains(voting: Voting, gilbarbara: readonly GilbarbaraLogo[]): void {
  const simpleIconDomains = simpleIconsDomains(voting);
  const iconifyDomains = iconifyLogosDomains(voting, gilbarbara);
  writeJson(FILE, {
    _notice: 'Primary domains of seed marks, decided by npm run catalog:sources from gilbarbara/logos (CC0-1.0), svgl (MIT) and name-suggestion-index / Wikidata (BSD-3-Clause / CC0). See catalog/data/NOTICE.',
    'simple-icons': sorted(simpleIconDomains),
    'iconify-logos': sorted(iconifyDomains),
    'iconify-cib': {},
  });
  console.log(`simple-icons: ${Object.values(simpleIconDomains).filter(Boolean).length} decided, ${Object.values(simpleIconDomains).filter((d) => d === null).length} left empty; iconify-logos: ${Object.keys(iconifyDomains).length} decided`);
}

function simpleIconsDomains(voting: Voting): Record<string, string | null> {
  const simpleIcons = JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as SimpleIcon[];
  const domains: Record<string, string | null> = {};
  for (const icon of simpleIcons) {
    const names = [icon.title, icon.slug, ...(icon.aliases?.aka ?? [])];
    const artwork = trustedDomain(names, [icon.source, icon.guidelines]);
    const votes = voting.votesByName(names);
    if (artwork) votes.push({ source: 'simple-icons', domain: artwork, weight: artworkWeight(safeUrl(icon.source)), plain: false });
    votes.push(...voting.confirmations(names, votes));
    const decided = REVIEWED_SIMPLE_ICONS[icon.slug] ?? decidePrimaryDomain(names, votes);
    if (decided) domains[icon.slug] = decided;
    else if (artwork) domains[icon.slug] = null; // the artwork URL alone named it, and the homepages disagree
  }
  return domains;
}

// Iconify's logos set is built from gilbarbara/logos: an icon's base name is a file name there, which joins it to its
// publisher's homepage without comparing names.
function iconifyLogosDomains(voting: Voting, gilbarbara: readonly GilbarbaraLogo[]): Record<string, { domain: string; name: string }> {
  const iconify = JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')) as { icons: Record<string, unknown> };
  const rowByBase = new Map<string, GilbarbaraLogo>();
  for (const row of gilbarbara) for (const file of row.files) rowByBase.set(baseName(file.replace(/\.svg$/, '')), row);
  const domains: Record<string, { domain: string; name: string }> = {};
  for (const base of new Set(Object.keys(iconify.icons).map(baseName))) {
    const row = rowByBase.get(base);
    if (!row) continue;
    const names = [row.name, row.shortname];
    const own = homepageOf(row.name, row.url);
    const votes = voting.votesByName(names, 'gilbarbara');
    if (own) votes.push({ source: 'gilbarbara', domain: own.domain, weight: 1, plain: own.plain });
    votes.push(...voting.confirmations(names, votes));
    const decided = decidePrimaryDomain(names, votes);
    if (decided) domains[base] = { domain: decided, name: row.name };
  }
  return domains;
}

// CoreUI's brand icons (cib) carry only a slug: a glyph joins a brand another source already brought, when that
// brand's name or slug is the icon's and no homepage names another domain. It never starts a brand of its own.
export function writeCibDomains(voting: Voting, seedBrands: readonly CibBrand[], consumerBrands: readonly CibBrand[] = []): void {
  const cibIcons = JSON.parse(readFileSync(require.resolve('@iconify-json/cib/icons.json'), 'utf8')) as { icons: Record<string, unknown> };
  const cibDomains = cibJoins(voting, seedBrands, Object.keys(cibIcons.icons));
  // Consumer brands without a mark of their own come second, so a glyph another brand already holds stays there.
  const left = Object.keys(cibIcons.icons).filter((name) => !cibDomains[name] && !CIB_NOT_CONSUMER.has(name));
  const consumer = cibJoins(voting, consumerBrands, left);
  const seedDomainsFile = JSON.parse(readFileSync(`${root}${FILE}`, 'utf8')) as Record<string, unknown>;
  writeJson(FILE, { ...seedDomainsFile, 'iconify-cib': sorted({ ...cibDomains, ...consumer }) });
  console.log(`iconify-cib: ${Object.keys(cibDomains).length} joined to brands, ${Object.keys(consumer).length} to consumer brands`);
}

type CibBrand = { domain: string; name: string; matchNames: readonly string[] };

function cibJoins(voting: Voting, brands: readonly CibBrand[], iconNames: readonly string[]): Record<string, string> {
  const byComparable = groupBy(brands, (brand) => compactNameSpelled(brand.name));
  for (const brand of brands) for (const name of brand.matchNames) if (!byComparable.has(compactNameSpelled(name))) byComparable.set(compactNameSpelled(name), [brand]);
  const joins: Record<string, string> = {};
  for (const name of iconNames) {
    const matched = byComparable.get(compactNameSpelled(name)) ?? [];
    if (new Set(matched.map((brand) => brand.domain)).size !== 1) continue;
    const names = [name.replaceAll('-', ' '), matched[0]!.name];
    const votes = voting.votesByName(names);
    votes.push({ source: 'catalog', domain: matched[0]!.domain, weight: 1, plain: true });
    const decided = decidePrimaryDomain(names, votes);
    if (decided === matched[0]!.domain) joins[name] = decided;
  }
  return joins;
}

function safeUrl(url: string): string | undefined {
  return URL.canParse(url) ? url : undefined;
}

function baseName(name: string): string {
  return name.replace(/-dark$/, '').replace(/-icon$/, '');
}
