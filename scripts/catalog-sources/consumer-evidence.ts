// Checks a hand-listed consumer brand's domain against the open sources that name a homepage for it: Wikidata items
// (via name-suggestion-index) whose label is the brand's name, gilbarbara/logos and svgl homepages, and the URL Simple
// Icons took the brand's artwork from. "disputed": the sources name only other domains, and a person must settle it.
import { compactNameSpelled, foldName, foldNameLoosely } from '../../catalog/text.ts';
import { registrableDomain, type Homepage, type WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';

export type ListedEvidence = 'nsi' | 'gilbarbara' | 'svgl' | 'simple-icons' | 'hand' | 'disputed';

export interface EvidenceSources {
  wikidata: readonly WikidataBrand[];
  gilbarbara: ReadonlyMap<string, Homepage | null>;
  svgl: ReadonlyMap<string, Homepage | null>;
  simpleIcons: readonly { title: string; source: string; guidelines?: string; aliases?: { aka?: string[] } }[];
}

const memo = new WeakMap<EvidenceSources, { byLabel: Map<string, Set<string>>; byIcon: Map<string, Set<string>> }>();

function indexes(sources: EvidenceSources) {
  let index = memo.get(sources);
  if (index) return index;
  const byLabel = new Map<string, Set<string>>();
  for (const item of sources.wikidata) {
    for (const key of new Set([foldName(item.label), foldNameLoosely(item.label)])) {
      if (key) byLabel.set(key, new Set([...(byLabel.get(key) ?? []), ...item.sites]));
    }
  }
  const byIcon = new Map<string, Set<string>>();
  for (const icon of sources.simpleIcons) {
    const sites = [icon.source, icon.guidelines].flatMap((url) => (url && URL.canParse(url) ? registrableDomain(url) ?? [] : []));
    for (const name of [icon.title, ...(icon.aliases?.aka ?? [])]) byIcon.set(compactNameSpelled(name), new Set([...(byIcon.get(compactNameSpelled(name)) ?? []), ...sites]));
  }
  index = { byLabel, byIcon };
  memo.set(sources, index);
  return index;
}

export function listedEvidence(name: string, domain: string, sources: EvidenceSources): { evidence: ListedEvidence; others: string[] } {
  const { byLabel, byIcon } = indexes(sources);
  const named: [ListedEvidence, string][] = [];
  for (const key of new Set([foldName(name), foldNameLoosely(name)])) for (const site of (key && byLabel.get(key)) || []) named.push(['nsi', site]);
  const g = sources.gilbarbara.get(compactNameSpelled(name));
  if (g) named.push(['gilbarbara', g.domain]);
  const s = sources.svgl.get(compactNameSpelled(name));
  if (s) named.push(['svgl', s.domain]);
  for (const site of byIcon.get(compactNameSpelled(name)) ?? []) named.push(['simple-icons', site]);
  const agreeing = named.find(([, site]) => site === domain);
  if (agreeing) return { evidence: agreeing[0], others: [] };
  return { evidence: named.length === 0 ? 'hand' : 'disputed', others: [...new Set(named.map(([source, site]) => `${site} (${source})`))] };
}
