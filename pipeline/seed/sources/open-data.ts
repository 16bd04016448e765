// Readers of the open data the catalog is built from (build time only: `npm run catalog:sources`), each reduced to
// "this name says its homepage is that registrable domain".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicSuffixList } from '../../../catalog/domain.ts';
import { compactNameSpelled } from '../../../catalog/text.ts';

export interface Homepage {
  name: string;
  domain: string;
  /** The URL is the domain's front page; a product page (google.com/drive, aws.amazon.com) belongs to a parent brand. */
  plain: boolean;
}

/** The registrable domain of a URL, hosted user sites included (esbuild.github.io is esbuild's, not GitHub's). */
export function registrableDomain(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = publicSuffixList().parse(url, { allowPrivateDomains: true });
  return parsed.domain && !parsed.isIp ? parsed.domain : undefined;
}

export function homepageOf(name: string, url: string | undefined): Homepage | undefined {
  const domain = registrableDomain(url);
  if (!domain || !url || !URL.canParse(url)) return undefined;
  const { hostname, pathname } = new URL(url);
  const plain = (hostname === domain || hostname === `www.${domain}`) && /^\/?(index\.html?)?$/.test(pathname);
  return { name, domain, plain };
}

export interface GilbarbaraLogo {
  name: string;
  shortname: string;
  url: string;
  files: string[];
}

export function readGilbarbara(dir: string): GilbarbaraLogo[] {
  return JSON.parse(readFileSync(join(dir, 'gilbarbara-logos', 'logos.json'), 'utf8')) as GilbarbaraLogo[];
}

export function readSvgl(dir: string): Homepage[] {
  const rows = JSON.parse(readFileSync(join(dir, 'svgl', 'svgs.json'), 'utf8')) as { title: string; url?: string }[];
  return rows.flatMap((row) => homepageOf(row.title, row.url) ?? []);
}

export interface WikidataBrand {
  qid: string;
  label: string;
  description?: string;
  /** Registrable domain of the first official website. */
  domain?: string;
  /** Registrable domains of every official website. */
  sites: string[];
  identities: Record<string, string>;
}

export function readWikidata(file: string): WikidataBrand[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    wikidata: Record<string, { label?: string; description?: string; officialWebsites?: string[]; identities?: Record<string, string> }>;
  };
  return Object.entries(data.wikidata).flatMap(([qid, item]) => {
    if (!item.label) return [];
    const website = item.officialWebsites?.[0] ?? item.identities?.website;
    const sites = [...new Set((item.officialWebsites ?? []).map(registrableDomain).filter((d): d is string => Boolean(d)))];
    return [{ qid, label: item.label, description: item.description, domain: registrableDomain(website), sites, identities: item.identities ?? {} }];
  });
}

/** The homepage each compacted name points at, per source; a name whose rows disagree within one source points nowhere. */
export function byName(rows: readonly Homepage[]): Map<string, Homepage | null> {
  const map = new Map<string, Homepage | null>();
  for (const row of rows) {
    const key = compactNameSpelled(row.name);
    if (!key) continue;
    const known = map.get(key);
    map.set(key, known === undefined || known?.domain === row.domain ? row : null);
  }
  return map;
}
