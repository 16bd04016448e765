import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantAliases } from '../../catalog/merchant/aliases.ts';
import { MAX_LINE_LENGTH, readLine } from '../../catalog/merchant/clean.ts';
import { createMerchantResolver, type MerchantResolver } from '../../catalog/merchant/resolve.ts';
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
  it('holds at least 150 lines from named public descriptions, with every prefix and kind', () => {
    expect(fixture.lines.length).toBeGreaterThanOrEqual(150);
    expect(fixture.SOURCES.length).toBeGreaterThanOrEqual(5);
    for (const prefix of ['SQ *', 'TST*', 'DD *', 'PAYPAL *', 'GOOGLE *', 'APPLE.COM/BILL', 'SP ', 'PY *', 'IN *']) {
      expect(fixture.lines.some((entry) => entry.line.toUpperCase().startsWith(prefix)), prefix).toBe(true);
    }
    expect(fixture.lines.filter((entry) => entry.kind === 'p2p').length).toBeGreaterThanOrEqual(10);
    expect(fixture.lines.filter((entry) => entry.kind === 'bank').length).toBeGreaterThanOrEqual(10);
  });

  it('answers at least 95 % of the lines with the right domain (or none, or 404)', () => {
    const wrong = fixture.lines.map((entry) => ({ ...entry, got: answer(entry.line) })).filter((entry) => entry.got !== entry.expect);
    expect(1 - wrong.length / fixture.lines.length, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.95);
  });

  it('never answers another company\'s brand', () => {
    const foreign = fixture.lines
      .map((entry) => ({ ...entry, got: answer(entry.line) }))
      .filter((entry) => typeof entry.got === 'string' && entry.got !== entry.expect);
    expect(foreign).toEqual([]);
  });

  it('answers no merchant for every person-to-person and bank line', () => {
    const lines = fixture.lines.filter((entry) => entry.kind === 'p2p' || entry.kind === 'bank');
    expect(lines.filter((entry) => answer(entry.line) !== 404).map((entry) => entry.line)).toEqual([]);
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
