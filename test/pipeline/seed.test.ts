import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectSeedBrands, importSeed, readBrandFacts } from '../../pipeline/seed/import.ts';
import { trustedDomain } from '../../pipeline/seed/brand-domain.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

describe('trustedDomain', () => {
  it.each([
    [['Stripe'], 'https://stripe.com/newsroom/information', 'stripe.com'],
    [['Bootstrap'], 'https://getbootstrap.com/docs/', 'getbootstrap.com'],
    [['Rust'], 'https://www.rust-lang.org/policies', 'rust-lang.org'],
    [['Aldi Süd'], 'https://www.aldi-sued.de', 'aldi-sued.de'],
    [['BBC'], 'https://www.bbc.co.uk/branding', 'bbc.co.uk'],
    [['addy.io'], 'https://addy.io', 'addy.io'],
  ])('trusts %j at %s as %s', (names, url, domain) => {
    expect(trustedDomain(names, [url])).toBe(domain);
  });

  it.each([
    [['Dotenv'], 'https://github.com/motdotla/dotenv/blob/main/dotenv.svg'],
    [['Abbott'], 'https://commons.wikimedia.org/wiki/File:Logo_Abbott_Laboratories.svg'],
    [['Alienware'], 'https://www.dell.com/en-us/gaming/alienware'],
  ])('does not trust %j at %s', (names, url) => {
    expect(trustedDomain(names, [url])).toBeUndefined();
  });
});

