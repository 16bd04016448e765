// `node --import tsx scripts/check-sp500-domains.ts [--write] [--list]`: checks each hand-filled S&P 500 website in
// catalog/data/sp500-domains.json against the open data we ship or have on npm, and counts agreement, disagreement
// and no evidence. Evidence by name: name-suggestion-index / Wikidata items (label = the company's S&P or SEC name,
// legal forms folded away, or at that website and named after the company), and the homepages gilbarbara/logos and
// svgl give brands of that name. An entry agrees
// when an item or homepage of its name names its domain (also an item that names it among several official
// websites); it disagrees when the sources name only other domains. A disagreement must be settled by hand: the entry
// then carries evidence "reviewed" and a note saying why, else the check fails. --write records the evidence per
// entry; --list prints every disagreement and every entry without evidence.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compactNameSpelled, foldName, foldNameLoosely } from '../catalog/text.ts';
import { byName, homepageOf, readGilbarbara, readSvgl, readWikidata } from '../pipeline/seed/sources/open-data.ts';
import { readSecTickers, readSp500 } from '../pipeline/seed/sources/listings.ts';

export type Evidence = 'nsi' | 'gilbarbara' | 'svgl' | 'reviewed' | 'hand' | 'disputed';
export interface CompanySite {
  domain: string;
  evidence: Evidence;
  /** Why a person settled it, where the sources disagreed. */
  note?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const sourcesDir = process.env.BRAND_SOURCES ?? `${root}../shared/data/brand-sources`;
const file = `${root}catalog/data/sp500-domains.json`;
const data = JSON.parse(readFileSync(file, 'utf8')) as { _notice: string; domains: Record<string, CompanySite> };

const wikidata = readWikidata(`${root}node_modules/name-suggestion-index/dist/wikidata/wikidata.json`);
const nsiByName = new Map<string, Set<string>>();
for (const item of wikidata) {
  for (const key of new Set([foldName(item.label), foldNameLoosely(item.label)])) {
    if (!key) continue;
    const sites = nsiByName.get(key) ?? new Set<string>();
    for (const site of item.sites) sites.add(site);
    nsiByName.set(key, sites);
  }
}
// Items by website too: a brand or subsidiary of the company ("CSX Transportation" at csx.com) confirms its website
// when its label begins with the company's first word.
const nsiBySite = new Map<string, string[]>();
for (const item of wikidata) for (const site of item.sites) nsiBySite.set(site, [...(nsiBySite.get(site) ?? []), compactNameSpelled(item.label)]);
const firstWord = (name: string) => compactNameSpelled(name.split(/[\s,.&-]+/).find((word) => compactNameSpelled(word).length > 0) ?? '');
const gilbarbara = byName(readGilbarbara(sourcesDir).flatMap((row) => [homepageOf(row.name, row.url), homepageOf(row.shortname, row.url)].filter((h) => h !== undefined)));
const svgl = byName(readSvgl(sourcesDir));
const secNames = new Map<number, string[]>();
for (const ticker of readSecTickers(sourcesDir)) secNames.set(ticker.cik, [...(secNames.get(ticker.cik) ?? []), ticker.name]);
const constituents = new Map(readSp500(sourcesDir).map((row) => [row.symbol.toUpperCase(), row]));

interface Finding {
  symbol: string;
  name: string;
  domain: string;
  evidence: Evidence;
  /** What the sources name instead, on a disagreement. */
  others: string[];
}

const findings: Finding[] = [];
for (const [symbol, entry] of Object.entries(data.domains)) {
  const row = constituents.get(symbol);
  const names = [row?.name ?? symbol, ...(row ? secNames.get(row.cik) ?? [] : [])].map((name) => name.replace(/\s*\((?:Class|Series) [A-Z]\)$/, '').replace(/^(.*) \(The\)$/, 'The $1'));
  const keys = new Set(names.flatMap((name) => [foldName(name), foldNameLoosely(name)]).filter((key): key is string => Boolean(key)));
  const named: [Evidence, string][] = [];
  for (const key of keys) for (const site of nsiByName.get(key) ?? []) named.push(['nsi', site]);
  for (const name of names) {
    const g = gilbarbara.get(compactNameSpelled(name));
    if (g?.plain) named.push(['gilbarbara', g.domain]);
    const s = svgl.get(compactNameSpelled(name));
    if (s?.plain) named.push(['svgl', s.domain]);
  }
  const first = firstWord(names[0]!);
  if (first.length >= 3 && (nsiBySite.get(entry.domain) ?? []).some((label) => label.startsWith(first))) named.push(['nsi', entry.domain]);
  const agreeing = named.find(([, site]) => site === entry.domain);
  // A person's settled review stands, whatever the sources say.
  const evidence: Evidence = entry.evidence === 'reviewed' && entry.note ? 'reviewed' : agreeing ? agreeing[0] : named.length === 0 ? 'hand' : 'disputed';
  findings.push({ symbol, name: names[0]!, domain: entry.domain, evidence, others: agreeing ? [] : [...new Set(named.map(([source, site]) => `${site} (${source})`))] });
}

const count = (...kinds: Evidence[]) => findings.filter((f) => kinds.includes(f.evidence)).length;
const settled = findings.filter((f) => f.evidence === 'reviewed');
console.log(
  `sp500-domains.json: ${findings.length} entries; ${count('nsi', 'gilbarbara', 'svgl')} agree with an open source (nsi ${count('nsi')}, ` +
    `gilbarbara ${count('gilbarbara')}, svgl ${count('svgl')}), ${settled.filter((f) => f.others.length > 0).length} disagree and were reviewed, ` +
    `${count('disputed')} disagree unreviewed, ${count('hand')} no evidence; ${settled.filter((f) => f.others.length === 0).length} other entries corrected by review`,
);
if (process.argv.includes('--list')) {
  for (const f of findings.filter((f) => f.evidence === 'disputed' || f.evidence === 'reviewed')) {
    console.log(`${f.evidence.padEnd(9)} ${f.symbol.padEnd(6)} ${f.name.padEnd(40)} ${f.domain.padEnd(28)} sources: ${f.others.join(', ') || '-'}  ${data.domains[f.symbol]!.note ?? ''}`);
  }
  for (const f of findings.filter((f) => f.evidence === 'hand')) console.log(`hand      ${f.symbol.padEnd(6)} ${f.name.padEnd(40)} ${f.domain}`);
}
if (process.argv.includes('--write')) {
  for (const f of findings) {
    const { note } = data.domains[f.symbol]!;
    data.domains[f.symbol] = { domain: f.domain, evidence: f.evidence, ...(note ? { note } : {}) };
  }
  // One entry a line: 382 entries stay readable and their diffs small.
  const lines = Object.entries(data.domains).map(([symbol, site]) => `  ${JSON.stringify(symbol)}: ${JSON.stringify(site)}`);
  writeFileSync(file, `{\n "_notice": ${JSON.stringify(data._notice)},\n "domains": {\n${lines.join(',\n')}\n }\n}\n`);
}
if (count('disputed') > 0) process.exitCode = 1;
