// `logos coverage`: what share of the top-sites list gets a real logo (and the top misses), how well the S&P 500 and
// the consumer-brand yardstick are covered, measured on the imported catalog.
import { z } from 'zod';
import { readConsumerBrands } from '../../pipeline/seed/consumer-brands.ts';
import { measureConsumerBrands, type ConsumerCoverage } from '../../pipeline/seed/consumer-coverage.ts';
import { measureCoverage, type CoverageReport } from '../../pipeline/seed/coverage.ts';
import { readListings, readTopSites } from '../../pipeline/seed/listings.ts';
import { withRoot } from '../context.ts';
import { parseOptions } from '../options.ts';
import { print } from '../output.ts';

const optionsSchema = z.object({
  json: z.boolean().default(false),
  misses: z.coerce.number().int().min(0).max(500).default(30),
});

export async function coverage(raw: unknown): Promise<void> {
  const options = parseOptions(optionsSchema, raw);
  const report = await withRoot((root) => {
    if (root.catalog.counts().brands === 0) throw new Error('the catalog is empty: run `logos import` first');
    const consumer = measureConsumerBrands(root.catalog, readConsumerBrands().brands, options.misses);
    return { ...measureCoverage(root.catalog, readTopSites(), readListings(), options.misses), consumer };
  });
  print(report, options.json, () => describe(report));
}

const percent = (part: number, whole: number) => `${part} / ${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)} %)`;

function describe(report: CoverageReport & { consumer: ConsumerCoverage }): string {
  const { topSites, sp500, brands } = report;
  return [
    `top-sites: real logo for ${percent(topSites.realLogo, topSites.total)}`,
    `top misses:`,
    ...topSites.misses.map((miss) => `  ${String(miss.rank).padStart(3)}  ${miss.domain}${miss.brand ? ` (brand ${miss.brand}, no logo)` : ''}`),
    `S&P 500 (${sp500.companies} companies): brand record ${percent(sp500.brandRecord, sp500.companies)}, logo ${percent(sp500.logo, sp500.companies)},`,
    `  GICS ${percent(sp500.gics, sp500.companies)}, ticker lookup ${percent(sp500.tickerLookup, sp500.companies)}, description ${percent(sp500.description, sp500.companies)}`,
    `brands: ${brands.total}, with a logo ${percent(brands.withLogo, brands.total)}, with a description ${percent(brands.withDescription, brands.total)}`,
    `  ${brands.domains} domains and aliases, ${brands.sources} stored source images`,
    ...describeConsumer(report.consumer),
  ].join('\n');
}

function describeConsumer(consumer: ConsumerCoverage): string[] {
  const segments = Object.entries(consumer.bySegment).sort(([, a], [, b]) => b.brands - a.brands);
  return [
    `consumer brands (${consumer.brands}): brand record ${percent(consumer.brandRecord, consumer.brands)}, real logo ${percent(consumer.realLogo, consumer.brands)}, answered by another brand ${consumer.otherBrand.length}`,
    ...segments.map(([segment, part]) => `  ${segment.padEnd(14)} ${String(part.brands).padStart(4)} brands, record ${percent(part.brandRecord, part.brands)}, real logo ${percent(part.realLogo, part.brands)}`),
    ...consumer.otherBrand.map((wrong) => `  ${wrong.domain}: ${wrong.expected} answered by ${wrong.answered}`),
  ];
}
