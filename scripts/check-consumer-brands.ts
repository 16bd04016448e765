// `npm run catalog:check-consumer`: checks every domain of the consumer-brand yardstick (catalog/data/consumer-brands.json)
// against the open source that named it, and prints how it was confirmed; exits 1 on a wrong domain.
import { readGilbarbara, readWikidata } from '../pipeline/seed/sources/open-data.ts';
import { readConsumerBrands } from '../pipeline/seed/consumer-brands.ts';
import { listedNotes, wrongDomains } from './catalog-sources/consumer-brands.ts';
import { evidenceSources } from './catalog-sources/consumer-inputs.ts';
import { sourcesDir, wikidataFile } from './catalog-sources/files.ts';
import { createVoting } from './catalog-sources/votes.ts';

const wikidata = readWikidata(wikidataFile);
const { brands } = readConsumerBrands();
const wrong = wrongDomains(brands, evidenceSources(wikidata, createVoting(readGilbarbara(sourcesDir), wikidata)), listedNotes());
const byEvidence = new Map<string, number>();
for (const brand of brands.values()) byEvidence.set(brand.evidence, (byEvidence.get(brand.evidence) ?? 0) + 1);
console.log(`consumer brands: ${brands.size}; confirmed by ${[...byEvidence].map(([evidence, n]) => `${evidence} ${n}`).join(', ')}; wrong domains: ${wrong.length}`);
for (const line of wrong) console.log(`  ${line}`);
if (wrong.length > 0) process.exitCode = 1;
