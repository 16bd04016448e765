// `npm run catalog:sources`: turns the open brand data (../shared/data/brand-sources, name-suggestion-index from npm)
// into the reviewed data files the seed import reads, so nothing outside the project is read at run time.
//   catalog/data/seed-domains.json  the primary domain of every seed mark the sources agree on (null: they disagree)
//   catalog/data/listings.json      S&P 500 and SEC-listed companies joined to brand domains, with GICS and tickers
//   catalog/data/brand-wikidata.json descriptions and the brand's own social profiles, from Wikidata via NSI
//   catalog/data/consumer-brands.json the consumer-brand yardstick, and the Simple Icons marks joined to its brands
//   catalog/data/brand-sets.json    the UI icon sets that draw each brand, for the search's popularity signal
import { readGilbarbara, readWikidata } from '../pipeline/seed/sources/open-data.ts';
import { writeBrandSets } from './brand-sets.ts';
import { sourcesDir, wikidataFile } from './catalog-sources/files.ts';
import { writeListings } from './catalog-sources/listings.ts';
import { writeCibDomains, writeIconDomains } from './catalog-sources/seed-domains.ts';
import { writeTopSites } from './catalog-sources/top-sites.ts';
import { createVoting } from './catalog-sources/votes.ts';
import { evidenceSources, simpleIconsList, undecidedSimpleIcons } from './catalog-sources/consumer-inputs.ts';
import { writeConsumerBrands } from './catalog-sources/consumer-brands.ts';
import { writeWikidataFacts } from './catalog-sources/wikidata-facts.ts';

const gilbarbara = readGilbarbara(sourcesDir);
const wikidata = readWikidata(wikidataFile);
const voting = createVoting(gilbarbara, wikidata);
writeIconDomains(voting, gilbarbara);
writeConsumerBrands(evidenceSources(wikidata, voting), undecidedSimpleIcons(), simpleIconsList());
// The seed brands are read from the file just written, so they are imported only now.
const { collectSeedBrands } = await import('../pipeline/seed/import.ts');
const collected = collectSeedBrands().brands;
// The consumer yardstick's records join the glyphs left over, and never the listings' name join.
const seedBrands = collected.filter((brand) => brand.source !== 'consumer-brands');
writeCibDomains(voting, seedBrands, collected.filter((brand) => brand.source === 'consumer-brands'));
const listed = writeListings(voting, seedBrands, wikidata);
writeTopSites();
const withListings = [...collected.map((brand) => ({ domain: brand.domain, name: brand.name })), ...listed.flatMap((c) => (c.domain ? [{ domain: c.domain, name: c.name }] : []))];
writeWikidataFacts(wikidata, withListings);
await writeBrandSets();
