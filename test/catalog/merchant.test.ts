import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantAliases } from '../../catalog/merchant/aliases.ts';
import { MAX_LINE_LENGTH, readLine } from '../../catalog/merchant/clean.ts';
import { domainCountry } from '../../catalog/merchant/country.ts';
import { createMerchantResolver, type MerchantResolver } from '../../catalog/merchant/resolve.ts';
import { createNameLookup } from '../../catalog/name-index.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

interface FixtureLine {
  kind: 'merchant' | 'processor' | 'wrapped' | 'p2p' | 'bank';
  line: string;
  expect: string | null | 404;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/merchant-lines.json', import.meta.url), 'utf8')) as { SOURCES: string[]; lines: FixtureLine[] };

let origin: TestOrigin;
let resolver: MerchantResolver;
const answer = (line: string) => {
  const resolved = resolver.resolve(line);
  return resolved.found ? resolved.domain : 404;
};

beforeAll(async () => {
  origin = await createTestOrigin();
  resolver = createMerchantResolver({ catalog: origin.deps.catalog, search: origin.deps.search });
});
afterAll(() => origin.cleanup());

describe('statement lines of the test set (test/fixtures/merchant-lines.json)', () => {
  it('holds at least 300 lines from named public descriptions, with every prefix and kind', () => {
    expect(fixture.lines.length).toBeGreaterThanOrEqual(300);
    expect(fixture.SOURCES.length).toBeGreaterThanOrEqual(5);
    for (const prefix of ['SQ *', 'TST*', 'DD *', 'PAYPAL *', 'GOOGLE *', 'APPLE.COM/BILL', 'SP ', 'PY *', 'IN *', 'AMZN MKTP']) {
      expect(fixture.lines.some((entry) => entry.line.toUpperCase().startsWith(prefix)), prefix).toBe(true);
    }
    expect(fixture.lines.filter((entry) => entry.kind === 'p2p').length).toBeGreaterThanOrEqual(10);
    expect(fixture.lines.filter((entry) => entry.kind === 'bank').length).toBeGreaterThanOrEqual(10);
    expect(fixture.lines.filter((entry) => entry.expect === null).length).toBeGreaterThanOrEqual(40);
  });

  it('answers at least 97 % of the lines with the right domain (or none, or 404)', () => {
    const wrong = fixture.lines.map((entry) => ({ ...entry, got: answer(entry.line) })).filter((entry) => entry.got !== entry.expect);
    const right = 1 - wrong.length / fixture.lines.length;
    console.log(`statement lines: ${fixture.lines.length - wrong.length} of ${fixture.lines.length} right (${(right * 100).toFixed(1)} %)`);
    expect(right, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.97);
  });

  it('never answers another company\'s brand', () => {
    const foreign = fixture.lines
      .map((entry) => ({ ...entry, got: answer(entry.line) }))
      .filter((entry) => typeof entry.got === 'string' && entry.got !== entry.expect);
    console.log(`statement lines: ${foreign.length} answered another company`);
    expect(foreign).toEqual([]);
  });

  it('answers no merchant for every person-to-person and bank line', () => {
    const lines = fixture.lines.filter((entry) => entry.kind === 'p2p' || entry.kind === 'bank');
    expect(lines.filter((entry) => answer(entry.line) !== 404).map((entry) => entry.line)).toEqual([]);
  });
});

describe('`logos merchant`, which reads only the brands a line\'s names may match', () => {
  it('answers every line of the test set as the API does, by the same rule', () => {
    const command = createMerchantResolver({ catalog: origin.deps.catalog, search: createNameLookup(origin.deps.catalog) });
    const differing = fixture.lines.map((entry) => entry.line).filter((line) => JSON.stringify(command.resolve(line)) !== JSON.stringify(resolver.resolve(line)));
    expect(differing).toEqual([]);
  });

  it('resolves the seed\'s brand names, beyond ASCII and shouted on a statement, as the search index does', () => {
    const lookup = createNameLookup(origin.deps.catalog);
    const rows = origin.deps.catalog.searchRows();
    // Every name beyond printable ASCII (the catalog cannot tell those by their letters) and a spread of the rest.
    const names = rows.map((row) => row.name).filter((name, i) => /[^ -~]/.test(name) || i % 40 === 0);
    expect(names.filter((name) => /[^ -~]/.test(name)).length).toBeGreaterThan(100);
    const differing = names.flatMap((name) => [name, `${name.toUpperCase()} 1234`, name.split(' ')[0]!])
      .filter((name) => JSON.stringify(lookup.resolveName(name)) !== JSON.stringify(origin.deps.search.resolveName(name)));
    expect(differing).toEqual([]);
  });
});

describe('alias table (catalog/merchant/aliases.json)', () => {
  const table = merchantAliases();
  it.each(table.aliases.map((alias) => [alias.printed, alias] as const))('%s resolves to its domain and names its source', (_printed, alias) => {
    expect(table.sources[alias.source]).toMatch(/\w{4}/);
    const resolved = resolver.resolve(`${alias.printed} #1234 SPRINGFIELD IL`);
    expect(resolved).toMatchObject({ found: true, via: `alias:${alias.printed}` });
    const expected = origin.deps.catalog.resolveDomain(alias.domain) ?? alias.domain;
    expect(resolved.found && resolved.domain).toBe(expected);
  });
});

describe('reading a line', () => {
  it('strips the processor prefix, codes and place, and names the merchant for a monogram', () => {
    expect(resolver.resolve('SQ *JOES DELI Brooklyn NY')).toEqual({ found: true, merchant: 'Joes Deli', domain: null, confidence: 0, via: 'none' });
    expect(readLine('SQ *BLUE BOTTLE COFFEE Oakland CA')).toMatchObject({ processor: 'SQ', words: ['BLUE', 'BOTTLE', 'COFFEE'] });
    expect(readLine('TST* MAMA\'S KITCHEN Chicago IL')).toMatchObject({ processor: 'TST', words: ['MAMA\'S', 'KITCHEN'] });
  });

  it('reads a fixed-width line, whose fields are separated by runs of spaces', () => {
    expect(readLine('SQ *FARMERS MARKET STAND   Smallville   TX')).toMatchObject({ words: ['FARMERS', 'MARKET', 'STAND'] });
  });

  it('says which rule answered and how sure it is', () => {
    expect(resolver.resolve('AMZN Mktp US*2K4AB1CD3')).toMatchObject({ domain: 'amazon.com', via: 'alias:AMZN MKTP', confidence: 0.99 });
    expect(resolver.resolve('NETFLIX.COM LOS GATOS CA')).toMatchObject({ domain: 'netflix.com', via: 'domain', merchant: 'Netflix' });
    expect(resolver.resolve('KROGER #0345 CINCINNATI OH')).toMatchObject({ domain: 'kroger.com', via: 'name' });
    expect(resolver.resolve('KROGER FUEL #1234 COLUMBUS OH')).toMatchObject({ domain: 'kroger.com', via: 'name-without-suffix' });
  });

  it('reads state codes only for the country asked', () => {
    expect(readLine('JOES DELI Smallville CA', 'US')).toMatchObject({ words: ['JOES', 'DELI', 'SMALLVILLE'], unknownTown: true });
    expect(readLine('JOES DELI SMALLVILLE CA', 'GB')).toMatchObject({ words: ['JOES', 'DELI', 'SMALLVILLE', 'CA'], unknownTown: false });
  });

  it('answers no merchant for a line of codes only', () => {
    expect(resolver.resolve('#1234 5678-90')).toEqual({ found: false, reason: 'no-name' });
  });

  it('reads only the first characters of a very long line, quickly', () => {
    const started = performance.now();
    const resolved = resolver.resolve(`STARBUCKS ${'X '.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(resolved.found).toBe(true);
    expect(readLine('A'.repeat(MAX_LINE_LENGTH * 3)).text.length).toBe(MAX_LINE_LENGTH);
  });
});

describe('a brand\'s name followed by words that are not its name', () => {
  it.each([
    ['WALMART SUPERCENTER #1234', 'walmart.com', 'explained:WALMART + SUPERCENTER=retail #1234=reference'],
    ['MARRIOTT HOTEL NYC', 'marriott.com', 'name-without-suffix'],
    ['IKEA USA BROOKLYN NY', 'ikea.com', 'explained:IKEA + USA=place'],
    ['FIGMA MONTHLY', 'figma.com', 'explained:FIGMA + MONTHLY=plan'],
    ['LINKEDIN PREMIUM', 'linkedin.com', 'explained:LINKEDIN + PREMIUM=plan'],
    ['NOTION LABS, INC. SAN FRANCISCO CA', 'notion.so', 'explained:NOTION + LABS=legal INC=legal'],
    ['ATLASSIAN SYDNEY', 'atlassian.com', 'name'],
    ['TST* SWEETGREEN NYC', 'sweetgreen.com', 'name'],
    ['UNITED 0162345678901 HOUSTON TX', 'united.com', 'ticket:UNITED 016'],
    ['STARBUCKS STORE 12345 SEATTLE WA', 'starbucks.com', 'name-without-suffix'],
    ['TARGET 00012345 MINNEAPOLIS MN', 'target.com', 'name'],
    ['ZARA USA 1234 NEW YORK NY', 'zara.com', 'name'],
  ])('%s answers %s, saying why', (line, domain, via) => {
    expect(resolver.resolve(line)).toMatchObject({ found: true, domain, via });
  });

  it.each([
    // Consumer brands that take a format or a legal form through the industry the yardstick's category gives them.
    ['WALGREENS PHARMACY #1234', 'walgreens.com', 'explained:WALGREENS + PHARMACY=retail #1234=reference'],
    ['AVIS RENT A CAR 1234 CHICAGO IL', 'avis.com', 'explained:AVIS + RENT A CAR=rental 1234=reference'],
    ['SIXT RENT A CAR LLC FORT LAUDERDALE FL', 'sixt.com', 'explained:SIXT + RENT A CAR=rental LLC=legal'],
    ['UNIQLO USA LLC', 'uniqlo.com', 'explained:UNIQLO + USA=place LLC=legal'],
    // The shop people pay, not the listed group's site of the same name.
    ['FOOT LOCKER #1234', 'footlocker.com', 'name'],
  ])('%s answers %s', (line, domain, via) => {
    expect(resolver.resolve(line)).toMatchObject({ found: true, domain, via });
  });

  it.each([
    ['UNITED ALLIANCE'], ['UNITED LABS INC'], ['GENERAL STORE 1234'], ['ALLIANCE HOTEL NYC'],
    // A ticket number of another carrier (001 is American's) does not make UNITED an airline.
    ['UNITED 0012345678901'],
    // A format that does not fit the brand's industry, or an ordinary word with no industry to fit.
    ['DELTA HOTEL CHICAGO IL'], ['SIGNAL HOTEL NYC'], ['PLANET HOTEL'],
  ])('%s answers no brand', (line) => {
    expect(resolver.resolve(line)).toMatchObject({ found: true, domain: null, via: 'none' });
  });

  it('keeps its words and places as data with their sources and licence', () => {
    const read = (name: string) => JSON.parse(readFileSync(new URL(`../../catalog/merchant/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
    const places = read('places.json') as { sources: Record<string, string>; licence: string; cities: Record<string, string[]>; countries: unknown[] };
    expect(Object.keys(places.cities)).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'AU', 'IE', 'FR', 'DE', 'ES', 'IT', 'NL']));
    expect(places.countries.length).toBeGreaterThanOrEqual(100);
    expect(places.licence).toMatch(/CC BY 4\.0/);
    const descriptors = read('descriptors.json') as { sources: Record<string, string>; common: string[] };
    expect(descriptors.common).toEqual(expect.arrayContaining(['UNITED', 'ALLIANCE', 'GENERAL']));
    expect(Object.keys(descriptors.sources).length).toBeGreaterThanOrEqual(4);
  });
});

