// Brand search over names, legal-form-free names, word starts and every domain and alias, held in memory as one
// sorted term list: a query is a binary search plus a scan of its prefix range, well under 2 ms at 100k brands.
import type { Catalog } from './catalog.ts';
import { buildNameIndex, domainReach, resolveNameIn, UNRANKED, type ChooseName, type NameIndex, type NameMatch, type SearchHit } from './name-index.ts';
import { foldName, searchable } from './text.ts';

export { NAME_MATCH_THRESHOLD, type NameMatch, type SearchHit } from './name-index.ts';

export const SEARCH_STRATEGIES = ['typeahead', 'match'] as const;
export type SearchStrategy = (typeof SEARCH_STRATEGIES)[number];

/**
 * The bundled rank as a prior of requests: rank r counts as PRIOR_REQUESTS / r requests in the demand window, so a
 * fresh install orders by the bundled rank and the service's own requests take over as they accumulate.
 */
export const PRIOR_REQUESTS = 1000;

const enum Kind {
  Name,
  Core,
  Domain,
  Word,
  Ticker,
}

// Lower is better: [exact match, prefix match] per kind. typeahead rewards names that start with what was typed (a
// ticker typed whole counts as much as a name begun: "app" is Apple before AppLovin's APP, by popularity); match puts
// anything equal to the query (name, name without legal form, domain) before any prefix.
const SCORES: Record<SearchStrategy, Record<Kind, [exact: number, prefix: number]>> = {
  typeahead: { [Kind.Name]: [0, 2], [Kind.Core]: [1, 3], [Kind.Domain]: [1, 4], [Kind.Word]: [5, 6], [Kind.Ticker]: [2, 7] },
  match: { [Kind.Name]: [0, 4], [Kind.Core]: [1, 5], [Kind.Domain]: [2, 6], [Kind.Word]: [3, 7], [Kind.Ticker]: [2, 8] },
};

interface Index {
  generation: number;
  /** Answers to one- and two-character queries, whose prefix ranges are the longest to scan. */
  shortAnswers: Map<string, SearchHit[]>;
  brands: SearchHit[];
  nameLengths: Uint16Array;
  /** Rank in the bundled popularity list; unlisted brands come after every listed one. */
  popularity: Uint32Array;
  /** The bundled rank's prior plus the brand's own requests (setDemand): higher ranks first among equal matches. */
  demandScore: Float64Array;
  /** 0 for a brand with a stored logo, 1 for a record without one (a typeahead shows logos). */
  logoless: Uint8Array;
  /** domainReach of the brand's domain: among equals, a brand's global site before a country's edition. */
  reach: Uint8Array;
  terms: string[];
  termBrand: Int32Array;
  termKind: Uint8Array;
  /** Brands by folded name, and by folded name without descriptors, for name lookups. */
  names: NameIndex;
}

export type Search = ReturnType<typeof createSearch>;

export function createSearch(catalog: Catalog) {
  let index: Index | undefined;
  let demand: ReadonlyMap<string, number> = new Map();

  const current = (): Index => {
    const generation = catalog.generation();
    if (!index || index.generation !== generation) {
      index = build(catalog, generation);
      scoreDemand(index, demand);
    }
    return index;
  };

  return {
    /**
     * Requests per brand domain (the service's own demand, summed over its window): ranks people's brands first from
     * now on. Costs one pass over the brands here, nothing per query.
     */
    setDemand(counts: ReadonlyMap<string, number>): void {
      demand = counts;
      if (index) scoreDemand(index, demand);
    },
    search(query: string, strategy: SearchStrategy, limit = 10): SearchHit[] {
      const normalised = searchable(query);
      if (normalised === '') return [];
      const built = current();
      const shortKey = normalised.length <= 2 ? `${strategy}|${limit}|${normalised}` : undefined;
      const remembered = shortKey && built.shortAnswers.get(shortKey);
      if (remembered) return remembered;
      const hits = rank(built, normalised, strategy, limit);
      if (shortKey) {
        // Two characters of any script could still be many keys; a bound keeps memory fixed.
        if (built.shortAnswers.size >= 10_000) built.shortAnswers.clear();
        built.shortAnswers.set(shortKey, hits);
      }
      return hits;
    },
    /**
     * The brand a company name means, or undefined: the same folded name (legal forms and qualifiers ignored), else
     * the same name without descriptors on either side; never a prefix or a partial word. Several brands of one name
     * come most popular first; `choose` picks among them (or refuses them all, trying the next tier).
     */
    resolveName(name: string, choose?: ChooseName): NameMatch | undefined {
      return resolveNameIn(current().names, name, choose);
    },
  };
}