describe('seed import', () => {
  let origin: TestOrigin;
  beforeAll(async () => {
    origin = await createTestOrigin({ seed: false });
  });
  afterAll(() => origin.cleanup());

  it('imports at least 2,000 brands with a primary domain, in under a minute', async () => {
    const summary = await importSeed(origin.deps.catalog, origin.deps.storage);
    expect(summary.brands).toBeGreaterThanOrEqual(2000);
    expect(summary.seconds).toBeLessThan(60);
    const counts = origin.deps.catalog.counts();
    expect(counts.brands).toBe(summary.brands);
    expect(counts.brandsWithLogo).toBeGreaterThan(200);
    expect(counts.brandsWithDark).toBeGreaterThan(500);
  });

  it('is idempotent: a second import writes nothing', async () => {
    const before = origin.deps.catalog.counts();
    const again = await importSeed(origin.deps.catalog, origin.deps.storage);
    expect(again.assetsWritten).toBe(0);
    expect(again.assetsRemoved).toBe(0);
    expect(origin.deps.catalog.counts()).toEqual(before);
  });

  it('classifies variants honestly and merges sources by domain', () => {
    const stripe = origin.deps.catalog.assetsOf('stripe.com');
    expect(stripe.map((a) => `${a.variant}/${a.theme}/${a.provenance.source}`).sort()).toEqual([
      'logo/light/iconify-logos',
      'symbol/light/simple-icons',
    ]);
    const logo = stripe.find((a) => a.variant === 'logo')!;
    expect(logo.width / logo.height).toBeGreaterThan(1.5);
    expect(origin.deps.catalog.getBrand('stripe.com')).toMatchObject({ name: 'Stripe', colors: [{ hex: '#635BFF', type: 'brand' }] });
  });

  it('records a derived dark version only for dark single-colour marks', () => {
    const github = origin.deps.catalog.assetsOf('github.com').filter((a) => a.variant === 'symbol');
    const dark = github.find((a) => a.theme === 'dark')!;
    expect(dark.provenance).toMatchObject({ source: 'simple-icons', derivedFrom: 'light' });
    expect(origin.deps.catalog.assetsOf('stripe.com').some((a) => a.theme === 'dark')).toBe(false);
  });

  it('stores every recorded source in object storage with a matching hash', async () => {
    const { brands } = collectSeedBrands();
    const sample = brands.slice(0, 50).flatMap((b) => origin.deps.catalog.assetsOf(b.domain));
    const { createHash } = await import('node:crypto');
    for (const asset of sample) {
      const object = await origin.deps.storage.get(asset.storageKey);
      expect(object?.contentType).toBe('image/svg+xml');
      expect(createHash('sha256').update(object!.body).digest('hex')).toBe(asset.contentHash);
    }
  });

  it('files the reviewed alternate domains (country, short-link, CDN) under their brand', () => {
    const resolve = (domain: string) => origin.deps.catalog.resolveDomain(domain);
    expect(resolve('youtu.be')).toBe('youtube.com');
    expect(resolve('i.ytimg.com')).toBe('youtube.com');
    expect(resolve('t.me')).toBe('telegram.org');
    expect(resolve('google.de')).toBe('google.com');
    expect(resolve('lh3.googleusercontent.com')).toBe('google.com');
    expect(resolve('support.google.com')).toBe('google.com');
    expect(resolve('octocat.github.io')).toBeUndefined();
  });

  it('adds a CoreUI glyph (CC0) as the symbol of a brand that had none, with its licence, never as a brand of its own', () => {
    const amazon = origin.deps.catalog.assetsOf('amazon.com');
    expect(amazon.map((a) => `${a.variant}/${a.theme}/${a.provenance.source}`).sort()).toEqual(['symbol/dark/iconify-cib', 'symbol/light/iconify-cib']);
    expect(amazon[0]!.provenance.note).toMatch(/CC0-1\.0/);
    const cibOnly = origin.deps.catalog.searchRows().filter((row) => {
      const assets = origin.deps.catalog.assetsOf(row.domain);
      return assets.length > 0 && assets.every((a) => a.provenance.source === 'iconify-cib') && origin.deps.catalog.getBrand(row.domain)!.source === 'iconify-cib';
    });
    expect(cibOnly).toEqual([]);
  });

  it('gives brands Wikidata descriptions and only their own social profiles', () => {
    const starbucks = origin.deps.catalog.getBrand('starbucks.com')!;
    expect(starbucks.description).toBe('American multinational coffee company');
    expect(starbucks.socials.instagram).toBe('https://www.instagram.com/starbucks');
    expect(starbucks.socials.x).toBeUndefined(); // Wikidata names StarbucksDE, a regional account
    expect(origin.deps.catalog.getBrand('github.com')!.socials.x).toBe('https://x.com/github'); // reviewed facts win
  });

  it('adds brands only Wikidata knows as records without a logo, for /v1/brand and discovery', () => {
    expect(origin.deps.catalog.getBrand('cinnaholic.com')).toMatchObject({
      name: 'Cinnaholic', source: 'wikidata', description: 'American cinnamon roll bakery franchise',
      socials: { facebook: 'https://www.facebook.com/Cinnaholic' },
    });
    expect(origin.deps.catalog.assetsOf('cinnaholic.com')).toEqual([]);
    const counts = origin.deps.catalog.counts();
    expect(counts.brandsWithDescription / counts.brands).toBeGreaterThan(0.5);
  });

  it('files an alias under its brand even where a mark of its own exists (twitter.com is x.com)', () => {
    expect(origin.deps.catalog.resolveDomain('twitter.com')).toBe('x.com');
    const aliases = readBrandFacts().flatMap((fact) => fact.aliases ?? []);
    expect(aliases.length).toBe(new Set(aliases).size);
  });

  it('files marks under the domain their publishers name, not their design or press site', () => {
    const domainOf = (name: string) => origin.deps.search.search(name, 'match', 1)[0]?.domain;
    expect({ klarna: domainOf('Klarna'), godaddy: domainOf('GoDaddy'), medium: domainOf('Medium'), mozilla: domainOf('Mozilla') })
      .toEqual({ klarna: 'klarna.com', godaddy: 'godaddy.com', medium: 'medium.com', mozilla: 'mozilla.org' });
    for (const misfiled of ['klarna.design', 'godaddy.net', 'medium.design']) expect(origin.deps.catalog.resolveDomain(misfiled)).toBeUndefined();
  });

  it('reconnects marks that had no trusted domain, and specific subdomains as brands of their own', () => {
    const withLogo = (domain: string) => origin.deps.catalog.assetsOf(origin.deps.catalog.resolveDomain(domain) ?? '').length > 0;
    for (const domain of ['whatsapp.com', 'wikipedia.org', 'yahoo.com', 'bing.com', 'skype.com', 'gmail.com', 'en.wikipedia.org', 'wa.me']) {
      expect(withLogo(domain), domain).toBe(true);
    }
    expect(origin.deps.catalog.resolveDomain('docs.google.com')).toBe('docs.google.com');
    expect(origin.deps.catalog.resolveDomain('support.google.com')).toBe('google.com');
    expect(origin.deps.catalog.resolveDomain('console.aws.amazon.com')).toBe('aws.amazon.com');
    expect(origin.deps.catalog.resolveDomain('mail.google.com')).toBe('gmail.com');
  });
});