describe('a line printed in one country, for a name several countries\' companies share', () => {
  it.each([
    ['WOOLWORTHS 1234 SYDNEY', 'woolworths.com.au', 'name place:SYDNEY=AU not:woolworths.co.za'],
    ['WOOLWORTHS 4021 CAPE TOWN ZA', 'woolworths.co.za', 'name'],
    ['LIQUORLAND 3045 SYDNEY AU', 'liquorland.com.au', 'name place:SYDNEY AU=AU not:liquorland.co.nz'],
    ['KMART 1062 CHADSTONE AUS', 'kmart.com.au', 'name'],
    ['KMART 1234 CHICAGO IL', 'kmart.com', 'name'],
    ['SAFEWAY #1234 CALGARY AB', 'safeway.ca', 'alias:SAFEWAY place:CALGARY AB=CA'],
    // "CA" alone is California or Canada: neither country's brand is preferred.
    ['SAFEWAY #1234 OAKLAND CA', 'safeway.com', 'alias:SAFEWAY'],
    ['ZALANDO SE BERLIN DE', 'zalando.com', 'name place:BERLIN DE=DE not:zalando.co.uk'],
  ])('%s answers %s, saying which brand it passed over', (line, domain, via) => {
    expect(resolver.resolve(line)).toMatchObject({ found: true, domain, via });
  });

  it('answers no brand rather than another country\'s company of the name', () => {
    expect(resolver.resolve('HARVEY NORMAN DUBLIN')).toMatchObject({ domain: null, via: 'none place:DUBLIN=IE not:harveynorman.com.au' });
    expect(resolver.resolve('ALDI 1234 LONDON GB')).toMatchObject({ domain: null, via: 'none place:LONDON GB=GB not:aldi.us' });
  });

  it('reads the place after the name or after its store number, never the name itself', () => {
    expect(readLine('WOOLWORTHS 1234 SYDNEY')).toMatchObject({ words: ['WOOLWORTHS'], place: { text: 'SYDNEY', countries: new Set(['AU']) } });
    expect(readLine('PERTH MINT SHOP 12 PERTH WA')).toMatchObject({ place: { text: 'PERTH WA', countries: new Set(['AU']) } });
    expect(readLine('SONIC DRIVE IN #1234')).toMatchObject({ place: undefined });
    expect(readLine('MONACO')).toMatchObject({ place: undefined });
    expect(readLine('JOES DELI SMALLVILLE CA', 'US')).toMatchObject({ place: { countries: new Set(['US']) } });
  });

  it('counts only country domains as a country\'s, not those used worldwide', () => {
    expect([domainCountry('woolworths.co.za'), domainCountry('tesco.co.uk'), domainCountry('aldi.us')]).toEqual(['ZA', 'GB', 'US']);
    expect([domainCountry('notion.so'), domainCountry('twitch.tv'), domainCountry('target.com'), domainCountry('gov.co')]).toEqual([undefined, undefined, undefined, 'CO']);
  });
});
