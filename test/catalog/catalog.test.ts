import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalog } from '../../catalog/catalog.ts';
import { catalogMigrations } from '../../catalog/schema.ts';
import { openDatabase, type Db } from '../../db/sqlite.ts';
import type { Brand } from '../../catalog/types.ts';

const brand = (domain: string, name: string): Brand => ({
  domain, name, description: null, colors: [], socials: {}, employees: null, gicsCode: null, source: 'test',
});

let dir: string;
let dbs: Db[];
const open = () => {
  const db = openDatabase(join(dir, 'catalog.db'), catalogMigrations);
  dbs.push(db);
  return createCatalog(db);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'logos-catalog-'));
  dbs = [];
});
afterEach(() => {
  for (const db of dbs) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalog', () => {
  it('resolves aliases to the primary domain', () => {
    const catalog = open();
    catalog.upsertBrand(brand('stripe.com', 'Stripe'), ['stripe.dev', 'stripe.network']);
    expect(catalog.resolveDomain('stripe.dev')).toBe('stripe.com');
    expect(catalog.aliasesOf('stripe.com')).toEqual(['stripe.dev', 'stripe.network']);
    expect(catalog.lookup('stripe.network').primary).toBe('stripe.com');
  });

  it('resolves subdomains to the longest known brand, but never a hosted user site to its host', () => {
    const catalog = open();
    catalog.upsertBrand(brand('amazon.com', 'Amazon'), ['amazon.co.uk']);
    catalog.upsertBrand(brand('aws.amazon.com', 'Amazon Web Services'));
    catalog.upsertBrand(brand('github.com', 'GitHub'), ['github.io']);
    catalog.upsertBrand(brand('blogger.com', 'Blogger'), ['blogspot.com']);
    expect(catalog.lookup('www2.amazon.com').primary).toBe('amazon.com');
    expect(catalog.lookup('smile.amazon.co.uk').primary).toBe('amazon.com');
    expect(catalog.lookup('docs.aws.amazon.com').primary).toBe('aws.amazon.com');
    expect(catalog.resolveDomain('console.aws.amazon.com')).toBe('aws.amazon.com');
    expect(catalog.lookup('github.io').primary).toBe('github.com');
    expect(catalog.lookup('octocat.github.io').primary).toBeUndefined();
    expect(catalog.lookup('someone.blogspot.com').primary).toBeUndefined();
    expect(catalog.resolveExact('docs.aws.amazon.com')).toBeUndefined();
  });

  it('sees its own writes at once through the lookup memo', () => {
    const catalog = open();
    expect(catalog.lookup('acme.com').primary).toBeUndefined();
    catalog.upsertBrand(brand('acme.com', 'Acme'));
    expect(catalog.lookup('acme.com').primary).toBe('acme.com');
  });

  it('sees another process\'s writes without being reopened', async () => {
    const server = open();
    const importer = open();
    const before = server.generation();
    expect(server.lookup('acme.com').primary).toBeUndefined();
    importer.upsertBrand(brand('acme.com', 'Acme'));
    await vi.waitFor(() => expect(server.lookup('acme.com').primary).toBe('acme.com'), { timeout: 10_000, interval: 50 });
    expect(server.generation()).not.toBe(before);
  });

  it('runs each migration once and refuses a newer schema', () => {
    open();
    const db = dbs[0]!;
    expect(db.pragma('user_version', { simple: true })).toBe(catalogMigrations.length);
    db.pragma(`user_version = ${catalogMigrations.length + 1}`);
    expect(() => open()).toThrow(/newer than this program knows/);
  });
});
