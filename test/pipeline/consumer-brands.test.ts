import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GICS_2023 } from '../../catalog/data/gics-2023.ts';
import { consumerIndustry, readConsumerBrands } from '../../pipeline/seed/consumer-brands.ts';
import { measureConsumerBrands, sameBrand } from '../../pipeline/seed/consumer-coverage.ts';
import { readGilbarbara, readWikidata } from '../../pipeline/seed/sources/open-data.ts';
import { listedNotes, wrongDomains } from '../../scripts/catalog-sources/consumer-brands.ts';
import { evidenceSources } from '../../scripts/catalog-sources/consumer-inputs.ts';
import { sourcesDir, wikidataFile } from '../../scripts/catalog-sources/files.ts';
import { createVoting } from '../../scripts/catalog-sources/votes.ts';
import { createTestOrigin, type TestOrigin } from '../helpers/origin.ts';

const yardstick = readConsumerBrands();

describe('consumer-brand yardstick', () => {
  let origin: TestOrigin;
  beforeAll(async () => {
    origin = await createTestOrigin();
  }, 120_000);
  afterAll(() => origin.cleanup());

  it('holds at least 1,000 brands across the segments people pay, each confirmed by a named source', () => {
    expect(yardstick.brands.size).toBeGreaterThanOrEqual(1000);
    const segments = new Set([...yardstick.brands.values()].map((brand) => brand.segment));
    for (const segment of ['retail', 'grocery', 'restaurant', 'fuel', 'airline', 'hotel', 'car-rental', 'booking', 'streaming', 'telecom', 'insurance', 'bank', 'payments']) expect(segments).toContain(segment);
    for (const brand of yardstick.brands.values()) expect(['wikidata', 'nsi', 'gilbarbara', 'svgl', 'simple-icons', 'reviewed', 'hand']).toContain(brand.evidence);
  });

  it('has no domain its source does not name (checked against the real open data)', () => {
    const wikidata = readWikidata(wikidataFile);
    const sources = evidenceSources(wikidata, createVoting(readGilbarbara(process.env.BRAND_SOURCES ?? sourcesDir), wikidata));
    expect(wrongDomains(yardstick.brands, sources, listedNotes())).toEqual([]);
    // A domain the source does not name is caught: Hertz is not at avis.com.
    const moved = new Map([['avis.com', { ...yardstick.brands.get('hertz.com')! }]]);
    expect(wrongDomains(moved, sources, listedNotes())).toHaveLength(1);
  });

  it('answers a brand record for at least 95 %, a real logo as measured, and never another brand', () => {
    const report = measureConsumerBrands(origin.deps.catalog, yardstick.brands);
    expect(report.brandRecord / report.brands).toBeGreaterThanOrEqual(0.95);
    expect(report.realLogo / report.brands).toBeGreaterThanOrEqual(0.12);
    expect(report.otherBrand).toEqual([]);
    expect(report.bySegment.streaming!.realLogo / report.bySegment.streaming!.brands).toBeGreaterThan(0.5);
  });

  it('gives a brand no listing classifies the GICS sub-industry of its category, and none where a category spans several', () => {
    const gics = (domain: string) => origin.deps.catalog.getBrand(domain)?.gicsCode;
    expect([gics('hertz.com'), gics('walgreens.com'), gics('woolworths.com.au'), gics('uniqlo.com'), gics('footlocker.com')]).toEqual(['20304040', '30101010', '30101030', '25504010', '25504010']);
    // An insurer: the category spans life and property insurers.
    expect(gics('geico.com')).toBeNull();
    const subIndustries = new Set(GICS_2023.filter(([code]) => code.length === 8).map(([code]) => code));
    for (const [domain, brand] of yardstick.brands) {
      const code = consumerIndustry(domain, brand);
      if (code !== undefined) expect(subIndustries, `${domain} ${code}`).toContain(code);
    }
  });

  it('tells the same brand under a longer name from another company', () => {
    expect(sameBrand('Walmart Supercenter', 'Walmart')).toBe(true);
    expect(sameBrand("Macy's", 'Macys')).toBe(true);
    expect(sameBrand('Telekom', 'Deutsche Telekom')).toBe(true);
    expect(sameBrand('T-Mobile', 'Deutsche Telekom')).toBe(false);
    expect(sameBrand('Delta Air Lines', 'Petro Delta')).toBe(false);
  });

  it.each([
    ['gap.com', 'Gap'], ['tjmaxx.com', 'TJ Maxx'], ['footlocker.com', 'Foot Locker'], ['staples.com', 'Staples'], ['lidl.com', 'Lidl'],
    ['albertsons.com', 'Albertsons'], ['expedia.com', 'Expedia'], ['priceline.com', 'Priceline'], ['kayak.com', 'Kayak'], ['hertz.com', 'Hertz'],
    ['enterprise.com', 'Enterprise'], ['aa.com', 'American Airlines'], ['hulu.com', 'Hulu'], ['disneyplus.com', 'Disney+'],
    ['paramountplus.com', 'Paramount+'], ['audible.com', 'Audible'], ['pandora.com', 'Pandora'],
  ])('GET /v1/brand/%s answers %s', async (domain, name) => {
    const response = await origin.request(`/v1/brand/${domain}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toBe(name);
  });

  it('carries a CoreUI glyph on the brand\'s own domain as well as the sibling domain it was filed under', () => {
    for (const domain of ['tinder.com', 'zalando.com', 'macys.com']) {
      expect(origin.deps.catalog.assetsOf(domain).map((asset) => asset.provenance.source), domain).toContain('iconify-cib');
    }
  });

  it('serves the real mark joined to a consumer brand, not the parent company\'s', async () => {
    const body = (await (await origin.request('/v1/brand/paramountplus.com')).json()) as { logos: { provenance?: { source: string } }[] };
    expect(JSON.stringify(body)).toContain('simple-icons');
    const telekom = (await (await origin.request('/v1/brand/t-mobile.com')).json()) as { name: string };
    expect(telekom.name).toBe('T-Mobile');
  });
});
