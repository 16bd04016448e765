// The consumer-brand yardstick (catalog/data/consumer-brands.json, written by `npm run catalog:sources`): brands people
// pay, each with its own domain and the source that named it. The seed adds a record for each one it lacks, and
// files the Simple Icons marks the file joins to them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  const file = fileURLToPath(new URL('../../catalog/data/consumer-brands.json', import.meta.url));
  const data = JSON.parse(readFileSync(file, 'utf8')) as { brands: Record<string, ConsumerBrand>; simpleIcons: Record<string, string> };
  return { brands: new Map(Object.entries(data.brands)), simpleIcons: data.simpleIcons };
}

/** A record (no marks yet) for each yardstick brand on a domain no brand or alias holds. */
export function consumerSeedBrands(consumer: ConsumerBrands, held: ReadonlySet<string>): SeedBrand[] {
  return [...consumer.brands].filter(([domain]) => !held.has(domain)).map(([domain, brand]) => ({ domain, name: brand.name, matchNames: [], colors: [], source: 'consumer-brands', assets: [] }));
}
