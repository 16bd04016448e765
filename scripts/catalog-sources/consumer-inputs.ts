// The open data the consumer-brand yardstick is compiled and checked against, read once per run.
import { readFileSync } from 'node:fs';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';
import type { WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';
import type { EvidenceSources } from './consumer-evidence.ts';
import { require, root } from './files.ts';
import type { Voting } from './votes.ts';

export interface SimpleIconRow {
  title: string;
  slug: string;
  source: string;
  guidelines?: string;
  aliases?: { aka?: string[] };
}

export function simpleIconsList(): SimpleIconRow[] {
  return JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as SimpleIconRow[];
}

export function evidenceSources(wikidata: readonly WikidataBrand[], voting: Voting): EvidenceSources {
  return { wikidata, gilbarbara: voting.homepages.gilbarbara, svgl: voting.homepages.svgl, simpleIcons: simpleIconsList() };
}

/** Simple Icons slugs the seed files under no domain: neither a decision in seed-domains.json nor a trusted source URL. */
export function undecidedSimpleIcons(): Set<string> {
  const decided = (JSON.parse(readFileSync(`${root}catalog/data/seed-domains.json`, 'utf8')) as { 'simple-icons': Record<string, string | null> })['simple-icons'];
  return new Set(simpleIconsList().filter((icon) => {
    const domain = decided[icon.slug];
    return domain === null || (domain === undefined && !trustedDomain([icon.title, icon.slug, ...(icon.aliases?.aka ?? [])], [icon.source, icon.guidelines]));
  }).map((icon) => icon.slug));
}
