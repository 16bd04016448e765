// S&P 500 and SEC-listed companies joined to brand domains, with GICS and tickers (catalog/data/listings.json).
// Listings name companies, not websites: a company is joined to a domain only where the brands we hold (exact folded
// name, or the name without descriptors such as "Motor") and the open homepages do not disagree.
import { readFileSync } from 'node:fs';
import { GICS_2023 } from '../../catalog/data/gics-2023.ts';
import { foldName, foldNameLoosely, compactNameSpelled } from '../../catalog/text.ts';
import { readSecTickers, readSp500 } from '../../pipeline/seed/sources/listings.ts';
import type { ListedCompany } from '../../pipeline/seed/listings.ts';
import type { WikidataBrand } from '../../pipeline/seed/sources/open-data.ts';
import { groupBy, root, sourcesDir, writeJson } from './files.ts';
import type { Voting } from './votes.ts';

// Wikidata's brands are mostly shops and operators worldwide ("APA" is an Australian pipeline there): for a US listing
// only an item described as an American company, on a generic top-level domain, is the same company.
const US_COMPANY = /\b(american|united states|u\.s\.)\b.*\b(company|corporation|conglomerate|manufacturer|retailer|bank|airline|insurer|chain|provider|utility|holding|producer|operator|maker|firm|business)/i;

/** The company's domain where the brands we hold, then US companies on Wikidata, then the open homepages agree. */
function companyDomains(voting: Voting, seedBrands: readonly { domain: string; name: string }[], wikidata: readonly WikidataBrand[]) {
  const brandsByFolded = groupBy(seedBrands, (brand) => foldName(brand.name));
  const wikidataByFolded = groupBy(
    wikidata.filter((item) => item.domain && /\.(com|net|org|us)$/.test(item.domain) && US_COMPANY.test(item.description ?? '')),
    (item) => foldName(item.label),
  );
  const unique = (domains: (string | undefined)[]) => {
    const set = new Set(domains.filter(Boolean));
    return set.size === 1 ? [...set][0] : undefined;
  };
  return (name: string): string | undefined => {
    // A brand we hold under the same folded name comes first; two such brands on different domains stay unjoined.
    for (const key of [foldName(name), foldNameLoosely(name)]) {
      const brands = key ? brandsByFolded.get(key) : undefined;
      if (brands) return unique(brands.map((brand) => brand.domain));
    }
    const items = wikidataByFolded.get(foldName(name));
    if (items) return unique(items.map((item) => item.domain));
    const homepage = voting.homepages.gilbarbara.get(compactNameSpelled(name)) ?? voting.homepages.svgl.get(compactNameSpelled(name));
    return homepage?.plain ? homepage.domain : undefined;
  };
}

export function writeListings(voting: Voting, seedBrands: readonly { domain: string; name: string }[], wikidata: readonly WikidataBrand[]): ListedCompany[] {
  // S&P 500 websites filled by hand, each with its evidence (scripts/check-sp500-domains.ts), keyed by symbol.
  const reviewed = Object.fromEntries(
    Object.entries((JSON.parse(readFileSync(`${root}catalog/data/sp500-domains.json`, 'utf8')) as { domains: Record<string, { domain: string }> }).domains).map(
      ([symbol, site]) => [symbol, site.domain],
    ),
  );
  const domainOfCompany = companyDomains(voting, seedBrands, wikidata);
  const gicsByName = new Map(GICS_2023.filter(([code]) => code.length === 8).map(([code, name]) => [name, code]));
  const secByCik = groupBy(readSecTickers(sourcesDir), (ticker) => String(ticker.cik));
  const companies = new Map<number, ListedCompany>();
  for (const row of readSp500(sourcesDir)) {
    const symbol = row.symbol.toUpperCase();
    const sec = secByCik.get(String(row.cik)) ?? [];
    const exchange = sec.find((ticker) => normaliseSymbol(ticker.symbol) === symbol)?.exchange ?? sec[0]?.exchange ?? 'NYSE';
    const company = companies.get(row.cik) ?? {
      cik: row.cik,
      // "Alphabet Inc. (Class A)" → "Alphabet Inc."; "Hershey Company (The)" → "The Hershey Company".
      name: row.name.replace(/\s*\((?:Class|Series) [A-Z]\)$/, '').replace(/^(.*) \(The\)$/, 'The $1'),
      domain: reviewed[symbol] ?? domainOfCompany(row.name) ?? null,
      gicsCode: gicsByName.get(row.subIndustry) ?? null,
      founded: row.founded,
      tickers: [],
    };
    company.tickers.push({ symbol, exchange });
    companies.set(row.cik, company);
  }
  const listed = [...companies.values()];
  writeJson('catalog/data/listings.json', {
    _notice: 'S&P 500 constituents (datasets/s-and-p-500-companies, ODC-PDDL-1.0) with exchanges from the SEC company tickers (public domain), joined to brand domains by npm run catalog:sources.',
    companies: listed,
  });
  console.log(`S&P 500: ${listed.length} companies, ${listed.filter((c) => c.domain).length} joined to a domain, ${listed.filter((c) => c.gicsCode).length} with GICS`);
  if (process.argv.includes('--misses')) console.log(listed.filter((c) => !c.domain).map((c) => c.name).join('; '));
  return listed;
}

function normaliseSymbol(symbol: string): string {
  return symbol.toUpperCase().replaceAll('-', '.');
}