function rank(index: Index, normalised: string, strategy: SearchStrategy, limit: number): SearchHit[] {
  const { brands, nameLengths, demandScore, logoless, reach, terms, termBrand, termKind } = index;
  const scores = SCORES[strategy];
  const top: { brand: number; quality: number }[] = [];
  // Match quality first; then popularity (bundled rank and own demand), brands with a logo, shorter names, global
  // domains and alphabetical order (brand indices are sorted by name).
  const before = (a: { brand: number; quality: number }, b: { brand: number; quality: number }) =>
    a.quality !== b.quality ? a.quality < b.quality
      : demandScore[a.brand] !== demandScore[b.brand] ? demandScore[a.brand]! > demandScore[b.brand]!
      : logoless[a.brand] !== logoless[b.brand] ? logoless[a.brand]! < logoless[b.brand]!
      : nameLengths[a.brand] !== nameLengths[b.brand] ? nameLengths[a.brand]! < nameLengths[b.brand]!
      : reach[a.brand] !== reach[b.brand] ? reach[a.brand]! < reach[b.brand]!
      : a.brand < b.brand;

  const consider = (brand: number, quality: number) => {
    const entry = { brand, quality };
    const existing = top.findIndex((other) => other.brand === brand);
    if (existing !== -1) {
      if (top[existing]!.quality <= quality) return;
      top.splice(existing, 1);
    } else if (top.length === limit && !before(entry, top[limit - 1]!)) {
      return;
    }
    let at = top.length;
    while (at > 0 && before(entry, top[at - 1]!)) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  };

  // Also as one word ("pay pal" finds PayPal) and folded ("Stripe, Inc." finds Stripe).
  for (const prefix of new Set([normalised, normalised.replaceAll(' ', ''), foldName(normalised)])) {
    if (prefix === '') continue;
    for (let i = lowerBound(terms, prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) {
      const [exact, partial] = scores[termKind[i] as Kind];
      consider(termBrand[i]!, terms[i]!.length === prefix.length ? exact : partial);
    }
  }
  return top.map((entry) => brands[entry.brand]!);
}

function build(catalog: Catalog, generation: number): Index {
  const rows = catalog.searchRows().map((row) => ({ ...row, normalised: searchable(row.name) }));
  rows.sort((a, b) => (a.normalised < b.normalised ? -1 : a.normalised > b.normalised ? 1 : 0));
  const entries: { term: string; brand: number; kind: Kind }[] = [];
  rows.forEach((row, brand) => {
    const add = (term: string, kind: Kind) => term && entries.push({ term, brand, kind });
    add(row.normalised, Kind.Name);
    add(foldName(row.name), Kind.Core);
    const words = row.normalised.split(' ');
    for (let w = 1; w < words.length; w++) add(words.slice(w).join(' '), Kind.Word);
    for (const domain of row.domains) {
      add(searchable(domain), Kind.Domain);
      add(domain.replaceAll('.', ''), Kind.Domain);
    }
    // A listed company is found by its symbol and by its listing name ("Meta Platforms").
    for (const ticker of row.tickers) {
      add(searchable(ticker.symbol), Kind.Ticker);
      add(ticker.symbol.toLowerCase().replace(/[^a-z0-9]/g, ''), Kind.Ticker);
      add(foldName(ticker.name), Kind.Core);
    }
  });
  const names = buildNameIndex(rows.map((row) => ({ ...row, tickerNames: row.tickers.map((ticker) => ticker.name) })));
  const reach = Uint8Array.from(rows, (row) => domainReach(row.domain));
  entries.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.kind - b.kind));
  return {
    generation,
    shortAnswers: new Map(),
    brands: names.brands,
    nameLengths: Uint16Array.from(rows, (row) => Math.min(row.normalised.length, 65_535)),
    popularity: Uint32Array.from(rows, (row) => row.popularity ?? UNRANKED),
    demandScore: new Float64Array(rows.length),
    logoless: Uint8Array.from(rows, (row) => (row.hasLogo ? 0 : 1)),
    reach,
    terms: entries.map((entry) => entry.term),
    termBrand: Int32Array.from(entries, (entry) => entry.brand),
    termKind: Uint8Array.from(entries, (entry) => entry.kind),
    names,
  };
}

function scoreDemand(index: Index, demand: ReadonlyMap<string, number>): void {
  const { brands, popularity, demandScore } = index;
  for (let brand = 0; brand < brands.length; brand++) {
    const rank = popularity[brand]!;
    demandScore[brand] = (rank === UNRANKED ? 0 : PRIOR_REQUESTS / rank) + (demand.get(brands[brand]!.domain) ?? 0);
  }
  // Remembered short answers were ranked by the previous scores.
  index.shortAnswers.clear();
}

function lowerBound(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
