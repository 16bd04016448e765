import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog, type Catalog } from '../../catalog/catalog.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { createSearch, type Search } from '../../catalog/search.ts';
import { openDatabase, type Db } from '../../db/sqlite.ts';
import { importSeed } from '../../pipeline/seed/import.ts';
import { createFolderStorage } from '../../pipeline/storage/folder.ts';
import { tempDataDir } from '../helpers/origin.ts';

// The real seed catalog, as a fresh install has it, and the search over it: no server.
let db: Db;
let catalog: Catalog;
let index: Search;
let marks: string;
const search = (q: string, strategy: 'typeahead' | 'match' = 'typeahead') => index.search(q, strategy, 10);
const domains = (q: string, strategy?: 'typeahead' | 'match') => search(q, strategy).map((hit) => hit.domain);

beforeAll(async () => {
  db = openDatabase(':memory:', catalogMigrations);
  catalog = createCatalog(db);
  marks = tempDataDir();
  await importSeed(catalog, createFolderStorage({ root: marks }));
  index = createSearch(catalog);
  const brand = (domain: string, name: string) => ({ domain, name, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
  catalog.upsertBrand(brand('cafenoir.example.com', 'Café Noir'));
  catalog.upsertBrand(brand('stripey.example.com', 'Stripey Socks Company'));
});
afterAll(() => {
  db.close();
  rmSync(marks, { recursive: true, force: true });
});

describe('search', () => {
  it('finds Stripe as it is typed (typeahead favours prefixes)', () => {
    expect(domains('str')).toContain('stripe.com');
    expect(domains('stri')).toContain('stripe.com');
    expect(domains('stripe')[0]).toBe('stripe.com');
  });

  it('ranks the exact name before longer names it prefixes (match)', () => {
    expect(domains('Stripe', 'match')[0]).toBe('stripe.com');
    expect(domains('stripe', 'match')).toContain('stripey.example.com');
    expect(domains('stripe', 'match').indexOf('stripe.com')).toBeLessThan(domains('stripe', 'match').indexOf('stripey.example.com'));
  });

  it('treats near-exact names as exact: legal forms, spacing and punctuation', () => {
    expect(domains('Stripe, Inc.', 'match')[0]).toBe('stripe.com');
    expect(domains('pay pal', 'match')[0]).toBe('paypal.com');
    expect(domains('Git-Hub', 'match')[0]).toBe('github.com');
  });

  it('ignores case and accents', () => {
    for (const q of ['café', 'CAFE', 'Cafe noir', 'café-noir']) expect(domains(q)).toContain('cafenoir.example.com');
  });

  it('finds brands by alias and alternate domain', () => {
    expect(domains('stripe.dev', 'match')[0]).toBe('stripe.com');
    expect(domains('redditinc.com', 'match')[0]).toBe('reddit.com');
    expect(domains('twitter.com', 'match')[0]).toBe('x.com');
  });

  it('returns at most 10 brands, each once', () => {
    const hits = domains('s');
    expect(hits).toHaveLength(10);
    expect(new Set(hits).size).toBe(10);
  });

  it('returns nothing for text that matches no brand or only punctuation', () => {
    expect(search('zzqqxxnomatch')).toEqual([]);
    expect(search('!!!')).toEqual([]);
  });

  it('sees brands written after it was first used', () => {
    expect(domains('Zebracorn')).toEqual([]);
    catalog.upsertBrand({ domain: 'zebracorn.example.com', name: 'Zebracorn', description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test' });
    expect(domains('Zebracorn')).toEqual(['zebracorn.example.com']);
  });

  it('finds listed companies by ticker and by their listing name', () => {
    expect(domains('AAPL', 'match')[0]).toBe('apple.com');
    expect(domains('goog', 'match')[0]).toBe('abc.xyz');
    expect(domains('Meta Platforms', 'match')[0]).toBe('meta.com');
  });

  it("lists a brand's global site before a country's edition of the same name", () => {
    expect(domains('safeway', 'match').slice(0, 2)).toEqual(['safeway.com', 'safeway.ca']);
  });

  it('ranks popular brands first among equally good matches', () => {
    const goo = domains('goo');
    expect(goo[0]).toBe('google.com');
    expect(goo.length).toBeGreaterThan(5);
    expect(domains('you')[0]).toBe('youtube.com');
    // Records without a logo yet (Wikidata-only brands such as "Stram") come after brands with one.
    expect(domains('str').indexOf('strapi.io')).toBeLessThan(domains('str').indexOf('stram.no'));
  });

  it('ranks well-known brands first on a fresh install, from the bundled signal alone', () => {
    // Stripe and Strapi are both in the logo collections; Font Awesome, Tabler and Boxicons draw only Stripe.
    expect(domains('str')[0]).toBe('stripe.com');
    expect(domains('str').indexOf('stripe.com')).toBeLessThan(domains('str').indexOf('strapi.io'));
    expect(domains('goo').slice(0, 5).filter((domain) => domain === 'google.com' || domain.endsWith('.google.com'))).toHaveLength(5);
    // A ticker typed whole (AppLovin's APP) no longer beats a well-known name begun.
    expect(domains('app')[0]).toBe('apple.com');
    // An S&P 500 listing and three icon sets outweigh Netlify's better place among the most linked-to sites.
    expect(domains('net')[0]).toBe('netflix.com');
    expect(domains('sal')[0]).toBe('salesforce.com');
    for (const [prefix, domain] of [['mic', 'microsoft.com'], ['ama', 'amazon.com'], ['fac', 'facebook.com'], ['sla', 'slack.com'], ['ado', 'adobe.com'], ['spo', 'spotify.com']]) {
      expect(domains(prefix!)[0]).toBe(domain);
    }
  });

  describe('resolveName', () => {
    const resolve = (name: string) => index.resolveName(name)?.domain;

    it.each([
      ['Coca-Cola Company (The)', 'coca-cola.com'],
      ['Meta Platforms', 'meta.com'],
      ['Alphabet Inc. (Class A)', 'abc.xyz'],
      ['Ford Motor Company', 'ford.com'],
      ['Delta Air Lines', 'delta.com'],
      ['Stripe, Inc.', 'stripe.com'],
      ['The Coca-Cola Company', 'coca-cola.com'],
      // Two unranked brands named Safeway, neither with a logo: the global domain, not the Canadian edition.
      ['Safeway', 'safeway.com'],
    ])('finds %j as %s', (name, domain) => {
      expect(resolve(name)).toBe(domain);
    });

    it.each([
      ['APA Corporation', 'apache.org', 'apacorp.com'],
      ['Dow Inc.', 'downdetector.com', 'dow.com'],
      ['KLA Corporation', 'klarna.com', 'kla.com'],
    ])('does not take %j for a prefix of another company (%s): it finds its own listing, %s', (name, wrong, own) => {
      expect(resolve(name)).not.toBe(wrong);
      expect(resolve(name)).toBe(own);
    });

    it.each(['Stri Corporation', 'Downdet Inc.', 'Klar'])('answers nothing for %j, which only prefixes a brand', (name) => {
      expect(resolve(name)).toBeUndefined();
    });

    it('says how sure it is: a full name is certain, a name without descriptors less so', () => {
      expect(index.resolveName('Stripe')?.confidence).toBe(1);
      expect(index.resolveName('Stripe Technologies')).toMatchObject({ domain: 'stripe.com', confidence: 0.8 });
    });
  });
});
