// The name lookup of `logos merchant`, which reads only the brands that may match, answers every name exactly as the
// search index's resolveName does, ties, names beyond ASCII, tickers' names and bracketed parts included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog, type Catalog } from '../../catalog/catalog.ts';
import { createNameLookup } from '../../catalog/name-index.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { createSearch } from '../../catalog/search.ts';
import type { Brand } from '../../catalog/types.ts';
import { openDatabase, type Db } from '../../db/sqlite.ts';

let db: Db;
let catalog: Catalog;

const brand = (domain: string, name: string, more: Partial<Brand> = {}): Brand =>
  ({ domain, name, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test', ...more });

beforeAll(() => {
  db = openDatabase(':memory:', catalogMigrations);
  catalog = createCatalog(db);
  // Brands sharing a name, told apart by popularity, then a logo, then a global domain, then their names and domains.
  catalog.upsertBrand(brand('delta.com', 'Delta Air Lines', { popularity: 300 }));
  catalog.upsertBrand(brand('deltafaucet.com', 'Delta', { popularity: 900 }));
  catalog.upsertBrand(brand('delta.de', 'Delta'));
  catalog.upsertBrand(brand('delta.org', 'Delta'));
  catalog.upsertBrand(brand('delta.io', 'DELTA!'));
  catalog.upsertBrand(brand('a-delta.com', 'Delta (The)'));
  catalog.upsertBrand(brand('zeta.com', 'Zeta'));
  catalog.upsertBrand(brand('zeta.net', 'Zeta'));
  catalog.upsertAsset({ domain: 'zeta.net', variant: 'icon', theme: 'light', format: 'png', storageKey: 'k', contentHash: 'h', width: 64, height: 64, provenance: { source: 'test' } });
  catalog.upsertBrand(brand('b-omega.com', 'Omega'));
  catalog.upsertBrand(brand('a-omega.com', 'Omega'));
  // Beyond ASCII: folded only by reading them.
  catalog.upsertBrand(brand('cafenoir.example', 'Café Noir'));
  catalog.upsertBrand(brand('muller.example', 'Müller GmbH'));
  catalog.upsertBrand(brand('finance.example', 'ﬁnance ﬁrst'));
  catalog.upsertBrand(brand('tokyo.example', '東京電力'));
  // Found through a ticker's name only, and through a name without its descriptors.
  catalog.upsertBrand(brand('meta.com', 'Meta', { popularity: 5 }));
  catalog.upsertTicker({ symbol: 'META', exchange: 'NASDAQ', name: 'Meta Platforms, Inc.', domain: 'meta.com' });
  catalog.upsertBrand(brand('ford.com', 'Ford Motor Company', { popularity: 80 }));
  catalog.upsertBrand(brand('coca-cola.com', 'The Coca-Cola Company', { popularity: 50 }));
  catalog.upsertBrand(brand('alphabet.example', 'Alphabet Inc. (Class A)'));
});
afterAll(() => db.close());

const QUERIES = [
  'Delta', 'DELTA', 'Omega', 'delta air lines', 'Delta Air', 'The Delta', 'Zeta', 'zeta inc', 'Cafe Noir', 'CAFÉ NOIR', 'Muller', 'müller',
  'finance first', 'ﬁnance ﬁrst', '東京電力', 'Meta Platforms', 'META PLATFORMS INC', 'Meta', 'Ford', 'Ford Motor', 'Coca Cola',
  'coca-cola company (the)', 'Alphabet', 'alphabet class a', 'Nobody Here', '(only brackets)', 'a', '',
];

describe('createNameLookup', () => {
  it('answers every name as the search index does', () => {
    const search = createSearch(catalog);
    const lookup = createNameLookup(catalog);
    for (const query of QUERIES) expect([query, lookup.resolveName(query)]).toEqual([query, search.resolveName(query)]);
  });

  it('orders brands of one name by popularity, a logo, a global domain, then name and domain', () => {
    const lookup = createNameLookup(catalog);
    expect(lookup.resolveName('DELTA')).toMatchObject({ domain: 'deltafaucet.com', confidence: 1 });
    expect(lookup.resolveName('Zeta')).toMatchObject({ domain: 'zeta.net' });
    expect(lookup.resolveName('Cafe Noir')).toMatchObject({ domain: 'cafenoir.example' });
    expect(lookup.resolveName('Meta Platforms')).toMatchObject({ domain: 'meta.com', confidence: 1 });
    expect(lookup.resolveName('Ford')).toMatchObject({ domain: 'ford.com', confidence: 0.8 });
    expect(lookup.resolveName('Nobody Here')).toBeUndefined();
  });

  it('reads the brands once for the names a line tries from its first word, answering each as the index does', () => {
    const reads: string[] = [];
    const counted = { nameCandidates: (prefix: string) => (reads.push(prefix), catalog.nameCandidates(prefix)) };
    const lookup = createNameLookup(counted);
    const search = createSearch(catalog);
    for (const name of ['META PLATFORMS INC', 'META PLATFORMS', 'META', 'Ford Motor', 'Ford', 'Delta Air Lines', 'Delta Air', 'Delta']) {
      expect([name, lookup.resolveName(name)]).toEqual([name, search.resolveName(name)]);
    }
    expect(reads).toEqual(['meta', 'ford', 'delta']);
  });

  it('breaks a tie of everything else by the name as searched, then the domain, as the index does', () => {
    expect(createNameLookup(catalog).resolveName('Omega')).toMatchObject({ domain: 'a-omega.com' });
    // Without its popularity, deltafaucet.com ties with a-delta.com ("Delta (The)"), which comes first by domain
    // but after it by name.
    catalog.upsertBrand(brand('deltafaucet.com', 'Delta'));
    const answer = createNameLookup(catalog).resolveName('delta');
    expect(answer).toEqual(createSearch(catalog).resolveName('delta'));
    expect(answer?.domain).toBe('deltafaucet.com');
  });
});
