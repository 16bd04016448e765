// Brand facts from Wikidata (via name-suggestion-index), written by `npm run catalog:sources` into
// catalog/data/brand-wikidata.json: descriptions and own social profiles, and brands we hold no logo for yet.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SeedBrand } from './types.ts';

export interface WikidataFacts {
  qid: string;
  /** Set for a brand only Wikidata brings (no logo yet). */
  name?: string;
  description?: string;
  socials?: Record<string, string>;
}

export function readBrandWikidata(): Map<string, WikidataFacts> {
  const file = fileURLToPath(new URL('../../catalog/data/brand-wikidata.json', import.meta.url));
  return new Map(Object.entries((JSON.parse(readFileSync(file, 'utf8')) as { brands: Record<string, WikidataFacts> }).brands));
}

/** Adds the brands only Wikidata knows; a domain another brand holds, or an alias of one, is left to that brand. */
export function addWikidataBrands(brands: SeedBrand[], aliases: ReadonlyMap<string, string>, wikidata: ReadonlyMap<string, WikidataFacts>): SeedBrand[] {
  const held = new Set(brands.map((brand) => brand.domain));
  const added: SeedBrand[] = [];
  for (const [domain, facts] of wikidata) {
    if (!facts.name || held.has(domain) || aliases.has(domain)) continue;
    added.push({ domain, name: facts.name, matchNames: [], colors: [], source: 'wikidata', assets: [] });
  }
  return [...brands, ...added];
}
