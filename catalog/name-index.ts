// Which brand a company name means: brands by folded name and by folded name without descriptors, the most popular
// first. The search index holds one; a command that only resolves names (`logos merchant`) builds this part alone.
import { foldName, foldNameLoosely, foldWords, searchable } from './text.ts';

export interface SearchHit {
  domain: string;
  name: string;
}

export interface NameMatch extends SearchHit {
  /** 1 for the same folded name; less when only the name without descriptors ("Ford Motor" → Ford) matched. */
  confidence: number;
}

/** A name lookup answers a brand only at or above this confidence; a prefix ("APA" → Apache) never reaches it. */
export const NAME_MATCH_THRESHOLD = 0.75;
const LOOSE_CONFIDENCE = 0.8;
export const UNRANKED = 0xffff_ffff;

export interface NameRow extends SearchHit {
  popularity: number | null;
  hasLogo: boolean;
  /** Names the brand is listed under on exchanges ("Meta Platforms"). */
  tickerNames: readonly string[];
}

export interface NameIndex {
  brands: SearchHit[];
  byFolded: Map<string, number[]>;
  byLoose: Map<string, number[]>;
}

/**
 * Files every row under its folded names. Among brands of one name the most popular answers, then one with a logo,
 * then the one on a global domain (a regional edition on a country's domain shares the brand's name), then
 * `tieBreak` (by default the rows' order).
 */
export function buildNameIndex(rows: readonly NameRow[], tieBreak: (a: number, b: number) => number = (a, b) => a - b): NameIndex {
  const byFolded = new Map<string, number[]>();
  const byLoose = new Map<string, number[]>();
  const file = (map: Map<string, number[]>, key: string | undefined, brand: number) => {
    if (!key) return;
    const list = map.get(key) ?? [];
    list.push(brand);
    map.set(key, list);
  };
  rows.forEach((row, brand) => {
    for (const name of new Set([row.name, ...row.tickerNames])) {
      file(byFolded, foldName(name), brand);
      file(byLoose, foldNameLoosely(name), brand);
    }
  });
  const reach = (brand: number) => domainReach(rows[brand]!.domain);
  const byPopularity = (a: number, b: number) =>
    (rows[a]!.popularity ?? UNRANKED) - (rows[b]!.popularity ?? UNRANKED) || Number(rows[b]!.hasLogo) - Number(rows[a]!.hasLogo) || reach(a) - reach(b) || tieBreak(a, b);
  for (const list of [...byFolded.values(), ...byLoose.values()]) if (list.length > 1) list.sort(byPopularity);
  return { brands: rows.map((row) => ({ domain: row.domain, name: row.name })), byFolded, byLoose };
}

/**
 * The brand a company name means, or undefined: the same folded name (legal forms and qualifiers ignored), else
 * the same name without descriptors on either side; never a prefix or a partial word.
 */
/** Picks among the brands of one tier, most popular first, or refuses them all so the next tier is tried. */
export type ChooseName = (matches: readonly NameMatch[]) => NameMatch | undefined;

export function resolveNameIn(index: NameIndex, name: string, choose?: ChooseName): NameMatch | undefined {
  const folded = foldName(name);
  if (folded === '') return undefined;
  const loose = foldNameLoosely(name);
  const tiers: [number[] | undefined, number][] = [
    [index.byFolded.get(folded), 1],
    [loose === undefined ? undefined : index.byFolded.get(loose), LOOSE_CONFIDENCE],
    [index.byLoose.get(folded), LOOSE_CONFIDENCE],
  ];
  for (const [brands, confidence] of tiers) {
    if (!brands || brands.length === 0 || confidence < NAME_MATCH_THRESHOLD) continue;
    if (choose === undefined) return { ...index.brands[brands[0]!]!, confidence };
    const chosen = choose(brands.map((brand) => ({ ...index.brands[brand]!, confidence })));
    if (chosen) return chosen;
  }
  return undefined;
}

/** 0 for .com, 1 for another global top-level domain, 2 for a country's (two letters). */
export function domainReach(domain: string): number {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return tld === 'com' ? 0 : tld.length === 2 ? 2 : 1;
}

export type NameLookup = ReturnType<typeof createNameLookup>;

// A read for a shorter prefix matches most brands ("A&W" folds to the words "a" and "w"), so a short first word is
// read together with the next letters of the key.
const SHORTEST_READ = 4;

/**
 * Name resolution without an index of every name, answering as the search index's resolveName does. Every key a
 * name is tried under begins with its first folded word, so only the brands whose names may fold to a key beginning
 * with it are read (catalog.nameCandidates). They come in domain order, so brands otherwise equal are ordered as the
 * index orders them, by searchable name and then by domain. The brands read are kept for the next name of the same
 * prefix: a statement line's names are tried from the longest down ("STARBUCKS STORE", then "STARBUCKS"), and each
 * is matched from the same read.
 */
export function createNameLookup(catalog: { nameCandidates(prefix: string): NameRow[] }) {
  const indexes = new Map<string, NameIndex>();
  const indexBeginning = (prefix: string): NameIndex => {
    let index = indexes.get(prefix);
    if (index === undefined) {
      const rows = catalog.nameCandidates(prefix);
      const keys = rows.map((row) => searchable(row.name));
      const tieBreak = (a: number, b: number) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b);
      indexes.set(prefix, (index = buildNameIndex(rows, tieBreak)));
    }
    return index;
  };
  return {
    resolveName(name: string, choose?: ChooseName): NameMatch | undefined {
      const words = foldWords(name);
      if (words.length === 0) return undefined;
      // The loose key, when there is one, is the folded key with words dropped from its end: both begin with it.
      const shortest = [...(foldNameLoosely(name) ?? words.join(''))];
      const prefix = shortest.slice(0, Math.max([...words[0]!].length, SHORTEST_READ)).join('');
      return resolveNameIn(indexBeginning(prefix), name, choose);
    },
  };
}
