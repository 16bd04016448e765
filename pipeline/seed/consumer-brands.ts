// The consumer-brand yardstick (catalog/data/consumer-brands.json, written by `npm run catalog:sources`): brands people
// pay, each with its own domain and the source that named it. The seed adds a record for each one it lacks, and
// files the Simple Icons marks the file joins to them; consumer-industries.json gives them an industry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldName } from '../../catalog/text.ts';
import type { SeedBrand } from './types.ts';

export interface ConsumerBrand {
  name: string;
  /** retail, grocery, restaurant, fuel, bank, streaming, airline… */
  segment: string;
  /** ISO country codes (lower case), or "001" for worldwide. */
  regions: string[];
  /** `nsi:brands/<category>` or `listed` (consumer-brands-listed.json). */
  source: string;
  qid?: string;
  /** What confirmed the domain: `wikidata` (one of the item's official websites, spelling the name), an open homepage set, or `reviewed` / `hand`. */
  evidence: string;
}

export interface ConsumerBrands {
  brands: Map<string, ConsumerBrand>;
  /** Simple Icons slug → yardstick domain. */
  simpleIcons: Record<string, string>;
}

export function readConsumerBrands(): ConsumerBrands {
  const data = readData<{ brands: Record<string, ConsumerBrand>; simpleIcons: Record<string, string> }>('consumer-brands.json');
  return { brands: new Map(Object.entries(data.brands)), simpleIcons: data.simpleIcons };
}

interface IndustryFile {
  byCategory: Record<string, string>;
  bySegment: Record<string, string>;
  listedCategories: Record<string, string>;
}

let industries: IndustryFile | undefined;

/**
 * The GICS sub-industry of a yardstick brand (consumer-industries.json): its name-suggestion-index category's, else a
 * listed brand's segment's; none where the category or segment spans several.
 */
export function consumerIndustry(domain: string, brand: ConsumerBrand): string | undefined {
  industries ??= readData<IndustryFile>('consumer-industries.json');
  const category = brand.source.startsWith('nsi:brands/') ? brand.source.slice('nsi:brands/'.length) : industries.listedCategories[domain];
  return category ? industries.byCategory[category] : industries.bySegment[brand.segment];
}

/** A record (no marks yet) for each yardstick brand on a domain no brand or alias holds. */
export function consumerSeedBrands(consumer: ConsumerBrands, held: ReadonlySet<string>): SeedBrand[] {
  return [...consumer.brands].filter(([domain]) => !held.has(domain)).map(([domain, brand]) => ({
    domain, name: brand.name, matchNames: [], colors: [], source: 'consumer-brands', assets: [], industry: consumerIndustry(domain, brand),
  }));
}

/** The yardstick's industry for a brand another source brought under the same name (Uniqlo from Simple Icons), not "Opel" for "Opel Rent". */
export function addConsumerIndustries(consumer: ConsumerBrands, byDomain: ReadonlyMap<string, SeedBrand>): void {
  for (const [domain, entry] of consumer.brands) {
    const brand = byDomain.get(domain);
    if (brand && brand.industry === undefined && foldName(brand.name) === foldName(entry.name)) brand.industry = consumerIndustry(domain, entry);
  }
}

function readData<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../catalog/data/${name}`, import.meta.url)), 'utf8')) as T;
}
