// `npm run catalog:sources`: turns the open brand data (../shared/data/brand-sources, name-suggestion-index from npm)
// into the reviewed data files the seed import reads, so nothing outside the project is read at run time.
//   catalog/data/seed-domains.json  the primary domain of every seed mark the sources agree on (null: they disagree)
//   catalog/data/listings.json      S&P 500 and SEC-listed companies joined to brand domains, with GICS and tickers
//   catalog/data/brand-wikidata.json descriptions and the brand's own social profiles, from Wikidata via NSI
//   catalog/data/brand-sets.json    the UI icon sets that draw each brand, for the search's popularity signal
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { trustedDomain } from '../pipeline/seed/brand-domain.ts';
import { byName, homepageOf, readGilbarbara, readSvgl, readWikidata, type GilbarbaraLogo, type Homepage } from '../pipeline/seed/sources/open-data.ts';
import { GICS_2023 } from '../catalog/data/gics-2023.ts';
import { normaliseDomain } from '../catalog/domain.ts';
import { compactNameSpelled, foldName, foldNameLoosely, HANDLE_SUFFIXES } from '../catalog/text.ts';
import { readSecTickers, readSp500 } from '../pipeline/seed/sources/listings.ts';
import { artworkWeight, decidePrimaryDomain, type Vote } from '../pipeline/seed/sources/primary-domain.ts';
import { writeBrandSets } from './brand-sets.ts';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const sourcesDir = process.env.BRAND_SOURCES ?? `${root}../shared/data/brand-sources`;
const wikidataFile = `${root}node_modules/name-suggestion-index/dist/wikidata/wikidata.json`;

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
  sinaweibo: 'weibo.com',
  wikimediafoundation: 'wikimedia.org',
  opentofu: 'opentofu.org', // a homepage row points at terraform.io, the project it forked from // Spring the creator platform; the homepages matched by name are the Spring framework's
};

// S&P 500 websites filled by hand, each with its evidence (scripts/check-sp500-domains.ts), keyed by symbol.
const REVIEWED_COMPANY_DOMAINS = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(`${root}catalog/data/sp500-domains.json`, 'utf8')) as { domains: Record<string, { domain: string }> }).domains).map(
    ([symbol, site]) => [symbol, site.domain],
  ),
);

const gilbarbara = readGilbarbara(sourcesDir);
const wikidata = readWikidata(wikidataFile);
const homepages = {
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

function votesByName(names: readonly string[], skip?: keyof typeof homepages): Vote[] {
  const votes: Vote[] = [];
  for (const [source, map] of Object.entries(homepages) as [keyof typeof homepages, Map<string, Homepage | null>][]) {
    if (source === skip) continue;
    const found = names.map((name) => map.get(compactNameSpelled(name))).filter((h): h is Homepage => Boolean(h));
    // Two of a source's rows naming one brand differently is a disagreement: no vote.
    if (found.length > 0 && found.every((h) => h.domain === found[0]!.domain)) {
      votes.push({ source, domain: found[0]!.domain, weight: 1, plain: found.some((h) => h.plain) });
    }
  }
  return votes;
}

function confirmations(names: readonly string[], proposed: readonly Vote[]): Vote[] {
  const sites = new Set(names.flatMap((name) => [...(wikidataSites.get(compactNameSpelled(name)) ?? [])]));
  return [...new Set(proposed.map((vote) => vote.domain))].filter((domain) => sites.has(domain)).map((domain) => ({ source: 'wikidata', domain, weight: 1, plain: true }));
}

const simpleIcons = JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as SimpleIcon[];
const simpleIconDomains: Record<string, string | null> = {};
for (const icon of simpleIcons) {
  const names = [icon.title, icon.slug, ...(icon.aliases?.aka ?? [])];
  const artwork = trustedDomain(names, [icon.source, icon.guidelines]);
  const votes = votesByName(names);
  if (artwork) votes.push({ source: 'simple-icons', domain: artwork, weight: artworkWeight(safeUrl(icon.source)), plain: false });
  votes.push(...confirmations(names, votes));
  const decided = REVIEWED_SIMPLE_ICONS[icon.slug] ?? decidePrimaryDomain(names, votes);
  if (decided) simpleIconDomains[icon.slug] = decided;
  else if (artwork) simpleIconDomains[icon.slug] = null; // the artwork URL alone named it, and the homepages disagree
}

// Iconify's logos set is built from gilbarbara/logos: an icon's base name is a file name there, which joins it to its
// publisher's homepage without comparing names.
const iconify = JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')) as { icons: Record<string, unknown> };
const rowByBase = new Map<string, GilbarbaraLogo>();
for (const row of gilbarbara) for (const file of row.files) rowByBase.set(baseName(file.replace(/\.svg$/, '')), row);
const iconifyDomains: Record<string, { domain: string; name: string }> = {};
for (const base of new Set(Object.keys(iconify.icons).map(baseName))) {
  const row = rowByBase.get(base);
  if (!row) continue;
  const names = [row.name, row.shortname];
  const own = homepageOf(row.name, row.url);
  const votes = votesByName(names, 'gilbarbara');
  if (own) votes.push({ source: 'gilbarbara', domain: own.domain, weight: 1, plain: own.plain });
  votes.push(...confirmations(names, votes));
  const decided = decidePrimaryDomain(names, votes);
  if (decided) iconifyDomains[base] = { domain: decided, name: row.name };
}

writeJson('catalog/data/seed-domains.json', {
  _notice: 'Primary domains of seed marks, decided by npm run catalog:sources from gilbarbara/logos (CC0-1.0), svgl (MIT) and name-suggestion-index / Wikidata (BSD-3-Clause / CC0). See catalog/data/NOTICE.',
  'simple-icons': sorted(simpleIconDomains),
  'iconify-logos': sorted(iconifyDomains),
  'iconify-cib': {},
});
console.log(`simple-icons: ${Object.values(simpleIconDomains).filter(Boolean).length} decided, ${Object.values(simpleIconDomains).filter((d) => d === null).length} left empty; iconify-logos: ${Object.keys(iconifyDomains).length} decided`);

// Listings name companies, not websites: join them to a domain only where the brands we hold (exact folded name, or
// the name without descriptors such as "Motor") and the open homepages do not disagree.
const { collectSeedBrands } = await import('../pipeline/seed/import.ts');
const seedBrands = collectSeedBrands().brands;
const brandsByFolded = groupBy(seedBrands, (brand) => foldName(brand.name));

// CoreUI's brand icons (cib) carry only a slug: a glyph joins a brand another source already brought, when that
// brand's name or slug is the icon's and no homepage names another domain. It never starts a brand of its own.
const seedByComparable = groupBy(seedBrands, (brand) => compactNameSpelled(brand.name));
for (const brand of seedBrands) for (const name of brand.matchNames) if (!seedByComparable.has(compactNameSpelled(name))) seedByComparable.set(compactNameSpelled(name), [brand]);
const cibIcons = JSON.parse(readFileSync(require.resolve('@iconify-json/cib/icons.json'), 'utf8')) as { icons: Record<string, unknown> };
const cibDomains: Record<string, string> = {};
for (const name of Object.keys(cibIcons.icons)) {
  const brands = seedByComparable.get(compactNameSpelled(name)) ?? [];
  if (new Set(brands.map((brand) => brand.domain)).size !== 1) continue;
  const names = [name.replaceAll('-', ' '), brands[0]!.name];
  const votes = votesByName(names);
  votes.push({ source: 'catalog', domain: brands[0]!.domain, weight: 1, plain: true });
  const decided = decidePrimaryDomain(names, votes);
  if (decided === brands[0]!.domain) cibDomains[name] = decided;
}
const seedDomainsFile = JSON.parse(readFileSync(`${root}catalog/data/seed-domains.json`, 'utf8')) as Record<string, unknown>;
writeJson('catalog/data/seed-domains.json', { ...seedDomainsFile, 'iconify-cib': sorted(cibDomains) });
console.log(`iconify-cib: ${Object.keys(cibDomains).length} joined to brands`);
// Wikidata's brands are mostly shops and operators worldwide ("APA" is an Australian pipeline there): for a US listing
// only an item described as an American company, on a generic top-level domain, is the same company.
const US_COMPANY = /\b(american|united states|u\.s\.)\b.*\b(company|corporation|conglomerate|manufacturer|retailer|bank|airline|insurer|chain|provider|utility|holding|producer|operator|maker|firm|business)/i;
const wikidataByFolded = groupBy(
  wikidata.filter((item) => item.domain && /\.(com|net|org|us)$/.test(item.domain) && US_COMPANY.test(item.description ?? '')),
  (item) => foldName(item.label),
);
const gicsByName = new Map(GICS_2023.filter(([code]) => code.length === 8).map(([code, name]) => [name, code]));

function domainOfCompany(name: string): string | undefined {
  const unique = (domains: (string | undefined)[]) => {
    const set = new Set(domains.filter(Boolean));
    return set.size === 1 ? [...set][0] : undefined;
  };
  // A brand we hold under the same folded name comes first; two such brands on different domains stay unjoined.
  for (const key of [foldName(name), foldNameLoosely(name)]) {
    const brands = key ? brandsByFolded.get(key) : undefined;
    if (brands) return unique(brands.map((brand) => brand.domain));
  }
  const items = wikidataByFolded.get(foldName(name));
  if (items) return unique(items.map((item) => item.domain));
  const homepage = homepages.gilbarbara.get(compactNameSpelled(name)) ?? homepages.svgl.get(compactNameSpelled(name));
  return homepage?.plain ? homepage.domain : undefined;
}

const secByCik = groupBy(readSecTickers(sourcesDir), (ticker) => String(ticker.cik));
const companies = new Map<number, { cik: number; name: string; domain: string | null; gicsCode: string | null; founded: number | null; tickers: { symbol: string; exchange: string }[] }>();
for (const row of readSp500(sourcesDir)) {
  const symbol = row.symbol.toUpperCase();
  const sec = secByCik.get(String(row.cik)) ?? [];
  const exchange = sec.find((ticker) => normaliseSymbol(ticker.symbol) === symbol)?.exchange ?? sec[0]?.exchange ?? 'NYSE';
  const company = companies.get(row.cik) ?? {
    cik: row.cik,
    // "Alphabet Inc. (Class A)" → "Alphabet Inc."; "Hershey Company (The)" → "The Hershey Company".
    name: row.name.replace(/\s*\((?:Class|Series) [A-Z]\)$/, '').replace(/^(.*) \(The\)$/, 'The $1'),
    domain: REVIEWED_COMPANY_DOMAINS[symbol] ?? domainOfCompany(row.name) ?? null,
    gicsCode: gicsByName.get(row.subIndustry) ?? null,
    founded: row.founded,
    tickers: [],
  };
  company.tickers.push({ symbol, exchange });
  companies.set(row.cik, company);
}
const listed = [...companies.values()];
writeJson('catalog/data/listings.json', {
  _notice: 'S&P 500 constituents (datasets/s-and-p-500-companies, ODC-PDDL-1.0) with exchanges from the SEC company tickers (public domain), joined to brand domains by npm run catalog:sources.',
  companies: listed,
});
console.log(`S&P 500: ${listed.length} companies, ${listed.filter((c) => c.domain).length} joined to a domain, ${listed.filter((c) => c.gicsCode).length} with GICS`);
if (process.argv.includes('--misses')) console.log(listed.filter((c) => !c.domain).map((c) => c.name).join('; '));

// The popularity signal: the top-sites order (npm top-sites, MIT; Moz's list of the 500 most linked-to sites).
// One entry is cut short upstream ("marketingplatform.google...."): it is left out. The package is not a dependency:
// its install script downloads the list, which fails offline, so it is installed on purpose without scripts.
const topSitesList = optionalPackage<{ rootDomain: string }[]>('top-sites');
if (topSitesList) {
  const topSites = topSitesList.flatMap((site) => {
    try {
      return [normaliseDomain(site.rootDomain)];
    } catch {
      return [];
    }
  });
  writeJson('catalog/data/top-sites.json', {
    _notice: 'The 500 most linked-to websites in order, from the npm package top-sites (MIT, Copyright (c) 2018 Kiko Beats; notice in catalog/data/NOTICE).',
    domains: topSites,
  });
} else {
  console.log('top-sites: kept catalog/data/top-sites.json (to refresh it: npm install --no-save --ignore-scripts top-sites)');
}

// Brand facts from Wikidata: an item is a brand's when one of its official websites is the brand's domain and its
// label folds to the brand's name; a social profile is kept only when its handle is the brand's name or domain
// label, give or take a common suffix ("StarbucksDE", "googlebrasil" are regional accounts, not the brand's own).
const wikidataBySite = new Map<string, typeof wikidata>();
for (const item of wikidata) for (const site of item.sites) wikidataBySite.set(site, [...(wikidataBySite.get(site) ?? []), item]);
const PROFILE_URLS: Record<string, (handle: string) => string> = {
  twitter: (h) => `https://x.com/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};
const PLATFORM_KEYS: Record<string, string> = { twitter: 'x', facebook: 'facebook', instagram: 'instagram', linkedin: 'linkedin', tiktok: 'tiktok' };
const brandFacts: Record<string, { qid: string; name?: string; description?: string; socials?: Record<string, string> }> = {};
function factsOf(item: (typeof wikidata)[number], domain: string, name: string) {
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
const known = new Set<string>();
const withListings = [...seedBrands.map((brand) => ({ domain: brand.domain, name: brand.name })), ...listed.flatMap((c) => (c.domain ? [{ domain: c.domain, name: c.name }] : []))];
for (const { domain, name } of withListings) {
  known.add(domain);
  if (brandFacts[domain]) continue;
  const names = new Set([foldName(name), foldNameLoosely(name)].filter(Boolean));
  const items = (wikidataBySite.get(domain) ?? []).filter((item) => names.has(foldName(item.label)) || names.has(foldNameLoosely(item.label)));
  if (items.length !== 1) continue; // none, or several items on one site (a brand and its operator): left empty
  const facts = factsOf(items[0]!, domain, name);
  if (facts.description || facts.socials) brandFacts[domain] = facts;
}
for (const alias of JSON.parse(readFileSync(`${root}catalog/data/brand-facts.json`, 'utf8')).flatMap((f: { aliases?: string[] }) => f.aliases ?? [])) known.add(alias);
// Brands Wikidata knows and we hold no logo for: a record (name, description, socials) that answers /v1/brand and gives
// discovery a domain to start from. Only where the item's first official website is its own (its label names the
// domain) and no other item claims that site.
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
console.log(`Wikidata: ${added} brands without a logo yet`);
// One brand a line: the file is large, and a line per brand keeps its diffs readable.
writeFileSync(
  `${root}catalog/data/brand-wikidata.json`,
  `{"_notice": "Descriptions and social profiles from Wikidata (CC0-1.0) as shipped in name-suggestion-index (BSD-3-Clause), joined by npm run catalog:sources. See catalog/data/NOTICE.",\n"brands": {\n${Object.entries(sorted(brandFacts)).map(([domain, facts]) => `${JSON.stringify(domain)}: ${JSON.stringify(facts)}`).join(',\n')}\n}}\n`,
);
console.log(`Wikidata: ${Object.keys(brandFacts).length} brands, ${Object.values(brandFacts).filter((f) => f.description).length} descriptions, ${Object.values(brandFacts).filter((f) => f.socials).length} with socials`);
await writeBrandSets();

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function normaliseSymbol(symbol: string): string {
  return symbol.toUpperCase().replaceAll('-', '.');
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (!k) continue;
    const list = map.get(k) ?? [];
    list.push(row);
    map.set(k, list);
  }
  return map;
}

function safeUrl(url: string): string | undefined {
  return URL.canParse(url) ? url : undefined;
}

function baseName(name: string): string {
  return name.replace(/-dark$/, '').replace(/-icon$/, '');
}


function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(`${root}${path}`, `${JSON.stringify(value, null, 1)}\n`);
}

function optionalPackage<T>(name: string): T | undefined {
  try {
    return require(name) as T;
  } catch {
    return undefined;
  }
}
